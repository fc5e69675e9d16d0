import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ROOM, TYPE } from './seasonCatalogue';
import { buildSeason, joinNames, slugify, type Season, type SeedEvent } from './season';

const SEED_DATE = '2026-09-01';

function startDay(event: SeedEvent): string {
  return event.start.slice(0, 10);
}

function upcoming(season: Season): SeedEvent[] {
  return season.events.filter((event) => startDay(event) >= season.seedDate);
}

describe('buildSeason', () => {
  const season = buildSeason(SEED_DATE);

  it('builds a season of about two hundred events over twelve months from the first of the month', () => {
    expect(season.firstDay).toBe('2026-09-01');
    expect(season.endDay).toBe('2027-09-01');
    expect(season.events.length).toBeGreaterThanOrEqual(170);
    expect(season.events.length).toBeLessThanOrEqual(230);
    for (const event of season.events) {
      expect(startDay(event) >= season.firstDay && startDay(event) < season.endDay).toBe(true);
    }
  });

  it('has three venues with two or three rooms each and enough filter options', () => {
    expect(season.venues).toHaveLength(3);
    for (const venue of season.venues) {
      const rooms = season.rooms.filter((room) => room.venueId === venue.id);
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(rooms.length).toBeLessThanOrEqual(3);
    }
    expect(season.exhibitionTypes.length).toBeGreaterThanOrEqual(6);
    expect(season.exhibitionTypes.length).toBeLessThanOrEqual(8);
    expect(season.tags.length).toBeGreaterThanOrEqual(6);
    expect(season.tags.some((tag) => !tag.showInFilter)).toBe(true);
    expect(season.series.length).toBeGreaterThanOrEqual(6);
    expect(season.series.some((series) => !series.showInFilter)).toBe(true);
    expect(season.genres.length).toBeGreaterThanOrEqual(6);
  });

  it('numbers events 1…n in date order and gives each a ticketing id', () => {
    expect(season.events.map((event) => event.id)).toEqual(season.events.map((_, index) => index + 1));
    const starts = season.events.map((event) => DateTime.fromISO(event.start).toMillis());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(season.events.map((event) => event.idJet)).size).toBe(season.events.length);
  });

  it('writes times in Europe/Berlin with the offset of the day, at concert times', () => {
    const winter = season.events.find((event) => event.start.startsWith('2027-01-'));
    const summer = season.events.find((event) => event.start.startsWith('2027-07-'));
    expect(winter?.start).toMatch(/\+01:00$/);
    expect(summer?.start).toMatch(/\+02:00$/);
    const times = new Set(season.events.map((event) => event.start.slice(11, 16)));
    for (const time of ['19:30', '11:00', '15:00', '18:00']) expect(times).toContain(time);
  });

  it('has many days with more than one event (spec 001 §2 reverses such groups)', () => {
    const perDay = new Map<string, number>();
    for (const event of season.events) perDay.set(startDay(event), (perDay.get(startDay(event)) ?? 0) + 1);
    expect([...perDay.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('never books a room twice at the same time', () => {
    const byRoom = new Map<number, SeedEvent[]>();
    for (const event of season.events) byRoom.set(event.roomId, [...(byRoom.get(event.roomId) ?? []), event]);
    for (const events of byRoom.values()) {
      for (let i = 1; i < events.length; i += 1) {
        const previous = events[i - 1];
        const current = events[i];
        if (!previous || !current) continue;
        expect(current.start >= previous.end || startDay(current) !== startDay(previous)).toBe(true);
      }
    }
  });

  it('texts every event in German and English', () => {
    for (const event of season.events) {
      for (const text of [event.title, event.subtitle, event.imageAlt, event.slug]) {
        expect(text.de.length).toBeGreaterThan(0);
        expect(text.en.length).toBeGreaterThan(0);
      }
    }
    expect(season.events.some((event) => event.title.de !== event.title.en)).toBe(true);
  });

  it('shows sold-out and cancelled events after the seed date', () => {
    expect(upcoming(season).filter((event) => event.isSoldOut).length).toBeGreaterThanOrEqual(2);
    expect(upcoming(season).filter((event) => event.isCancelled).length).toBeGreaterThanOrEqual(2);
    expect(season.events.some((event) => event.isSoldOut && event.isCancelled)).toBe(false);
  });

  it('cancels the Christmas Oratorio in every season, whatever the seed date (its production has no date on sale)', () => {
    for (const seedDate of [SEED_DATE, '2026-12-24', '2027-01-01', '2027-06-30', '2028-02-29']) {
      const oratorio = buildSeason(seedDate).events.filter((event) => event.title.de === 'Bach: Weihnachtsoratorium');
      expect(oratorio, seedDate).toHaveLength(1);
      expect(
        oratorio.every((event) => event.isCancelled && !event.isSoldOut),
        seedDate,
      ).toBe(true);
    }
  });

  it('leaves at least one filter combination empty: chamber concerts never play on the lake stage', () => {
    expect(season.events.filter((event) => event.roomId === ROOM.seebuehne && event.typeId === TYPE.chamber)).toEqual([]);
    expect(season.events.some((event) => event.roomId === ROOM.seebuehne)).toBe(true);
    expect(season.events.some((event) => event.typeId === TYPE.chamber)).toBe(true);
  });

  it('spreads 8 to 12 teasers over the season, from the seed date on, linking to site paths', () => {
    expect(season.teasers.length).toBeGreaterThanOrEqual(8);
    expect(season.teasers.length).toBeLessThanOrEqual(12);
    const positions = season.teasers.map((teaser) => teaser.position);
    for (const position of positions) expect(position >= season.seedDate && position < season.endDay).toBe(true);
    expect(new Set(positions.map((position) => position.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    for (const teaser of season.teasers) {
      expect(teaser.linkUrl.de).toMatch(/^\//);
      expect(teaser.linkUrl.en).toMatch(/^\//);
    }
  });

  it('is the same for the same seed date and different for another', () => {
    expect(buildSeason(SEED_DATE)).toEqual(season);
    expect(buildSeason('2026-10-01').events[0]?.start).not.toBe(season.events[0]?.start);
  });

  it.each([
    '2026-01-01',
    '2026-02-28',
    '2026-03-15',
    '2026-04-30',
    '2026-05-31',
    '2026-06-30',
    '2026-07-31',
    '2026-08-31',
    '2026-09-01',
    '2026-10-31',
    '2026-11-22',
    '2026-12-31',
  ])('gives every option shown in a filter upcoming events when seeded on %s', (seedDate) => {
    const seeded = buildSeason(seedDate);
    const future = upcoming(seeded);
    for (const room of seeded.rooms.filter((r) => r.showInFilter)) {
      expect(
        future.some((event) => event.roomId === room.id),
        `room ${room.name.de}`,
      ).toBe(true);
    }
    for (const type of seeded.exhibitionTypes) {
      expect(
        future.some((event) => event.typeId === type.id),
        `type ${type.name.de}`,
      ).toBe(true);
    }
    for (const tag of seeded.tags.filter((t) => t.showInFilter)) {
      expect(
        future.some((event) => event.tagIds.includes(tag.id)),
        `tag ${tag.name.de}`,
      ).toBe(true);
    }
    for (const series of seeded.series.filter((s) => s.showInFilter)) {
      expect(
        future.some((event) => event.seriesIds.includes(series.id)),
        `series ${series.name.de}`,
      ).toBe(true);
    }
    for (const genre of seeded.genres) {
      expect(
        future.some((event) => event.genreIds.includes(genre.id)),
        `genre ${genre.name.de}`,
      ).toBe(true);
    }
  });
});

describe('slugify', () => {
  it('transliterates German letters and joins words with hyphens', () => {
    expect(slugify('3. Sinfoniekonzert')).toBe('3-sinfoniekonzert');
    expect(slugify('Öffentliche Probe: Für Groß & Klein')).toBe('oeffentliche-probe-fuer-gross-klein');
    expect(slugify('Dvořák – “From the New World”')).toBe('dvorak-from-the-new-world');
  });
});

describe('joinNames', () => {
  it('joins one, two and three names the way a programme line reads', () => {
    expect(joinNames(['Brahms'], 'und')).toBe('Brahms');
    expect(joinNames(['Brahms', 'Schumann'], 'und')).toBe('Brahms und Schumann');
    expect(joinNames(['Weber', 'Schumann', 'Brahms'], 'and')).toBe('Weber, Schumann and Brahms');
  });
});
