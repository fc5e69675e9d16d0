// The event detail over HTTP: the gateway's widened Event (spec 001 §3 detail sections, dates with
// their booking data) from the upstream's detail call, and the page's budget: its status decided
// before any byte with one upstream call for the event (the render reuses it), the shell streamed
// before the other resources answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { todayInBerlin } from '../support/seedDates';
import { graphql, openStream, request } from '../support/http';

// The shared content cache is off: every upstream call of a page shows (as in streaming.test.ts).
const gateway = gatewayForSuite({ SETTINGS_TTL_MS: '600000', UPSTREAM_CACHE: 'off' });

const DETAIL = `query($id: ID!) { event(locale: DE, id: $id) {
  id slug title status startsAt previousStartsAt importantInfo
  room { venue { slug address { street postalCode city } } }
  series { id slug }
  dates { id status booking { seatGroups { name prices { amount saleTypeId } } } }
  works { composer title } contributors { name role person { id slug } }
  gallery { large srcSets { format } } video { url } children { id title } relatedEvents { id }
  articles { id slug title } sponsors { name } promoter { name }
} }`;

interface Detail {
  id: string;
  slug: string;
  title: string;
  status: string;
  startsAt: string;
  room: { venue: { address: { city: string } | null } | null } | null;
  dates: { id: string; status: string; booking: { seatGroups: { prices: { amount: string }[] }[] } | null }[];
  works: { composer: string }[];
  contributors: { name: string; person: { slug: string } | null }[];
  gallery: { large: string }[];
  video: { url: string } | null;
  children: { title: string }[];
  articles: { slug: string }[];
  sponsors: { name: string }[];
}

let symphony: Detail;

beforeAll(async () => {
  const list = await graphql(gateway.web.url, '{ events(locale: DE, filter: { type: "1" }, pageSize: 20) { items { id } } }');
  const events = list.json.data?.events as { items: { id: string }[] } | undefined;
  for (const { id } of events?.items ?? []) {
    const detail = await graphql(gateway.web.url, DETAIL, { id });
    const event = detail.json.data?.event as Detail | null;
    // Its day is not today: the page asks for that day's opening hours besides the header's.
    if (event && event.dates.length > 1 && DateTime.fromISO(event.startsAt).setZone('Europe/Berlin').toISODate() !== todayInBerlin()) {
      symphony = event;
      return;
    }
  }
  throw new Error('no symphony concert with several dates in the seed');
});

describe('Query.event for the detail page', () => {
  it('carries the sections’ content and every date of the programme with its own booking data', () => {
    expect(symphony.dates.map((date) => date.id)).toContain(symphony.id);
    for (const date of symphony.dates) expect(date.booking?.seatGroups.length ?? 0).toBeGreaterThanOrEqual(0);
    expect(symphony.dates.some((date) => (date.booking?.seatGroups.length ?? 0) > 0)).toBe(true);
    expect(symphony.works).toHaveLength(3);
    expect(symphony.contributors.some((contributor) => contributor.person !== null)).toBe(true);
    expect(symphony.gallery.length).toBeGreaterThan(1);
    expect(symphony.gallery[0]?.large).toMatch(/^\/media\//);
    expect(symphony.video?.url).toMatch(/^https:\/\//);
    expect(symphony.children.map((child) => child.title)).toEqual([`Öffentliche Probe: ${symphony.title}`]);
    expect(symphony.articles.length).toBeGreaterThan(0);
    expect(symphony.sponsors.length).toBeGreaterThan(0);
    expect(symphony.room?.venue?.address?.city).toBeTruthy();
  });

  it('costs one upstream call for the event, however many dates and sections it has', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(gateway.web.url, DETAIL, { id: symphony.id });
    expect(result.json.errors).toBeUndefined();
    expect(gateway.proxy.requests.map((entry) => entry.path.split('?')[0])).toEqual([`/de/api/events/${symphony.id}/`]);
  });

  it('is null for an unknown or malformed id, without asking the upstream for a malformed one', async () => {
    gateway.proxy.resetCounts();
    const malformed = await graphql(gateway.web.url, 'query { event(locale: EN, id: "01") { id } }');
    expect(malformed.json.data?.event).toBeNull();
    expect(gateway.proxy.requests).toEqual([]);
    const unknown = await graphql(gateway.web.url, 'query { event(locale: EN, id: "999999") { id } }');
    expect(unknown.json.data?.event).toBeNull();
  });
});

describe('the event detail page', () => {
  it('asks the upstream for the event once: the status check and the render share it', async () => {
    const path = `/de/konzerte/${symphony.slug}/${symphony.id}`;
    expect((await request(`${gateway.web.url}${path}`)).status).toBe(200);
    gateway.proxy.resetCounts();
    const page = await request(`${gateway.web.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1 id="event-title">${symphony.title}</h1>`);
    const calls = gateway.proxy.requests.map((entry) => entry.path);
    expect(calls.filter((entry) => entry.split('?')[0] === `/de/api/events/${symphony.id}/`)).toHaveLength(1);
    // One call per distinct resource (the header's opening hours of today and those of the event's day are two).
    expect(calls.length - new Set(calls).size).toBe(0);
  });

  it('streams the shell while the day’s opening hours are still on their way', async () => {
    // The event's day, not today's: the header's hours of today are part of the shell.
    const today = todayInBerlin();
    gateway.proxy.hold((path) => path.startsWith('/de/api/opening-hours-today/') && !path.includes(`date=${today}`));
    // Listening before the page is asked: the shell waits for the top alert's and today's opening
    // hours' answers, by which time the event day's request may already be held.
    const held = gateway.proxy.waitForHeld();
    try {
      const response = await openStream(`${gateway.web.url}/de/konzerte/${symphony.slug}/${symphony.id}`);
      const chunks = response.chunks[Symbol.asyncIterator]();
      const first = await chunks.next();
      expect(response.status).toBe(200);
      expect(String(first.value)).toContain('<header');
      await held;
      expect(gateway.proxy.heldCount()).toBeGreaterThan(0);
      gateway.proxy.release();
      let rest = String(first.value);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += next.value;
      expect(rest).toContain('id="section-opening-hours"');
      expect(rest.trimEnd().endsWith('</html>')).toBe(true);
    } finally {
      gateway.proxy.release();
    }
  });
});
