import { describe, expect, it } from 'vitest';
import { decodePage, decodeSection } from '../sources/pageEditorPayloads';
import {
  fileUrlOf,
  isWithinOnlineWindow,
  layoutOfPreset,
  mapModule,
  mapPage,
  mapSection,
  PRESET_BY_LAYOUT,
  sectionsOnlineAt,
} from './mapPages';

const publicUrl = (url: string) => url.replace('http://cms.test', '');
const base = { parent: 1, column: 0, position: 0, content_type: 'cms.page', object_id: 1 };

function section(children: unknown[], layout = '50-50') {
  return {
    id: 1,
    slug: null,
    model: 'section',
    ...base,
    parent: null,
    layout,
    extra_class: '',
    image: null,
    image_alt: '',
    image_obj: null,
    image_thumbnails: null,
    columns: [
      { classes: 'col-12 col-md-6', children },
      { classes: 'col-12 col-md-6', children: [] },
    ],
  };
}

describe('mapSection', () => {
  it('maps each module model to its own type, list children included', () => {
    const payload = decodeSection(
      section([
        { id: 2, slug: null, model: 'headline', ...base, headline_level: 3, preline: '', content: 'Hallo', subline: 'Unter', anchor: '' },
        {
          id: 3,
          slug: null,
          model: 'text',
          ...base,
          content: [{ type: 'paragraph', children: [{ text: 'x' }] }],
          anchor: '',
          decrease_distance: true,
        },
        {
          id: 4,
          slug: 'bilder',
          model: 'image_list',
          ...base,
          format: '16-9',
          children: [
            {
              id: 5,
              slug: null,
              model: 'image',
              ...base,
              image: 'seed/pages/probe',
              image_alt: 'Probe',
              image_obj: { url: 'http://cms.test/media/seed/pages/probe-1280.png', alt: 'Probe', width: 1280, height: 720 },
              image_thumbnails: {
                small: 'http://cms.test/media/seed/pages/probe-640.png',
                large: 'http://cms.test/media/seed/pages/probe-1280.png',
              },
              link_url: null,
              link: null,
              text: '',
              format: 'original',
            },
          ],
        },
        {
          id: 6,
          slug: null,
          model: 'two_columns',
          ...base,
          extra_class: 'text-image',
          text: [],
          image: null,
          image_obj: null,
          image_thumbnails: null,
        },
        { id: 7, slug: null, model: 'blog_teaser_list', ...base, items: 4 },
      ]),
      'test',
    );
    const mapped = mapSection(payload, publicUrl);
    expect(mapped.preset).toBe('HALF_HALF');
    expect(mapped.columns).toHaveLength(2);
    const [headline, text, list, twoColumns, blog] = mapped.columns[0]?.children ?? [];
    expect(headline).toMatchObject({ __typename: 'HeadlineModule', id: '2', level: 3, content: 'Hallo', preline: null, subline: 'Unter' });
    expect(text).toMatchObject({ __typename: 'TextModule', decreaseDistance: true, anchor: null });
    expect(list).toMatchObject({ __typename: 'ImageListModule', slug: 'bilder', format: 'RATIO_16_9' });
    expect(list && 'children' in list ? list.children[0] : undefined).toMatchObject({
      __typename: 'ImageModule',
      image: { url: '/media/seed/pages/probe-1280.png', small: '/media/seed/pages/probe-640.png', alt: 'Probe', width: 1280 },
    });
    expect(twoColumns).toMatchObject({ __typename: 'TwoColumnsModule', order: 'TEXT_IMAGE', image: null });
    expect(blog).toMatchObject({ __typename: 'BlogTeaserListModule', items: 4 });
  });

  it('keeps a model it does not know as an UnknownModule with the model name', () => {
    const payload = decodeSection(section([{ id: 9, slug: null, model: 'container', ...base, layout: 'x' }]), 'test');
    expect(mapSection(payload, publicUrl).columns[0]?.children).toEqual([
      { __typename: 'UnknownModule', id: '9', slug: null, model: 'container' },
    ]);
  });

  it('rejects a known module without its required field (malformed upstream JSON)', () => {
    expect(() => decodeSection(section([{ id: 2, slug: null, model: 'headline', ...base, headline_level: 2 }]), 'test')).toThrow(
      /does not match the contract/,
    );
  });
});

describe('image formats', () => {
  it("shows the upstream's unset format (an empty string) as the original shape", () => {
    const payload = decodeSection(section([{ id: 4, slug: null, model: 'image_list', ...base, format: '', children: [] }]), 'test');
    expect(mapSection(payload, publicUrl).columns[0]?.children[0]).toMatchObject({ __typename: 'ImageListModule', format: 'ORIGINAL' });
  });
});

describe('column presets', () => {
  it('maps every upstream layout to a preset and back (spec 000 §3)', () => {
    for (const [layout, preset] of Object.entries(PRESET_BY_LAYOUT)) expect(layoutOfPreset(preset)).toBe(layout);
    expect(Object.keys(PRESET_BY_LAYOUT)).toEqual(['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25']);
  });
});

describe('mapPage', () => {
  it('maps the page fields, urls per locale and siblings', () => {
    const payload = decodePage(
      {
        id: 2,
        urls: { de: '/de/ueber-uns', en: '/en/about-us' },
        content_type: 'cms.page',
        title: 'Über uns',
        headline: '',
        is_online: true,
        is_clickable: true,
        in_menu: true,
        in_footer: false,
        meta_title: '',
        meta_description: 'Wer wir sind',
        og_title: '',
        og_description: '',
        og_image: null,
        og_type: 'website',
        og_image_thumbs: null,
        modules: [section([])],
        settings_url: '/admin/pages/2/',
        parent: null,
        is_landing_page: false,
        siblings: [{ id: 3, title: 'Geschichte', urls: { de: '/de/ueber-uns/geschichte' } }],
        version_id: 12,
        updated: '2026-11-22T10:00:00.000Z',
      },
      'test',
    );
    const page = mapPage(payload, publicUrl);
    expect(page).toMatchObject({
      id: '2',
      urls: [
        { locale: 'DE', path: '/de/ueber-uns' },
        { locale: 'EN', path: '/en/about-us' },
      ],
      headline: null,
      metaDescription: 'Wer wir sind',
      ogImage: null,
      parentId: null,
      versionId: '12',
      siblings: [{ id: '3', title: 'Geschichte', urls: [{ locale: 'DE', path: '/de/ueber-uns/geschichte' }] }],
    });
    expect(page.sections).toHaveLength(1);
  });
});

describe('mapModule', () => {
  it('gives list modules their children and plain modules none', () => {
    const anchor = mapModule(
      {
        model: 'anchor_list',
        id: 1,
        slug: null,
        sticky: true,
        children: [{ model: 'link', id: 2, slug: null, link_text: 'Nach oben', link: '#top', children: [] }],
      },
      publicUrl,
    );
    expect(anchor).toMatchObject({
      __typename: 'AnchorListModule',
      sticky: true,
      children: [{ __typename: 'LinkModule', label: 'Nach oben', target: '#top', sticky: false }],
    });
  });
});

describe('online windows (spec 000 §3 teaser items, hero media)', () => {
  const teaser = (id: number, window: { online_from?: string; online_to?: string }) => ({
    id,
    model: 'teaser_item',
    link: '/de',
    image: null,
    ...window,
  });
  const section = {
    id: 1,
    model: 'section',
    layout: '100',
    columns: [
      {
        classes: 'col-12',
        children: [
          {
            id: 2,
            model: 'teaser_list',
            headline: 'Teaser',
            children: [
              teaser(3, { online_from: '2026-01-01T00:00:00Z' }),
              teaser(4, { online_to: '2026-03-01T00:00:00Z' }),
              teaser(5, { online_from: '2030-01-01T00:00:00Z' }),
            ],
          },
          { id: 6, model: 'hero_media', online_from: '2026-06-01T00:00:00Z' },
        ],
      },
    ],
  };

  it('keeps what is online at the instant and names every module once in Page.modules', () => {
    const sections = [mapSection(decodeSection(section, 'test'), (url) => url)];
    const at = (iso: string) => sectionsOnlineAt(sections, new Date(iso));
    expect(at('2026-02-01T00:00:00Z').modules.map((module) => module.id)).toEqual(['2', '3', '4']);
    const later = at('2030-02-01T00:00:00Z');
    expect(later.modules.map((module) => module.id)).toEqual(['2', '3', '5', '6']);
    expect(later.sections[0]?.columns[0]?.moduleIds).toEqual(['2', '6']);
    const list = later.modules[0];
    expect(list?.__typename === 'TeaserListModule' ? list.childIds : null).toEqual(['3', '5']);
    expect(isWithinOnlineWindow(null, null, new Date())).toBe(true);
    expect(isWithinOnlineWindow('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', new Date('2026-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('fileUrlOf (self-hosted video and audio)', () => {
  it('serves media paths and the upstream’s media URLs from the site’s own /media/, nothing else', () => {
    expect(fileUrlOf('seed/media/trailer', publicUrl)).toBe('/media/seed/media/trailer');
    expect(fileUrlOf('http://cms.test/media/seed/a%20b.mp4', publicUrl)).toBe('/media/seed/a%20b.mp4');
    expect(fileUrlOf('https://elsewhere.example/video.mp4', publicUrl)).toBeNull();
    expect(fileUrlOf('seed/../../api/users', publicUrl)).toBeNull();
    expect(fileUrlOf('', publicUrl)).toBeNull();
  });
});
