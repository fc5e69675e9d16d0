// The site search finds what people type (src/cms/README.md "Search"): substrings of compounds,
// letters without their diacritics, umlauts written out, one-letter typos, and titles first.
// Against the seeded data of the built CMS as a real process: on PGlite always, on PostgreSQL
// when TEST_DATABASE_URL is set, with the same answers. Seeded for the first day of last month
// (tests/support/seedDates.ts); the order of what is over against what is still to come also on
// an upstream of its own whose test clock moves (below).
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../src/cms/search/foldSearchText';
import { buildSeason } from '../../src/cms/seed/season';
import { cmsForSuite, queryPostgres, TEST_DATABASE_URL, type Storage } from '../support/cmsUnderTest';
import { request } from '../support/http';
import { isOver, PINNED_SEED_DATE, seedComposers } from '../support/seedDates';

const SEED_DATE = PINNED_SEED_DATE;

/** Without diacritics: 'Dvořák' → 'Dvorak'. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * Two composers of the seeded season (a pure function of the seed date) who share a programme in
 * some of its events while the first also plays without the second; one with diacritics first
 * where the season has such a pair.
 */
function composerPair(): { first: string; second: string } {
  const programmes = buildSeason(SEED_DATE).events.map((event) => new Set(event.works.map((work) => work.composer.de)));
  const pairs: { first: string; second: string }[] = [];
  for (const composers of programmes) {
    for (const first of composers) {
      for (const second of composers) {
        if (first !== second && programmes.some((other) => other.has(first) && !other.has(second))) pairs.push({ first, second });
      }
    }
  }
  const pair = pairs.find(({ first }) => fold(first) !== first) ?? pairs[0];
  if (!pair) throw new Error(`the season seeded for ${SEED_DATE} has no two composers on one programme`);
  return pair;
}

type Lang = 'de' | 'en';

interface SearchHit {
  kind: string;
  id: number;
  title: string;
  text: string;
  slug: string;
  url: string;
  date_start: string | null;
  date_end: string | null;
  rank: number;
}
interface Envelope<T> {
  count: number;
  next: string | null;
  results: T[];
}
interface SearchIndex {
  query: string;
  count: number;
  results: { kind: string; count: number; results: SearchHit[] }[];
}

function searchSuite(base: () => string): void {
  async function ok<T>(lang: Lang, apiPath: string): Promise<T> {
    const response = await fetch(`${base()}/${lang}${apiPath}`);
    expect(response.status, apiPath).toBe(200);
    return (await response.json()) as T;
  }
  /** Every hit of a paged search, best first. */
  async function allHits(lang: Lang, scope: 'events' | 'others', query: string): Promise<SearchHit[]> {
    const hits: SearchHit[] = [];
    for (let page = 1; ; page += 1) {
      const body = await ok<Envelope<SearchHit>>(
        lang,
        `/api/search/${scope}/?query=${encodeURIComponent(query)}&page_size=100&page=${page}`,
      );
      hits.push(...body.results);
      if (!body.next) return hits;
    }
  }
  const ids = (hits: readonly SearchHit[]) => hits.map((hit) => `${hit.kind}:${hit.id}`).sort();

  it('finds compounds by a part: "Konzert" finds the "Sinfoniekonzert" events', async () => {
    const hits = await allHits('de', 'events', 'Konzert');
    const symphonies = hits.filter((hit) => /^\d+\. Sinfoniekonzert$/.test(hit.title));
    expect(symphonies.length).toBeGreaterThan(5);
    const index = await ok<SearchIndex>('de', '/api/search/?query=Konzert');
    expect(index.results.find((group) => group.kind === 'productions')?.results.some((hit) => hit.title.endsWith('Sinfoniekonzert'))).toBe(
      true,
    );
  });

  it('finds letters without their diacritics: "Dvorak" finds "Dvořák"', async () => {
    const hits = await allHits('de', 'events', 'Dvorak');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(`${hit.title} ${hit.text}`).toContain('Dvořák');
    // Folding works both ways: the word as written finds the same.
    expect(ids(await allHits('de', 'events', 'Dvořák'))).toEqual(ids(hits));
    expect(ids(await allHits('en', 'events', 'DVORAK'))).toEqual(ids(hits));
  });

  it('reads umlauts written out or dropped: "Muenchen" and "Munchen" find "München"', async () => {
    // The Old Palace's description names the workshop from München (seed/contentCatalogue.ts).
    const hits = await allHits('de', 'others', 'Muenchen');
    expect(hits.map((hit) => `${hit.kind}:${hit.title}`)).toContain('venues:Kammermusiksaal im Alten Schloss');
    expect(ids(await allHits('de', 'others', 'Munchen'))).toEqual(ids(hits));
    expect(ids(await allHits('de', 'others', 'München'))).toEqual(ids(hits));
    const suggestions = await ok<{ data: string[] }>('de', '/api/search/autocomplete/?query=muench');
    expect(suggestions.data).toContain('Kammermusiksaal im Alten Schloss');
  });

  it.each([
    ['de', /Rachmaninow/, 'Rahcmaninow'],
    ['en', /Rachmaninoff/, 'Rahcmaninoff'],
  ] as const)('forgives a one-letter typo: "Rachmaninof" finds %s %s', async (lang, name, swapped) => {
    const hits = await allHits(lang, 'events', 'Rachmaninof');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.text).toMatch(name);
    // Two letters swapped are one typo too.
    expect(ids(await allHits(lang, 'events', swapped))).toEqual(ids(hits));
    // Two typos are too many.
    expect((await ok<Envelope<SearchHit>>(lang, '/api/search/events/?query=Rakhmaninof')).count).toBe(0);
  });

  it('ranks title hits above text hits above body-only hits', async () => {
    const hits = await allHits('de', 'others', 'Probensaal');
    const has = (text: string) => /probensaal/i.test(text);
    const inTitle = hits.filter((hit) => has(hit.title));
    const inText = hits.filter((hit) => !has(hit.title) && has(hit.text));
    const bodyOnly = hits.filter((hit) => !has(hit.title) && !has(hit.text));
    expect(inTitle.map((hit) => hit.title)).toContain('Schulklassen im Probensaal');
    expect(inText.length).toBeGreaterThan(0);
    expect(bodyOnly.length).toBeGreaterThan(0);
    expect(hits.slice(0, inTitle.length)).toEqual(inTitle);
    const lowest = (group: SearchHit[]) => Math.min(...group.map((hit) => hit.rank));
    const highest = (group: SearchHit[]) => Math.max(...group.map((hit) => hit.rank));
    expect(lowest(inTitle)).toBeGreaterThan(highest(inText));
    expect(lowest(inText)).toBeGreaterThan(highest(bodyOnly));
  });

  it('ranks a whole word above a word start above a part of a word above a typo', async () => {
    const hits = await allHits('de', 'others', 'Orchester');
    const rankOf = (title: string) => hits.find((hit) => hit.title === title)?.rank ?? 0;
    const whole = rankOf('Das Orchester auf Reisen');
    const start = rankOf('Unsere Orchesterakademie');
    const part = rankOf('Mitspielen erwünscht: das Bürgerorchester');
    expect(part).toBeGreaterThan(0);
    expect(whole).toBeGreaterThan(start);
    expect(start).toBeGreaterThan(part);
    const typo = (await allHits('de', 'others', 'Orchestre')).find((hit) => hit.title === 'Das Orchester auf Reisen');
    expect(typo?.rank).toBeGreaterThan(0);
    expect(typo?.rank).toBeLessThan(part);
  });

  it('needs every word, and leaves out -words', async () => {
    // Asked without diacritics where the pair has them ('Dvorak' for Dvořák): the search folds them.
    const { first, second } = composerPair();
    const both = await allHits('de', 'events', `${fold(first)} ${fold(second)}`);
    expect(both.length).toBeGreaterThan(0);
    for (const hit of both) {
      expect(hit.text).toContain(first);
      expect(hit.text).toContain(second);
    }
    const without = await allHits('de', 'events', `${fold(first)} -${fold(second)}`);
    expect(without.length).toBeGreaterThan(0);
    for (const hit of without) expect(hit.text).not.toContain(second);
    expect(without.length + both.length).toBe((await allHits('de', 'events', fold(first))).length);
  });
}

describe('CMS search on PGlite', () => {
  const cms = cmsForSuite('pglite', { CMS_SEED_DATE: SEED_DATE });
  searchSuite(cms.url);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS search on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres', { CMS_SEED_DATE: SEED_DATE });

  it('folds in SQL as the query is folded in TypeScript', async () => {
    const samples = [
      'Dvořák München Straße',
      'Muenchen Händel Øresund Œuvre',
      '3. Sinfoniekonzert – „Aus der Welt“!',
      'ﬁnale ² Чайковский',
    ];
    for (const sample of samples) {
      const rows = await queryPostgres<{ folded: string }>(`SELECT "${cms.schema ?? ''}".search_fold($1) AS folded`, [sample]);
      expect(rows[0]?.folded, sample).toBe(foldSearchText(sample));
    }
  });

  searchSuite(cms.url);
});

/**
 * What is over ranks below what is still to come (README "Search"): a season seeded a month
 * before today has a month of concerts that are over whatever the day, and the upstream's test
 * clock (CMS_TEST_CLOCK) is moved forward to turn a coming concert into one that is over, so the
 * order follows the upstream's own clock, not the machine's.
 */
function pastSuite(storage: Storage): void {
  const cms = cmsForSuite(storage, { CMS_SEED_DATE: PINNED_SEED_DATE, NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' });

  /** The upstream's now; moved forward by `advanceMs` first. */
  async function upstreamNow(advanceMs = 0): Promise<Date> {
    const answer = await request(`${cms.url()}/__test__/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: advanceMs }),
    });
    expect(answer.status).toBe(200);
    return new Date((JSON.parse(answer.body) as { now: string }).now);
  }
  async function ok<T>(apiPath: string): Promise<T> {
    const response = await fetch(`${cms.url()}/de${apiPath}`);
    expect(response.status, apiPath).toBe(200);
    return (await response.json()) as T;
  }
  async function allHits(scope: 'events' | 'others', query: string): Promise<SearchHit[]> {
    const hits: SearchHit[] = [];
    for (let page = 1; ; page += 1) {
      const body = await ok<Envelope<SearchHit>>(`/api/search/${scope}/?query=${encodeURIComponent(query)}&page_size=100&page=${page}`);
      hits.push(...body.results);
      if (!body.next) return hits;
    }
  }
  const over = (hit: SearchHit, now: Date) => hit.date_start !== null && isOver(hit.date_start, hit.date_end, now);
  const label = (hit: SearchHit, now: Date) => `${hit.rank} ${over(hit, now) ? 'over' : 'coming'} ${hit.date_start ?? ''} ${hit.title}`;

  /** A composer with concerts over and to come that match alike (the same rank), and its event hits. */
  async function composerOfBoth(): Promise<{ composer: string; hits: SearchHit[]; now: Date }> {
    const now = await upstreamNow();
    for (const composer of seedComposers()) {
      const hits = await allHits('events', composer);
      const ranks = new Set(hits.filter((hit) => over(hit, now)).map((hit) => hit.rank));
      if (hits.some((hit) => !over(hit, now) && ranks.has(hit.rank))) return { composer, hits, now };
    }
    throw new Error('the seed has no composer with concerts over and to come');
  }

  /** Within a rank: every coming event before every one that is over, coming soonest first, over latest first. */
  function expectComingFirst(hits: readonly SearchHit[], now: Date): void {
    hits.slice(1).forEach((hit, index) => {
      const before = hits[index];
      if (!before) return;
      const pair = `${label(before, now)}  →  ${label(hit, now)}`;
      expect(before.rank, pair).toBeGreaterThanOrEqual(hit.rank);
      if (before.rank !== hit.rank) return;
      expect(over(before, now) && !over(hit, now), pair).toBe(false);
      if (over(before, now) === over(hit, now)) {
        const order = Date.parse(hit.date_start ?? '') - Date.parse(before.date_start ?? '');
        expect(over(hit, now) ? order <= 0 : order >= 0, pair).toBe(true);
      }
    });
  }

  it('lists the coming concerts of a composer before those that are over, in the paged search and the index', async () => {
    const { composer, hits, now } = await composerOfBoth();
    expectComingFirst(hits, now);
    const top = hits.filter((hit) => hit.rank === hits[0]?.rank);
    expect(top.some((hit) => over(hit, now)) && top.some((hit) => !over(hit, now))).toBe(true);
    expect(over(hits[0] as SearchHit, now)).toBe(false);
    // The index's best few events are the paged search's first ones.
    const index = await ok<SearchIndex>(`/api/search/?query=${composer}`);
    const events = index.results.find((group) => group.kind === 'events');
    expect(events?.results.map((hit) => hit.id)).toEqual(hits.slice(0, events?.results.length).map((hit) => hit.id));
    // The hits carry the end the order is decided by.
    expect(
      hits.every((hit) => 'date_end' in hit && (hit.date_end === null || Date.parse(hit.date_end) >= Date.parse(hit.date_start ?? ''))),
    ).toBe(true);
  });

  it('suggests titles that only concerts over carry after the others that match alike', async () => {
    const now = await upstreamNow();
    /** Each title the search finds for `composer`: its best rank, and whether only concerts over carry it. */
    async function titlesOf(composer: string): Promise<Map<string, { rank: number; overOnly: boolean }>> {
      const titles = new Map<string, { rank: number; overOnly: boolean }>();
      for (const hit of [...(await allHits('events', composer)), ...(await allHits('others', composer))]) {
        const known = titles.get(hit.title);
        titles.set(hit.title, { rank: Math.max(known?.rank ?? 0, hit.rank), overOnly: (known?.overOnly ?? true) && over(hit, now) });
      }
      return titles;
    }
    // Meaningful: a composer whose first suggestions change when, among equal ranks, titles only
    // concerts over carry go last (by title alone, '1. Kammerkonzert' would lead).
    const firstEight = (titles: Map<string, { rank: number; overOnly: boolean }>, overLast: boolean) =>
      [...titles]
        .sort(
          ([a, x], [b, y]) => y.rank - x.rank || (overLast ? Number(x.overOnly) - Number(y.overOnly) : 0) || (a < b ? -1 : a > b ? 1 : 0),
        )
        .slice(0, 8)
        .map(([title]) => title)
        .join('|');
    let chosen: { composer: string; titles: Map<string, { rank: number; overOnly: boolean }> } | undefined;
    for (const composer of seedComposers()) {
      const titles = await titlesOf(composer);
      if (firstEight(titles, true) !== firstEight(titles, false)) {
        chosen = { composer, titles };
        break;
      }
    }
    if (!chosen) throw new Error('the seed has no composer whose suggestions depend on what is over');
    const { composer, titles } = chosen;

    const { data } = await ok<{ data: string[] }>(`/api/search/autocomplete/?query=${composer.toLowerCase()}`);
    expect(data.length).toBeGreaterThan(0);
    const info = (title: string) => {
      const found = titles.get(title);
      if (!found) throw new Error(`suggestion "${title}" is no search hit for ${composer}`);
      return found;
    };
    data.slice(1).forEach((title, index) => {
      const before = info(data[index] ?? '');
      const after = info(title);
      if (before.rank === after.rank) expect(before.overOnly && !after.overOnly, `${composer}: ${data[index]} → ${title}`).toBe(false);
    });
    // A title carried only by concerts over never takes the place of one that matches as well.
    for (const title of data.filter((suggested) => info(suggested).overOnly)) {
      const missing = [...titles].filter(([other, about]) => !about.overOnly && about.rank >= info(title).rank && !data.includes(other));
      expect(
        missing.map(([other]) => other),
        `${composer}: ${title}`,
      ).toEqual([]);
    }
  });

  it("follows the upstream's clock: a coming concert moves below the coming ones once it is over", async () => {
    const { composer, hits } = await composerOfBoth();
    const next = hits[0] as SearchHit;
    const end = Date.parse(next.date_end ?? next.date_start ?? '');
    // The test clock moves at most a day at a time; the next concert is within the season.
    let now = await upstreamNow();
    while (now.getTime() <= end) now = await upstreamNow(Math.min(24 * 3600_000, end - now.getTime() + 60_000));
    const later = await allHits('events', composer);
    expectComingFirst(later, now);
    const moved = later.findIndex((hit) => hit.id === next.id);
    const coming = later.filter((hit) => hit.rank === next.rank && !over(hit, now));
    expect(coming.length).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(later.indexOf(coming[coming.length - 1] as SearchHit));
  });
}

describe('CMS search: what is over ranks below what is to come, on PGlite', () => {
  pastSuite('pglite');
});

describe.skipIf(!TEST_DATABASE_URL)(
  'CMS search: what is over ranks below what is to come, on PostgreSQL (set TEST_DATABASE_URL to run)',
  () => {
    pastSuite('postgres');
  },
);
