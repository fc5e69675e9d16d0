import { describe, expect, it } from 'vitest';
import { articleDetailPayload, articlePagePayload } from '../sources/contentPayloads';
import { decode } from '../sources/payloads';
import { mapArticleDetail, mapArticlePage } from './mapArticles';

const article = {
  id: 1,
  slug: 'orchesterwart',
  title: 'Ein Tag mit dem Orchesterwart',
  teaser_text: 'Früh auf den Beinen',
  author: '',
  date: '2026-11-22',
  category: { id: 3, name: 'Orchesterleben', style_name: 'blue', slug: 'orchesterleben' },
  tags: [{ id: 5, name: 'Hinter den Kulissen', slug: 'kulissen' }],
  image_thumbnails: null,
  image_alt: '',
};

describe('mapArticles', () => {
  it('maps a page with category and tags, without the body', () => {
    const payload = decode(articlePagePayload, { count: 40, next: null, previous: 'http://x/?page=3', results: [article] }, '/de/api/articles/');
    const page = mapArticlePage(payload, 4, 10, (url) => url);
    expect(page).toMatchObject({ totalCount: 40, page: 4, hasNextPage: false, hasPreviousPage: true });
    expect(page.items[0]).toEqual({
      id: '1',
      slug: 'orchesterwart',
      title: 'Ein Tag mit dem Orchesterwart',
      teaserText: 'Früh auf den Beinen',
      author: null,
      date: '2026-11-22',
      category: { id: '3', name: 'Orchesterleben', styleName: 'blue', slug: 'orchesterleben' },
      tags: [{ id: '5', name: 'Hinter den Kulissen', slug: 'kulissen' }],
      image: null,
      body: null,
    });
  });

  it('maps the detail body and rejects an article without its category', () => {
    const body = [{ type: 'heading-two', children: [{ text: 'Morgens' }] }];
    expect(mapArticleDetail(decode(articleDetailPayload, { ...article, body }, '/x'), (url) => url).body).toEqual(body);
    expect(() => decode(articleDetailPayload, { ...article, category: null, body }, '/x')).toThrow(/category/);
  });
});
