import { describe, expect, it } from 'vitest';
import { mapImage } from '../mapCommon';
import { eventPayload } from '../sources/payloads';
import { mapEvent, statusAt } from './mapEvents';

const publicUrl = (url: string) => url.replace(/^http:\/\/cms:3001/, '');

describe('pictures of events and content', () => {
  it('decodes image_thumbnails with sources and maps them onto the event image', () => {
    const payload = eventPayload.parse({
      id: 1,
      slug: 'a',
      title: 'A',
      date_start: '2026-12-01T19:30:00+01:00',
      image_thumbnails: {
        small: 'http://cms:3001/media/a-640.png',
        large: 'http://cms:3001/media/a-1280.png',
        sources: {
          webp: { '320': 'http://cms:3001/media/a-1280.png?w=320&fm=webp', '640': 'http://cms:3001/media/a-1280.png?w=640&fm=webp' },
          jpeg: { '320': 'http://cms:3001/media/a-1280.png?w=320&fm=jpeg' },
        },
      },
      image_alt: 'Saal',
    });
    expect(mapEvent(payload, publicUrl).image).toEqual(
      expect.objectContaining({
        small: '/media/a-640.png',
        large: '/media/a-1280.png',
        alt: 'Saal',
        sources: [
          { format: 'WEBP', width: 320, url: '/media/a-1280.png?w=320&fm=webp' },
          { format: 'WEBP', width: 640, url: '/media/a-1280.png?w=640&fm=webp' },
          { format: 'JPEG', width: 320, url: '/media/a-1280.png?w=320&fm=jpeg' },
        ],
        // The same renditions, one srcset per format.
        srcSets: [
          { format: 'WEBP', srcSet: '/media/a-1280.png?w=320&fm=webp 320w, /media/a-1280.png?w=640&fm=webp 640w' },
          { format: 'JPEG', srcSet: '/media/a-1280.png?w=320&fm=jpeg 320w' },
        ],
      }),
    );
  });

  it('rejects malformed sources at the edge', () => {
    const base = { id: 1, slug: 'a', title: 'A', date_start: '2026-12-01T19:30:00+01:00' };
    expect(eventPayload.safeParse({ ...base, image_thumbnails: { small: 's', sources: { webp: ['x'] } } }).success).toBe(false);
    expect(eventPayload.safeParse({ ...base, image_thumbnails: { small: 's', sources: { webp: { '320': 5 } } } }).success).toBe(false);
  });

  it('gives content pictures their sources too, and none when the upstream names none', () => {
    const image = mapImage(
      {
        small: 'http://cms:3001/media/p-640.png',
        large: 'http://cms:3001/media/p-1280.png',
        sources: { avif: { '640': 'http://cms:3001/media/p-1280.png?w=640&fm=avif' } },
      },
      null,
      publicUrl,
    );
    expect(image?.sources).toEqual([{ format: 'AVIF', width: 640, url: '/media/p-1280.png?w=640&fm=avif' }]);
    expect(mapImage({ small: 's', large: 'l' }, 'x', publicUrl)?.sources).toEqual([]);
  });
});

describe('statusAt', () => {
  const concert = { status: 'ON_SALE' as const, startsAt: '2026-11-25T18:30:00Z', endsAt: null };
  it('is PAST once the start has passed for an event without an end, the mapped status before', () => {
    expect(statusAt(concert, new Date('2026-11-25T18:29:59Z'))).toBe('ON_SALE');
    expect(statusAt(concert, new Date('2026-11-25T18:30:00Z'))).toBe('PAST');
    expect(statusAt({ ...concert, status: 'SOLD_OUT' }, new Date('2026-11-25T18:00:00Z'))).toBe('SOLD_OUT');
  });
  it('waits for the end of an event that has one (an exhibition day sells its timeslots until it closes)', () => {
    const day = { ...concert, startsAt: '2026-11-25T09:00:00Z', endsAt: '2026-11-25T17:00:00Z' };
    expect(statusAt(day, new Date('2026-11-25T12:00:00Z'))).toBe('ON_SALE');
    expect(statusAt(day, new Date('2026-11-25T17:00:01Z'))).toBe('PAST');
  });
  it('keeps a cancelled event cancelled, over or not', () => {
    expect(statusAt({ ...concert, status: 'CANCELLED' }, new Date('2027-01-01T00:00:00Z'))).toBe('CANCELLED');
  });
});
