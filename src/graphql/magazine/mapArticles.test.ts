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
    const payload = decode(
      articlePagePayload,
      { count: 40, next: null, previous: 'http://x/?page=3', results: [article] },
      '/de/api/articles/',
    );
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
      modifiedAt: null,
      relatedEvents: [],
      relatedPersons: [],
    });
  });

  it('maps the last change of the detail, concerts and musicians; an older upstream without them gives none', () => {
    const detail = mapArticleDetail(
      decode(
        articleDetailPayload,
        {
          ...article,
          body: [],
          updated_at: '2026-11-23T10:00:00Z',
          events: [{ id: 7, slug: 'sinfoniekonzert', title: 'Sinfoniekonzert', date_start: '2026-12-01T19:30:00Z' }],
          persons: [{ id: 9, slug: 'anna-berg', name: 'Anna Berg' }],
        },
        '/x',
      ),
      (url) => url,
    );
    expect(detail.modifiedAt).toBe('2026-11-23T10:00:00.000Z');
    expect(detail.relatedEvents).toEqual([
      { id: '7', slug: 'sinfoniekonzert', title: 'Sinfoniekonzert', dateStart: '2026-12-01T19:30:00Z' },
    ]);
    expect(detail.relatedPersons).toEqual([{ id: '9', slug: 'anna-berg', name: 'Anna Berg' }]);
    const older = mapArticleDetail(decode(articleDetailPayload, { ...article, body: [], updated_at: 'yesterday' }, '/x'), (url) => url);
    expect(older).toMatchObject({ modifiedAt: null, relatedEvents: [], relatedPersons: [] });
  });

  it('maps the detail body and rejects an article without its category', () => {
    const body = [{ type: 'heading-two', children: [{ text: 'Morgens' }] }];
    expect(mapArticleDetail(decode(articleDetailPayload, { ...article, body }, '/x'), (url) => url).body).toEqual(body);
    expect(() => decode(articleDetailPayload, { ...article, category: null, body }, '/x')).toThrow(/category/);
  });
});
