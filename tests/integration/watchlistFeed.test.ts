// The watchlist over HTTP (issue 10): the calendar feed /de/merkliste/feed.ics?events=… and
// /en/watchlist/feed.ics (ids checked, unknown ones left out, a cancelled and a moved event as a
// subscribed app must see them: same UID, new start, higher SEQUENCE, STATUS:CANCELLED) and the
// gateway's Query.eventsByIds behind the watchlist screen. A rewriting proxy in front of the
// upstream moves and cancels events the way the ticketing would (the seed's events stay as they
// are for the other suites); the shared cache is off, so each request reads the upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';

interface EventChange {
  date_start?: string;
  date_end?: string | null;
  previous_date_start?: string | null;
  is_cancelled?: boolean;
}

/** What the ticketing has changed, by event id; applied to the event's detail answer. */
const changes = new Map<string, EventChange>();
const DETAIL_PATH = /^\/(de|en)\/api\/events\/(\d+)\/$/;

let rewriting: RewritingUpstream | undefined;
let counting: UpstreamProxy | undefined;
let web: RunningProcess | undefined;
const site = () => web?.url ?? '';

beforeAll(async () => {
  rewriting = await startRewritingUpstream(inject('cmsUrl'), (path, body) => {
    const id = DETAIL_PATH.exec(path)?.[2];
    const change = id ? changes.get(id) : undefined;
    return change && typeof body === 'object' && body !== null ? { ...body, ...change } : body;
  });
  counting = await startUpstreamProxy(rewriting.url);
  web = await startWeb({ CMS_URL: counting.url, UPSTREAM_CACHE: 'off' });
});

afterAll(async () => {
  await web?.stop();
  await counting?.close();
  await rewriting?.close();
});

beforeEach(() => changes.clear());

interface ListedEvent {
  id: string;
  title: string;
  status: string;
  startsAt: string;
  endsAt: string | null;
}

/** Events on sale, from the programme (the seed's first weeks). */
async function eventsOnSale(count: number): Promise<ListedEvent[]> {
  const list = await graphql(site(), '{ events(locale: DE, pageSize: 40) { items { id title status startsAt endsAt } } }');
  const items = (list.json.data?.events as { items: ListedEvent[] } | undefined)?.items ?? [];
  const onSale = items.filter((event) => event.status === 'ON_SALE' && event.endsAt !== null);
  if (onSale.length < count) throw new Error('the seed has too few events on sale');
  return onSale.slice(0, count);
}

/** The unfolded content lines of a calendar (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

/** The unfolded lines of the VEVENT with the event's UID. */
function vevent(ics: string, id: string): string[] | null {
  const lines = unfold(ics);
  const uid = lines.indexOf(`UID:event-${id}@aurelia-philharmonie`);
  if (uid < 0) return null;
  return lines.slice(uid - 1, lines.indexOf('END:VEVENT', uid) + 1);
}

const value = (lines: string[] | null, name: string) => lines?.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('the watchlist feed', () => {
  it('is a calendar of the marked events with the headers a subscription needs, in both languages', async () => {
    const [first, second] = await eventsOnSale(2);
    if (!first || !second) throw new Error('two events needed');
    const response = await request(`${site()}/de/merkliste/feed.ics?events=${second.id},${first.id},${second.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(response.body);
    expect(lines).toContain('NAME:Merkliste – Aurelia Philharmonie');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines).toContain(`SOURCE;VALUE=URI:${site()}/de/merkliste/feed.ics?events=${second.id},${first.id}`);
    // A repeated id is one event, in the order the list has them.
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(response.body.indexOf(`UID:event-${second.id}@`)).toBeLessThan(response.body.indexOf(`UID:event-${first.id}@`));
    const event = vevent(response.body, first.id);
    expect(value(event, 'DTSTART')).toBe(utc(first.startsAt));
    expect(value(event, 'SUMMARY')).toBe(first.title.replace(/[,;]/g, (character) => `\\${character}`));
    expect(value(event, 'STATUS')).toBe('CONFIRMED');
    expect(value(event, 'SEQUENCE')).toBe('0');
    expect(value(event, 'URL')).toMatch(new RegExp(`^${site()}/de/konzerte/[^/]+/${first.id}$`));
    expect(value(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value(event, 'LAST-MODIFIED')).toMatch(/^\d{8}T\d{6}Z$/);

    const english = await request(`${site()}/en/watchlist/feed.ics?events=${first.id}`);
    expect(english.status).toBe(200);
    expect(unfold(english.body)).toContain('NAME:Watchlist – Aurelia Philharmonie');
    expect(value(vevent(english.body, first.id), 'URL')).toMatch(new RegExp(`/en/concerts/[^/]+/${first.id}$`));
    // Both languages describe the same event under the same UID.
    expect(value(vevent(english.body, first.id), 'DTSTART')).toBe(utc(first.startsAt));
  });

  it('answers bad ids with a 400 and a sentence in the page’s language', async () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => String(index + 1)).join(',');
    const cases: [string, RegExp][] = [
      ['', /mindestens eine Veranstaltung/],
      ['?events=', /mindestens eine Veranstaltung/],
      ['?events=abc', /numerische Ids/],
      ['?events=12,,34', /numerische Ids/],
      ['?events=12,%2034', /numerische Ids/],
      ['?events=-1', /numerische Ids/],
      ['?events=1&events=2', /numerische Ids/],
      ['?events[]=1', /mindestens eine Veranstaltung/],
      [`?events=${tooMany}`, /höchstens 50 verschiedene/],
    ];
    for (const [query, message] of cases) {
      const response = await request(`${site()}/de/merkliste/feed.ics${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type'], query).toBe('text/plain; charset=utf-8');
      expect(response.body, query).toMatch(message);
    }
    const english = await request(`${site()}/en/watchlist/feed.ics?events=x`);
    expect(english.status).toBe(400);
    expect(english.body).toBe('events may hold only numeric ids, separated by commas.');
    // Fifty distinct ids (some repeated) are within the cap.
    const fifty = Array.from({ length: 50 }, (_, index) => String(900_000 + index));
    expect((await request(`${site()}/de/merkliste/feed.ics?events=${[...fifty, ...fifty.slice(0, 5)].join(',')}`)).status).toBe(200);
  });

  it('leaves out ids the upstream does not know, and stays a valid calendar when none is left', async () => {
    const [known] = await eventsOnSale(1);
    if (!known) throw new Error('an event needed');
    const mixed = await request(`${site()}/de/merkliste/feed.ics?events=999998,${known.id},999999`);
    expect(mixed.status).toBe(200);
    expect(mixed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(vevent(mixed.body, known.id)).not.toBeNull();
    const none = await request(`${site()}/de/merkliste/feed.ics?events=999999`);
    expect(none.status).toBe(200);
    expect(none.body).not.toContain('BEGIN:VEVENT');
    expect(none.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
  });

  it('marks an event the ticketing cancels: same UID, STATUS:CANCELLED, a higher SEQUENCE and the word in its title', async () => {
    const [event] = await eventsOnSale(1);
    if (!event) throw new Error('an event needed');
    const before = vevent((await request(`${site()}/de/merkliste/feed.ics?events=${event.id}`)).body, event.id);
    changes.set(event.id, { is_cancelled: true });
    const after = vevent((await request(`${site()}/de/merkliste/feed.ics?events=${event.id}`)).body, event.id);
    expect(value(after, 'STATUS')).toBe('CANCELLED');
    expect(Number(value(after, 'SEQUENCE'))).toBeGreaterThan(Number(value(before, 'SEQUENCE')));
    expect(value(after, 'SUMMARY')).toMatch(/^Abgesagt: /);
    expect(value(after, 'DTSTART')).toBe(value(before, 'DTSTART'));
    const english = vevent((await request(`${site()}/en/watchlist/feed.ics?events=${event.id}`)).body, event.id);
    expect(value(english, 'SUMMARY')).toMatch(/^Cancelled: /);
  });

  it('moves an event the ticketing reschedules: same UID, the new start and end, a higher SEQUENCE, the former date in its text', async () => {
    const [event] = await eventsOnSale(1);
    if (!event?.endsAt) throw new Error('an event with an end needed');
    const before = vevent((await request(`${site()}/de/merkliste/feed.ics?events=${event.id}`)).body, event.id);
    expect(value(before, 'DTSTART')).toBe(utc(event.startsAt));
    const week = 7 * 24 * 3600 * 1000;
    const newStart = new Date(Date.parse(event.startsAt) + week).toISOString();
    const newEnd = new Date(Date.parse(event.endsAt) + week).toISOString();
    changes.set(event.id, { date_start: newStart, date_end: newEnd, previous_date_start: event.startsAt });
    const after = vevent((await request(`${site()}/de/merkliste/feed.ics?events=${event.id}`)).body, event.id);
    expect(after).not.toBeNull();
    expect(value(after, 'DTSTART')).toBe(utc(newStart));
    expect(value(after, 'DTEND')).toBe(utc(newEnd));
    expect(value(after, 'STATUS')).toBe('CONFIRMED');
    expect(Number(value(after, 'SEQUENCE'))).toBeGreaterThan(Number(value(before, 'SEQUENCE')));
    expect(value(after, 'DESCRIPTION')).toMatch(/^Verlegt\\, zuvor am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/);
    // Cancelled after the move: higher still.
    changes.set(event.id, { date_start: newStart, date_end: newEnd, previous_date_start: event.startsAt, is_cancelled: true });
    const cancelled = vevent((await request(`${site()}/de/merkliste/feed.ics?events=${event.id}`)).body, event.id);
    expect(Number(value(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(value(after, 'SEQUENCE')));
  });
});

describe('Query.eventsByIds', () => {
  const QUERY = 'query($ids: [ID!]!) { eventsByIds(locale: DE, ids: $ids) { id title status startsAt previousStartsAt } }';

  it('answers one entry per id in the order given, null for an unknown one, asking the upstream once per distinct id', async () => {
    const [first, second] = await eventsOnSale(2);
    if (!first || !second) throw new Error('two events needed');
    counting?.resetCounts();
    const result = await graphql(site(), QUERY, { ids: [second.id, '999999', first.id, second.id] });
    expect(result.json.errors).toBeUndefined();
    const events = result.json.data?.eventsByIds as ({ id: string; title: string } | null)[];
    expect(events.map((event) => event?.id ?? null)).toEqual([second.id, null, first.id, second.id]);
    const detailCalls = (counting?.requests ?? []).map((entry) => entry.path.split('?')[0]).filter((path) => DETAIL_PATH.test(path ?? ''));
    expect(new Set(detailCalls)).toEqual(
      new Set([`/de/api/events/${first.id}/`, `/de/api/events/${second.id}/`, '/de/api/events/999999/']),
    );
    expect(detailCalls).toHaveLength(3);
  });

  it('shows a moved event as rescheduled with its former start', async () => {
    const [event] = await eventsOnSale(1);
    if (!event) throw new Error('an event needed');
    const newStart = new Date(Date.parse(event.startsAt) + 86_400_000).toISOString();
    changes.set(event.id, { date_start: newStart, previous_date_start: event.startsAt });
    const result = await graphql(site(), QUERY, { ids: [event.id] });
    const [moved] = (result.json.data?.eventsByIds ?? []) as { status: string; startsAt: string; previousStartsAt: string | null }[];
    expect(moved?.status).toBe('RESCHEDULED');
    expect(Date.parse(moved?.startsAt ?? '')).toBe(Date.parse(newStart));
    expect(Date.parse(moved?.previousStartsAt ?? '')).toBe(Date.parse(event.startsAt));
  });

  it('answers an empty list with an empty list and refuses bad ids with BAD_USER_INPUT in the caller’s language', async () => {
    expect((await graphql(site(), QUERY, { ids: [] })).json.data?.eventsByIds).toEqual([]);
    const invalid = await graphql(site(), QUERY, { ids: ['12', 'abc'] });
    expect(invalid.status).toBe(200);
    expect(invalid.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(invalid.json.errors?.[0]?.message).toBe('ids darf nur numerische Ids enthalten, durch Kommas getrennt.');
    const tooMany = await graphql(site(), 'query($ids: [ID!]!) { eventsByIds(locale: EN, ids: $ids) { id } }', {
      ids: Array.from({ length: 51 }, (_, index) => String(index + 1)),
    });
    expect(tooMany.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.json.errors?.[0]?.message).toBe('ids may hold at most 50 different events.');
  });
});
