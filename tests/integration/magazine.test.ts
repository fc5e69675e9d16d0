// The magazine over HTTP (spec 001 §2 "Magazine", spec 000 §2 routes): the start page, a
// category's and a tag's pages, the tags page and an article stream in both languages; paging in
// the URL (a malformed page is the catch page, one beyond the last says so); an unknown id is the
// 404 page and a wrong slug answers 301, before any byte; the article's schema.org Article and
// every page's BreadcrumbList parse with the properties search engines ask for; og:type article;
// a failed category call empties the category links and nothing else; the event page's Blog
// section links to the article pages; the sitemap lists articles, categories and tags.
import { describe, expect, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';

// No shared cache: a broken category call must reach the page it is made for.
const gateway = gatewayForSuite({ UPSTREAM_CACHE: 'off' });

interface Named {
  id: string;
  slug: string;
  name: string;
}

async function data<T>(query: string): Promise<T> {
  const answer = await graphql(gateway.web.url, query);
  if (answer.json.errors) throw new Error(JSON.stringify(answer.json.errors));
  return answer.json.data as T;
}

const categories = async (locale: 'DE' | 'EN') =>
  (await data<{ articleCategories: Named[] }>(`{ articleCategories(locale: ${locale}) { id slug name } }`)).articleCategories;
const tags = async (locale: 'DE' | 'EN') =>
  (await data<{ articleTags: Named[] }>(`{ articleTags(locale: ${locale}) { id slug name } }`)).articleTags;

/** An article that names concerts and musicians (the seed links some to symphony concerts). */
async function linkedArticle(locale: 'DE' | 'EN') {
  type Item = { id: string; slug: string; title: string };
  const list = await data<{ articles: { items: Item[] } }>(`{ articles(locale: ${locale}, pageSize: 100) { items { id slug title } } }`);
  for (const item of list.articles.items) {
    const { article } = await data<{
      article: Item & {
        relatedEvents: { id: string; slug: string; title: string }[];
        relatedPersons: { id: string; slug: string; name: string }[];
      };
    }>(
      `{ article(locale: ${locale}, id: "${item.id}") { id slug title relatedEvents { id slug title } relatedPersons { id slug name } } }`,
    );
    if (article.relatedEvents.length > 0 && article.relatedPersons.length > 0) return article;
  }
  throw new Error('no article with concerts in the seed');
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

function blockOfType(html: string, type: string): Record<string, unknown> {
  const block = jsonLdBlocks(html).find((candidate) => candidate['@type'] === type);
  if (!block) throw new Error(`no ${type} JSON-LD`);
  return block;
}

describe('magazine start page', () => {
  it('streams in German and English: breadcrumb, search, headline, category links with All current, All #Topics, ten articles and the pages', async () => {
    for (const [path, locale, title, all, topics, search] of [
      ['/de/orchesterleben', 'DE', 'Orchesterleben', 'Alle', 'Alle #Themen', '/de/search/others/1'],
      ['/en/magazine', 'EN', 'Magazine', 'All', 'All #Topics', '/en/search/others/1'],
    ] as const) {
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(new RegExp(`<title>${title} \\| Aurelia Philharmoni[ec]</title>`));
      expect(page.body).toMatch(new RegExp(`<h1 class="magazine-headline" id="magazine-title">${title}</h1>`));
      expect(page.body).toContain('class="breadcrumbs"');
      expect(page.body).toMatch(new RegExp(`<form class="magazine-search" role="search"[^>]* action="${search}" method="get">`));
      expect(page.body.match(/<h1/g)).toHaveLength(1);
      expect(page.body).toMatch(new RegExp(`<a class="magazine-categories__link" href="${path}" aria-current="page">${all}</a>`));
      for (const category of await categories(locale)) {
        expect(page.body).toContain(`href="${path}/categories/${category.slug}/${category.id}"`);
      }
      expect(page.body).toContain(`href="${path}/tags">${topics}</a>`);
      expect(page.body.match(/class="article-card"/g)).toHaveLength(10);
      expect(page.body).toContain(`href="${path}?page=2"`);
      const trail = blockOfType(page.body, 'BreadcrumbList') as { itemListElement: { position: number; name: string }[] };
      expect(trail.itemListElement.map((item) => item.name)).toEqual([locale === 'DE' ? 'Startseite' : 'Home', title]);
    }
  });

  it('pages from 1 in the URL: page 2 has other articles, a page beyond the last says so, a malformed page is the catch page', async () => {
    const ids = (html: string) => [...html.matchAll(/id="article-card-(\d+)"/g)].map((match) => match[1]);
    const first = await request(`${gateway.web.url}/de/orchesterleben`);
    const second = await request(`${gateway.web.url}/de/orchesterleben?page=2`);
    expect(second.status).toBe(200);
    expect(ids(second.body)).toHaveLength(10);
    expect(ids(second.body).filter((id) => ids(first.body).includes(id))).toEqual([]);
    expect(second.body).toMatch(/aria-label="Seite 2" aria-current="page"/);
    expect(second.body).toContain('<title>Orchesterleben (Seite 2) | Aurelia Philharmonie</title>');
    // Each page of the list is its own canonical page, in both languages.
    expect(second.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/de\/orchesterleben\?page=2"\/>/);
    expect(second.body).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/[^"]+\/en\/magazine\?page=2"\/>/);
    expect(first.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/de\/orchesterleben"\/>/);
    const beyond = await request(`${gateway.web.url}/en/magazine?page=99`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toContain('There are no more articles on this page.');
    for (const bad of ['?page=0', '?page=abc', '?page=01', '?page=1&page=2', '?page=1001']) {
      const page = await request(`${gateway.web.url}/de/orchesterleben${bad}`);
      expect(page.status, bad).toBe(302);
      expect(page.headers.location, bad).toBe('/de/404');
    }
  });

  it('keeps the page when the category call fails: no category links, the articles still there', async () => {
    gateway.proxy.corrupt((path) => path.includes('/api/article-categories/'));
    try {
      const page = await request(`${gateway.web.url}/de/orchesterleben`);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('class="magazine-categories__link magazine-categories__link');
      expect(page.body).not.toContain('href="/de/orchesterleben/categories/');
      expect(page.body).toContain('aria-current="page">Alle</a>');
      expect(page.body).toContain('Alle #Themen');
      expect(page.body.match(/class="article-card"/g)).toHaveLength(10);
    } finally {
      gateway.proxy.corrupt(null);
    }
  });
});

describe('magazine categories and tags', () => {
  it('streams a category page in both languages with its name, the category current and its articles only', async () => {
    for (const [locale, base] of [
      ['DE', '/de/orchesterleben'],
      ['EN', '/en/magazine'],
    ] as const) {
      const [category] = await categories(locale);
      if (!category) throw new Error('no category');
      const path = `${base}/categories/${category.slug}/${category.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<h1 id="magazine-title">${escaped(category.name)}</h1>`);
      expect(page.body).toMatch(new RegExp(`href="${path}" aria-current="page">`));
      const kickers = [...page.body.matchAll(/<p class="article-card__category">([^<]*)<\/p>/g)].map((match) => match[1]);
      expect(kickers.length).toBeGreaterThan(0);
      expect(new Set(kickers)).toEqual(new Set([escaped(category.name)]));
      const trail = blockOfType(page.body, 'BreadcrumbList') as { itemListElement: { name: string; item?: string }[] };
      expect(trail.itemListElement).toHaveLength(3);
      expect(new URL(trail.itemListElement[1]?.item ?? 'x:').pathname).toBe(base);
    }
  });

  it('streams the tags page and a tag page in both languages', async () => {
    for (const [locale, base, heading] of [
      ['DE', '/de/orchesterleben', 'Alle #Themen'],
      ['EN', '/en/magazine', 'All #Topics'],
    ] as const) {
      const list = await request(`${gateway.web.url}${base}/tags`);
      expect(list.status).toBe(200);
      expect(list.body).toContain(`<h1 id="magazine-title">${heading}</h1>`);
      const all = await tags(locale);
      for (const tag of all) expect(list.body).toContain(`href="${base}/tags/${tag.slug}/${tag.id}"`);
      const [tag] = all;
      if (!tag) throw new Error('no tag');
      const page = await request(`${gateway.web.url}${base}/tags/${tag.slug}/${tag.id}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<h1 id="magazine-title">#${escaped(tag.name)}</h1>`);
      expect(page.body).toContain('class="article-card"');
    }
  });

  it('answers 404 for unknown categories and tags and 301 to the right slug, before any byte', async () => {
    const [category] = await categories('DE');
    const [tag] = await tags('EN');
    if (!category || !tag) throw new Error('no category or tag');
    for (const path of ['/de/orchesterleben/categories/x/9999', '/en/magazine/tags/x/9999']) {
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(404);
    }
    const wrongCategory = await request(`${gateway.web.url}/de/orchesterleben/categories/falsch/${category.id}?page=2`);
    expect(wrongCategory.status).toBe(301);
    expect(wrongCategory.headers.location).toBe(`/de/orchesterleben/categories/${category.slug}/${category.id}?page=2`);
    const wrongTag = await request(`${gateway.web.url}/en/magazine/tags/wrong/${tag.id}`);
    expect(wrongTag.status).toBe(301);
    expect(wrongTag.headers.location).toBe(`/en/magazine/tags/${tag.slug}/${tag.id}`);
  });
});

describe('magazine article', () => {
  it('streams in both languages: title, lead, author and date, <picture> with srcsets, rich text, tags, category, concerts and musicians', async () => {
    for (const [locale, base, concerts, musicians] of [
      ['DE', '/de/orchesterleben', '/de/konzerte', '/de/orchestermitglieder'],
      ['EN', '/en/magazine', '/en/concerts', '/en/musicians'],
    ] as const) {
      const article = await linkedArticle(locale);
      const path = `${base}/${article.slug}/${article.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<h1 id="article-title">${escaped(article.title)}</h1>`);
      expect(page.body).toContain('class="article__lead"');
      expect(page.body).toMatch(/class="article__meta"[^]*<time dateTime="\d{4}-\d{2}-\d{2}">/);
      expect(page.body).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+ \d+w[^"]*"/);
      expect(page.body).toContain('class="rich-text article__body"');
      expect(page.body).toMatch(new RegExp(`class="magazine-tags__link" href="${base}/tags/[^/"]+/\\d+"`));
      expect(page.body).toMatch(new RegExp(`<p class="article__category"><a href="${base}/categories/[^/"]+/\\d+"`));
      for (const event of article.relatedEvents) expect(page.body).toContain(`href="${concerts}/${event.slug}/${event.id}"`);
      // Musicians link to their pages.
      for (const person of article.relatedPersons) expect(page.body).toContain(`href="${musicians}/${person.slug}/${person.id}"`);
      expect(page.body).toContain('<meta property="og:type" content="article"/>');

      const block = blockOfType(page.body, 'Article');
      expect(block).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        publisher: { '@type': 'Organization', name: 'Aurelia Philharmonie' },
      });
      expect(new URL(String(block.url)).pathname).toBe(path);
      expect(block.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(block.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((block.author as { '@type': string; name: string }).name).toBeTruthy();
      expect((block.image as string[])[0]).toMatch(/^https?:\/\//);
      const trail = blockOfType(page.body, 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(trail.itemListElement.at(-1)?.name).toBe(article.title);
    }
  });

  it('answers 404 for an unknown article and 301 from a wrong slug to its own, the query kept', async () => {
    expect((await request(`${gateway.web.url}/de/orchesterleben/nichts/99999`)).status).toBe(404);
    expect((await request(`${gateway.web.url}/en/magazine/nothing/99999`)).status).toBe(404);
    const article = await linkedArticle('EN');
    const wrong = await request(`${gateway.web.url}/en/magazine/wrong-slug/${article.id}?x=1`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(`/en/magazine/${article.slug}/${article.id}?x=1`);
    // Other pages are websites for Open Graph.
    expect((await request(`${gateway.web.url}/en/magazine`)).body).toContain('<meta property="og:type" content="website"/>');
  });

  it("is linked from the event page's Blog section", async () => {
    const article = await linkedArticle('DE');
    const { article: detail } = await data<{ article: { relatedEvents: { id: string; slug: string }[] } }>(
      `{ article(locale: DE, id: "${article.id}") { relatedEvents { id slug } } }`,
    );
    const [event] = detail.relatedEvents;
    if (!event) throw new Error('no concert');
    const page = await request(`${gateway.web.url}/de/konzerte/${event.slug}/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="/de/orchesterleben/${article.slug}/${article.id}"`);
  });
});

describe('sitemap', () => {
  it('lists the magazine, its tags page, articles, categories and tags in both languages', async () => {
    const sitemap = await request(`${gateway.web.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const paths = new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname));
    for (const path of ['/de/orchesterleben', '/en/magazine', '/de/orchesterleben/tags', '/en/magazine/tags'])
      expect(paths).toContain(path);
    const article = await linkedArticle('DE');
    expect(paths).toContain(`/de/orchesterleben/${article.slug}/${article.id}`);
    const [category] = await categories('EN');
    const [tag] = await tags('DE');
    expect(paths).toContain(`/en/magazine/categories/${category?.slug ?? ''}/${category?.id ?? ''}`);
    expect(paths).toContain(`/de/orchesterleben/tags/${tag?.slug ?? ''}/${tag?.id ?? ''}`);
  });
});
