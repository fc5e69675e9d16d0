import { describe, expect, it } from 'vitest';
import { decode, eventPagePayload, imageSourcesPayload } from './payloads';
import { UpstreamError } from './UpstreamError';

const SOURCES = { webp: { '320': '/a.png?w=320&fm=webp', '1280': '/a.png?w=1280&fm=webp' }, avif: {} };

describe('imageSourcesPayload', () => {
  it('passes the renditions on as they were parsed, not copied key by key', () => {
    const parsed: unknown = JSON.parse(JSON.stringify(SOURCES));
    expect(decode(imageSourcesPayload, parsed, '/x')).toBe(parsed);
  });

  it.each([
    ['a URL that is no string', { webp: { '320': 42 } }],
    ['a format that is no object', { webp: 'https://example.org/a.webp' }],
    ['a list', [SOURCES]],
    ['null', null],
  ])('refuses %s, naming where', (_name, value) => {
    const event = { id: 1, slug: 's', title: 't', date_start: '2026-12-01T19:30:00+01:00', image_thumbnails: { sources: value } };
    const answer = { count: 1, next: null, previous: null, results: [event] };
    expect(() => decode(eventPagePayload, answer, '/de/api/events/')).toThrow(UpstreamError);
    expect(() => decode(eventPagePayload, answer, '/de/api/events/')).toThrow(/results\.0\.image_thumbnails\.sources/);
  });
});
