// Query.routeTarget against the real embedded upstream: what a page path names, for every kind of
// page that shows one thing (spec 000 §2, §4, §9), in both languages; nothing (null) for unknown
// ids, paths of other screens and paths in the other language.
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';

const gateway = gatewayForSuite({});

interface Target {
  id: string;
  canonicalPath: string;
  title: string;
  description: string | null;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(gateway.web.url, query, variables);
  expect(result.json.errors).toBeUndefined();
  return result.json.data as T;
}

async function target(path: string, locale = path.startsWith('/en') ? 'EN' : 'DE'): Promise<Target | null> {
  const answer = await data<{ routeTarget: Target | null }>(
    'query ($locale: Locale!, $path: String!) { routeTarget(locale: $locale, path: $path) { id canonicalPath title description } }',
    { locale, path },
  );
  return answer.routeTarget;
}

describe('Query.routeTarget', () => {
  it('names an event under its own path in each language, and corrects a wrong slug', async () => {
    const { events } = await data<{ events: { items: { id: string; slug: string; title: string }[] } }>(
      'query { events(locale: EN, page: 1, pageSize: 1) { items { id slug title } } }',
    );
    const event = events.items[0]!;
    expect(await target(`/en/concerts/${event.slug}/${event.id}`)).toMatchObject({
      id: event.id,
      canonicalPath: `/en/concerts/${event.slug}/${event.id}`,
      title: event.title,
    });
    expect((await target(`/en/concerts/not-its-slug/${event.id}`))?.canonicalPath).toBe(`/en/concerts/${event.slug}/${event.id}`);
    expect((await target(`/de/konzerte/x/${event.id}`))?.canonicalPath).toMatch(new RegExp(`^/de/konzerte/[^/]+/${event.id}$`));
    expect(await target('/de/konzerte/x/987654321')).toBeNull();
  });

  it("gives each language's own path of the thing, so hreflang and the language switch never lead through a 301", async () => {
    const list = (locale: 'DE' | 'EN') =>
      data<{ events: { items: { id: string; slug: string }[] } }>(
        `query { events(locale: ${locale}, page: 1, pageSize: 20) { items { id slug } } }`,
      );
    const de = await list('DE');
    const en = await list('EN');
    // An event whose title (and so its slug) differs between the languages.
    const german = de.events.items.find((item) => en.events.items.some((other) => other.id === item.id && other.slug !== item.slug));
    expect(german).toBeDefined();
    const english = en.events.items.find((item) => item.id === german!.id)!;
    const answer = await data<{ routeTarget: { alternates: { locale: string; path: string }[] } | null }>(
      'query ($path: String!) { routeTarget(locale: DE, path: $path) { alternates { locale path } } }',
      { path: `/de/konzerte/${german!.slug}/${german!.id}` },
    );
    expect(answer.routeTarget?.alternates).toEqual([
      { locale: 'DE', path: `/de/konzerte/${german!.slug}/${german!.id}` },
      { locale: 'EN', path: `/en/concerts/${english.slug}/${english.id}` },
    ]);
  });

  it('names productions, articles, musicians and venues by their slug and id', async () => {
    const lists = await data<{
      productions: { items: { id: string; slug: string; title: string }[] };
      articles: { items: { id: string; slug: string; title: string }[] };
      persons: { items: { id: string; slug: string; name: string }[] };
      venues: { id: string; slug: string; name: string }[];
    }>(
      'query { productions(locale: DE) { items { id slug title } } articles(locale: DE) { items { id slug title } } persons(locale: DE) { items { id slug name } } venues(locale: DE) { id slug name } }',
    );
    const production = lists.productions.items[0]!;
    expect(await target(`/de/productions/old/${production.id}`)).toMatchObject({
      canonicalPath: `/de/productions/${production.slug}/${production.id}`,
      title: production.title,
    });
    const article = lists.articles.items[0]!;
    expect(await target(`/de/orchesterleben/${article.slug}/${article.id}`)).toMatchObject({
      canonicalPath: `/de/orchesterleben/${article.slug}/${article.id}`,
      title: article.title,
    });
    const person = lists.persons.items[0]!;
    expect(await target(`/de/orchestermitglieder/x/${person.id}`)).toMatchObject({
      canonicalPath: `/de/orchestermitglieder/${person.slug}/${person.id}`,
      title: person.name,
    });
    const venue = lists.venues[0]!;
    expect(await target(`/de/venues/x/${venue.id}`)).toMatchObject({
      canonicalPath: `/de/venues/${venue.slug}/${venue.id}`,
      title: venue.name,
    });
    expect(await target('/de/productions/x/987654321')).toBeNull();
    expect(await target('/de/venues/x/987654321')).toBeNull();
  });

  it('names magazine categories and tags, and a subscription series', async () => {
    const lists = await data<{
      articleCategories: { id: string; slug: string; name: string }[];
      articleTags: { id: string; slug: string; name: string }[];
      eventFilterOptions: { series: { id: string; name: string }[] };
    }>(
      'query { articleCategories(locale: EN) { id slug name } articleTags(locale: EN) { id slug name } eventFilterOptions(locale: EN) { series { id name } } }',
    );
    const category = lists.articleCategories[0]!;
    expect(await target(`/en/magazine/categories/x/${category.id}`)).toMatchObject({
      canonicalPath: `/en/magazine/categories/${category.slug}/${category.id}`,
      title: category.name,
    });
    const tag = lists.articleTags[0]!;
    expect(await target(`/en/magazine/tags/x/${tag.id}`)).toMatchObject({
      canonicalPath: `/en/magazine/tags/${tag.slug}/${tag.id}`,
      title: tag.name,
    });
    expect(await target('/en/magazine/tags/x/987654321')).toBeNull();
    const series = lists.eventFilterOptions.series[0]!;
    const found = await target(`/en/subscriptions/x/${series.id}`);
    expect(found).toMatchObject({ id: series.id, title: series.name });
    expect(found?.canonicalPath).toMatch(new RegExp(`^/en/subscriptions/[^/]+/${series.id}$`));
  });

  it('names a form under any slug (forms have none upstream), and CMS pages including the home page', async () => {
    const form = await target('/de/forms/kontakt/1');
    expect(form).toMatchObject({ id: '1', canonicalPath: '/de/forms/kontakt/1' });
    expect(await target('/de/forms/kontakt/987654321')).toBeNull();
    const home = await target('/de');
    expect(home?.canonicalPath).toBe('/de');
    expect(home?.title).toBeTruthy();
    const page = await target('/de/ueber-uns/geschichte');
    expect(page).toMatchObject({ canonicalPath: '/de/ueber-uns/geschichte' });
    expect(await target('/de/gibt-es-nicht')).toBeNull();
    expect(await target('/de/ueber uns/<b>')).toBeNull();
  });

  it('names nothing for other screens, the other language, or a path that is no path', async () => {
    expect(await target('/de/konzerte')).toBeNull();
    expect(await target('/de/search')).toBeNull();
    expect(await target('/en/concerts/x/1', 'DE')).toBeNull();
    expect(await target('not a path')).toBeNull();
    expect(await target(`/de/${'a'.repeat(2000)}`)).toBeNull();
  });
});
