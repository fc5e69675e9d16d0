import { describe, expect, it } from 'vitest';
import { plainText } from '../content/richText';
import { ARTICLE_CATEGORIES, PERSON_SECTIONS } from './contentCatalogue';
import { buildContentSeed, buildSeasons, christmasEveFrom } from './contentSeed';

describe('buildContentSeed', () => {
  const seed = buildContentSeed('2026-09-01');

  it('is the same for the same seed date', () => {
    expect(buildContentSeed('2026-09-01')).toEqual(seed);
    expect(buildContentSeed('2026-10-01').articles[0]?.datePublished).toBe('2026-10-01');
  });

  it('writes forty articles in four to six categories, newest first, each with tags and a picture', () => {
    expect(seed.articles).toHaveLength(40);
    expect(ARTICLE_CATEGORIES.length).toBeGreaterThanOrEqual(4);
    expect(ARTICLE_CATEGORIES.length).toBeLessThanOrEqual(6);
    expect(new Set(seed.articles.map((a) => a.categoryId)).size).toBe(ARTICLE_CATEGORIES.length);
    const dates = seed.articles.map((a) => a.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(seed.articles.map((a) => a.slug.de)).size).toBe(40);
    for (const article of seed.articles) {
      expect(article.tagIds.length).toBeGreaterThan(0);
      expect(article.image).toMatch(/^seed\/articles\//);
      expect(plainText(article.body.de)).toContain(article.title.de);
      expect(plainText(article.body.en)).toContain(article.title.en);
    }
  });

  it('seats eighty musicians with unique names in the sections', () => {
    expect(seed.persons).toHaveLength(80);
    expect(new Set(seed.persons.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(80);
    const counts = PERSON_SECTIONS.map((section) => seed.persons.filter((p) => p.categoryId === section.id).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(80);
    expect(seed.persons.find((p) => p.categoryId === 2)?.role.de).toBe('1. Konzertmeister');
  });

  it('keeps one alert online from a week before the seed date and one expired', () => {
    expect(seed.breakingNews.filter((n) => n.onlineTo === null)).toHaveLength(1);
    expect(seed.breakingNews[0]?.onlineFrom.startsWith('2026-08-25')).toBe(true);
  });
});

describe('buildSeasons', () => {
  it('names the season of the seed month and the one before', () => {
    expect(buildSeasons('2026-09-15').map((s) => [s.name.de, s.dateStart, s.dateEnd])).toEqual([
      ['Saison 2026/27', '2026-09-01', '2027-08-31'],
      ['Saison 2025/26', '2025-09-01', '2026-08-31'],
    ]);
  });
});

describe('christmasEveFrom', () => {
  it('is the first Christmas Eve on or after the seed date', () => {
    expect(christmasEveFrom('2026-09-01')).toBe('2026-12-24');
    expect(christmasEveFrom('2026-12-24')).toBe('2026-12-24');
    expect(christmasEveFrom('2026-12-25')).toBe('2027-12-24');
  });
});
