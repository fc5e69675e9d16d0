import { describe, expect, it } from 'vitest';
import { articleJsonLd, type JsonLdArticle } from './articleJsonLd';

const ARTICLE: JsonLdArticle = {
  title: 'Ein Tag mit dem Orchesterwart',
  teaserText: 'Früh auf den Beinen',
  author: 'Mara Lenz',
  date: '2026-11-22',
  modifiedAt: '2026-11-23T09:00:00.000Z',
  imageUrl: '/media/seed/articles/1-1280.jpg',
  categoryName: 'Menschen',
  tagNames: ['Hinter den Kulissen', 'Proben'],
  path: '/de/orchesterleben/ein-tag/1',
};

describe('articleJsonLd', () => {
  it('names headline, days, author, picture, page and publisher', () => {
    expect(articleJsonLd(ARTICLE, 'de', 'https://example.org')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Ein Tag mit dem Orchesterwart',
      description: 'Früh auf den Beinen',
      datePublished: '2026-11-22',
      dateModified: '2026-11-23T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Mara Lenz' },
      image: ['https://example.org/media/seed/articles/1-1280.jpg'],
      publisher: { '@type': 'Organization', name: 'Aurelia Philharmonie', url: 'https://example.org/de' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.org/de/orchesterleben/ein-tag/1' },
      url: 'https://example.org/de/orchesterleben/ein-tag/1',
      inLanguage: 'de',
      articleSection: 'Menschen',
      keywords: 'Hinter den Kulissen, Proben',
    });
  });

  it('lets the orchestra be the author when none is named, and leaves out what is unknown', () => {
    const block = articleJsonLd(
      { ...ARTICLE, author: null, teaserText: null, imageUrl: null, modifiedAt: '2026-11-01T00:00:00Z', tagNames: [] },
      'en',
      'https://example.org',
    );
    expect(block.author).toEqual({ '@type': 'Organization', name: 'Aurelia Philharmonie', url: 'https://example.org/en' });
    for (const key of ['description', 'image', 'dateModified', 'keywords']) expect(block).not.toHaveProperty(key);
  });
});
