// The editor's kind of a page module and the edit form's first values (issue 12 part 2).
import { describe, expect, it } from 'vitest';
import { MODULE_KINDS } from '../../../shared/editor/moduleFields';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { initialValuesOf, moduleKindOf } from './moduleKindOf';

const moduleOf = (data: Record<string, unknown>) => data as unknown as ModuleData;

describe('moduleKindOf', () => {
  it('knows every kind by its GraphQL type name', () => {
    for (const kind of MODULE_KINDS) {
      const typename = `${kind
        .toLowerCase()
        .split('_')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join('')}Module`;
      expect(moduleKindOf(moduleOf({ __typename: typename, id: '1' })), typename).toBe(kind);
    }
    expect(moduleKindOf(moduleOf({ __typename: 'UnknownModule', id: '1', model: 'x' }))).toBeNull();
  });
});

describe('initialValuesOf', () => {
  it('fills what the page shows and marks the rest unknown', () => {
    const headline = initialValuesOf(
      'HEADLINE',
      moduleOf({ __typename: 'HeadlineModule', id: '1', level: 3, content: 'Hallo', preline: null, subline: 'Unter', anchor: null }),
    );
    expect(headline.values).toEqual({ level: '3', content: 'Hallo', preline: '', subline: 'Unter', anchor: '' });
    expect([...headline.known].sort()).toEqual(['anchor', 'content', 'level', 'preline', 'subline']);
    // The picture comes as renditions, not as its media path: unknown, kept unless typed.
    const image = initialValuesOf(
      'IMAGE',
      moduleOf({ __typename: 'ImageModule', id: '2', image: { small: '/media/x.jpg' }, link: '/de', text: null, format: 'RATIO_4_3' }),
    );
    expect(image.known.has('image')).toBe(false);
    expect(image.values.format).toBe('RATIO_4_3');
    expect(image.values.link).toBe('/de');
    // With its stored source, the form shows the media path (and the field's preview looks it up).
    const stored = initialValuesOf(
      'IMAGE',
      moduleOf({
        __typename: 'ImageModule',
        id: '2',
        image: { small: '/media/x-640.png', source: 'seed/pages/x' },
        link: null,
        text: null,
        format: 'ORIGINAL',
      }),
    );
    expect(stored.values.image).toBe('seed/pages/x');
    expect(stored.known.has('image')).toBe(true);
    // A picture's alternative text is its stored image_alt: shown, not unknown.
    const poster = initialValuesOf(
      'VIDEO',
      moduleOf({
        __typename: 'VideoModule',
        id: '4',
        videoUrl: 'https://vimeo.com/1',
        image: { small: '/media/p.png', source: 'seed/p', alt: 'Die Bühne' },
        title: null,
      }),
    );
    expect(poster.values.imageAlt).toBe('Die Bühne');
    expect(poster.known.has('imageAlt')).toBe(true);
    const noPicture = initialValuesOf(
      'VIDEO',
      moduleOf({ __typename: 'VideoModule', id: '5', videoUrl: 'https://vimeo.com/1', image: null, title: null }),
    );
    expect(noPicture.known.has('imageAlt')).toBe(false);
    const video = initialValuesOf(
      'SELF_HOSTED_VIDEO',
      moduleOf({
        __typename: 'SelfHostedVideoModule',
        id: '3',
        file: 'uploads/a.webm',
        fileUrl: '/media/uploads/a.webm',
        image: null,
        title: null,
      }),
    );
    expect(video.values.file).toBe('uploads/a.webm');
    expect(video.known.has('file')).toBe(true);
  });

  it('gives a new module its defaults', () => {
    expect(initialValuesOf('BLOG_TEASER_LIST', null).values).toEqual({ items: '4' });
    expect(initialValuesOf('TEXT', null).values).toEqual({
      body: [{ type: 'paragraph', children: [{ text: '' }] }],
      anchor: '',
      decreaseDistance: false,
    });
    expect(initialValuesOf('FAQ', null).values).toEqual({ headline: '', questions: [] });
  });

  it('keeps rich text as its JSON and FAQ items without the query’s __typename', () => {
    const body = [
      {
        type: 'paragraph',
        children: [
          { text: 'a', bold: true },
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'b' }] },
          { text: '' },
        ],
      },
    ];
    expect(
      initialValuesOf('TEXT', moduleOf({ __typename: 'TextModule', id: '1', body, anchor: null, decreaseDistance: false })).values.body,
    ).toEqual(body);
    const faq = initialValuesOf(
      'FAQ',
      moduleOf({
        __typename: 'FaqModule',
        id: '2',
        headline: 'F',
        questions: [{ __typename: 'FaqItem', question: 'Wann?', answer: 'Jetzt.' }],
      }),
    );
    expect(faq.values.questions).toEqual([{ question: 'Wann?', answer: 'Jetzt.' }]);
    expect(faq.known.has('questions')).toBe(true);
  });
});
