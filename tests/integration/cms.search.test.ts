// The site search finds what people type (src/cms/README.md "Search"): substrings of compounds,
// letters without their diacritics, umlauts written out, one-letter typos, and titles first.
// Against the seeded data of the built CMS as a real process: on PGlite always, on PostgreSQL
// when TEST_DATABASE_URL is set, with the same answers. Seeded for the first day of last month.
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../src/cms/search/foldSearchText';
import { cmsForSuite, queryPostgres, TEST_DATABASE_URL } from '../support/cmsUnderTest';
import { buildSeason } from '../../src/cms/seed/season';
import { PINNED_SEED_DATE } from '../support/seedDates';

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
      const body = await ok<Envelope<SearchHit>>(lang, `/api/search/${scope}/?query=${encodeURIComponent(query)}&page_size=100&page=${page}`);
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
    expect(index.results.find((group) => group.kind === 'productions')?.results.some((hit) => hit.title.endsWith('Sinfoniekonzert'))).toBe(true);
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
    const samples = ['Dvořák München Straße', 'Muenchen Händel Øresund Œuvre', '3. Sinfoniekonzert – „Aus der Welt“!', 'ﬁnale ² Чайковский'];
    for (const sample of samples) {
      const rows = await queryPostgres<{ folded: string }>(`SELECT "${cms.schema ?? ''}".search_fold($1) AS folded`, [sample]);
      expect(rows[0]?.folded, sample).toBe(foldSearchText(sample));
    }
  });

  searchSuite(cms.url);
});
