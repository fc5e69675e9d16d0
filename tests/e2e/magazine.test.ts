// The magazine in Chromium, in both languages (spec 001 §2 "Magazine", spec 000 §2): reached from
// the main menu by client navigation; the category links switch the list with aria-current on the
// chosen one; the pages of the list in the URL; 'All #Topics' and a tag's page; an article reached
// from an event page's Blog section, and from it the concert it is about; axe finds no violation
// on the start page, a category, the tags page and the article; the magazine's search finds an
// article through the site search.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

interface Linked {
  id: string;
  slug: string;
  title: string;
  relatedEvents: { id: string; slug: string; title: string }[];
}

/** An article about a concert (the seed links some to symphony concerts). */
async function linkedArticle(locale: 'DE' | 'EN'): Promise<Linked> {
  const list = await graphql(suite.web.url, `{ articles(locale: ${locale}, pageSize: 100) { items { id } } }`);
  const items = (list.json.data?.articles as { items: { id: string }[] } | undefined)?.items ?? [];
  for (const { id } of items) {
    const answer = await graphql(
      suite.web.url,
      `{ article(locale: ${locale}, id: "${id}") { id slug title relatedEvents { id slug title } } }`,
    );
    const article = answer.json.data?.article as Linked;
    if (article.relatedEvents.length > 0) return article;
  }
  throw new Error('no article about a concert in the seed');
}

const CASES = [
  {
    locale: 'de',
    gql: 'DE',
    start: '/de/konzerte',
    menu: 'Orchesterleben',
    base: '/de/orchesterleben',
    all: 'Alle',
    topics: 'Alle #Themen',
    concerts: '/de/konzerte/',
    blog: 'Aus dem Magazin',
    searchLabel: 'Im Magazin suchen',
    word: 'Orchesterwart',
    found: '/de/orchesterleben/ein-tag-mit-dem-orchesterwart/1',
  },
  {
    locale: 'en',
    gql: 'EN',
    start: '/en/concerts',
    menu: 'Magazine',
    base: '/en/magazine',
    all: 'All',
    topics: 'All #Topics',
    concerts: '/en/concerts/',
    blog: 'From the magazine',
    searchLabel: 'Search the magazine',
    word: 'stage manager',
    found: '/en/magazine/a-day-with-the-stage-manager/1',
  },
] as const;

describe('magazine in Chromium', () => {
  for (const { locale, gql, start, menu, base, all, topics, concerts, blog, searchLabel, word, found } of CASES) {
    it(`is reached from the menu; categories switch with aria-current; pages, topics and a tag (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${start}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

        await page.locator('nav.desktop-menu').getByRole('link', { name: menu, exact: true }).click();
        await page.waitForURL(`${suite.web.url}${base}`);
        await page.getByRole('heading', { level: 1, name: menu }).waitFor();
        const categories = page.getByRole('navigation', { name: locale === 'de' ? 'Kategorien des Magazins' : 'Magazine categories' });
        await expect.poll(() => categories.getByRole('link').count()).toBeGreaterThan(3);
        expect(await categories.getByRole('link', { name: all, exact: true }).getAttribute('aria-current')).toBe('page');
        await page.locator('.article-card').first().waitFor();
        expect(await page.locator('.article-card').count()).toBe(10);
        expect(await sameDocument(page)).toBe(true);
        await expectNoAxeViolation(page);

        // Page 2 of the list, in the URL.
        const pagination = page.getByRole('navigation', {
          name: locale === 'de' ? 'Seiten der Artikelliste' : 'Pages of the article list',
        });
        const firstOnPage1 = await page.locator('.article-card__title').first().textContent();
        await pagination.getByRole('link', { name: locale === 'de' ? 'Seite 2' : 'Page 2' }).click();
        await page.waitForURL(`${suite.web.url}${base}?page=2`);
        await expect.poll(() => page.locator('.article-card__title').first().textContent()).not.toBe(firstOnPage1);
        expect(await pagination.getByRole('link', { name: locale === 'de' ? 'Seite 2' : 'Page 2' }).getAttribute('aria-current')).toBe(
          'page',
        );

        // A category: the list follows, its link is the current one, 'All' is not any more.
        const category = categories.getByRole('link').nth(1);
        const name = (await category.textContent()) ?? '';
        await category.click();
        await page.waitForURL(new RegExp(`${base}/categories/[^/]+/\\d+$`));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await categories.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
        expect(await categories.getByRole('link', { name: all, exact: true }).getAttribute('aria-current')).toBeNull();
        await expect.poll(async () => new Set(await page.locator('.article-card__category').allTextContents())).toEqual(new Set([name]));
        await expectNoAxeViolation(page);

        // Another category switches again.
        const other = categories.getByRole('link').nth(2);
        const otherName = (await other.textContent()) ?? '';
        await other.click();
        await page.getByRole('heading', { level: 1, name: otherName }).waitFor();
        expect(await categories.getByRole('link', { name: otherName, exact: true }).getAttribute('aria-current')).toBe('page');
        expect(await categories.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBeNull();

        // 'All #Topics' and a tag's page.
        await categories.getByRole('link', { name: topics }).click();
        await page.waitForURL(`${suite.web.url}${base}/tags`);
        await page.getByRole('heading', { level: 1, name: topics }).waitFor();
        await expectNoAxeViolation(page);
        const tag = page.locator('.magazine-tags__link').first();
        const tagName = (await tag.textContent()) ?? '';
        await tag.click();
        await page.waitForURL(new RegExp(`${base}/tags/[^/]+/\\d+$`));
        await page.getByRole('heading', { level: 1, name: tagName }).waitFor();
        await page.locator('.article-card').first().waitFor();
        expect(await sameDocument(page)).toBe(true);

        // Back to the start by the magazine headline; its search leads to the site search's
        // 'others' category, where the article is found.
        await page.locator('.magazine-headline a').click();
        await page.waitForURL(`${suite.web.url}${base}`);
        await page.getByLabel(searchLabel).fill(word);
        await page.getByLabel(searchLabel).press('Enter');
        await page.waitForURL((url) => url.pathname === `/${locale}/search/others/1` && url.searchParams.get('q') === word);
        await page.locator(`#main-content a[href="${found}"]`).first().waitFor();
        expect(await sameDocument(page)).toBe(true);
      } finally {
        await context.close();
      }
    });

    it(`opens an article from an event's Blog section and follows it to the concert (${locale})`, async () => {
      const article = await linkedArticle(gql);
      const [event] = article.relatedEvents;
      if (!event) throw new Error('no concert');
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${concerts}${event.slug}/${event.id}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        const blogSection = page.getByRole('region', { name: blog });
        await blogSection.getByRole('link', { name: article.title }).click();
        await page.waitForURL(`${suite.web.url}${base}/${article.slug}/${article.id}`);
        await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
        await expect.poll(() => page.title()).toContain(article.title);
        expect(await page.locator('picture').first().isVisible()).toBe(true);
        expect(await page.locator('.article__body').textContent()).not.toBe('');
        await expectNoAxeViolation(page);

        // The concert it is about, by client navigation.
        const concert = page.locator('.article__events a').first();
        const href = (await concert.getAttribute('href')) ?? '';
        expect(href.startsWith(concerts)).toBe(true);
        await concert.click();
        await page.waitForURL(`${suite.web.url}${href}`);
        await page.locator('h1').first().waitFor();
        expect(await sameDocument(page)).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
