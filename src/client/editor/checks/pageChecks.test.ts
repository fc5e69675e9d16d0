import { describe, expect, it } from 'vitest';
import { indexModules, type ModuleData, type ModuleOf, type SectionData } from '../../screens/cmsPage/pageData';
import {
  checkContrast,
  checkHeadings,
  checkImages,
  checkLinks,
  checkMetaDescription,
  checkPage,
  isVagueLinkText,
  normalizeLinkText,
  type CheckedPage,
  type PageProblem,
} from './pageChecks';
import type { SectionColours } from './siteColours';

// ---- The page as the browser receives it (CmsPageQuery), built field by field. ----

type Picture = NonNullable<SectionData['image']>;

const picture = (alt: string, source: string | null = 'seed/pages/konzerthaus'): Picture => ({
  small: '/media/seed/pages/konzerthaus-640.webp',
  large: '/media/seed/pages/konzerthaus-1280.webp',
  alt,
  source,
  srcSets: [],
});

const headline = (id: string, level: number, content: string): ModuleOf<'HeadlineModule'> => ({
  __typename: 'HeadlineModule',
  id,
  level,
  preline: null,
  content,
  subline: null,
  anchor: null,
});
const text = (id: string, body: Record<string, unknown>[]): ModuleOf<'TextModule'> => ({
  __typename: 'TextModule',
  id,
  body,
  anchor: null,
  decreaseDistance: false,
});
const link = (id: string, label: string, target: string, sticky = false): ModuleOf<'LinkModule'> => ({
  __typename: 'LinkModule',
  id,
  label,
  target,
  extraClass: null,
  anchor: null,
  sticky,
});
const image = (
  id: string,
  alt: string | null,
  options: { link?: string | null; source?: string | null } = {},
): ModuleOf<'ImageModule'> => ({
  __typename: 'ImageModule',
  id,
  image:
    alt === null
      ? null
      : { ...picture(alt, options.source === undefined ? 'seed/pages/konzerthaus' : options.source), width: 1280, height: 720 },
  link: options.link ?? null,
  text: null,
  format: 'ORIGINAL',
});
const teaser = (
  id: string,
  fields: {
    headline?: string | null;
    link?: string | null;
    linkText?: string | null;
    alt?: string | null;
    typename?: 'TeaserItemModule' | 'FullTeaserModule';
  } = {},
): ModuleOf<'TeaserItemModule'> | ModuleOf<'FullTeaserModule'> => ({
  __typename: fields.typename ?? 'TeaserItemModule',
  id,
  image: fields.alt === undefined || fields.alt === null ? null : picture(fields.alt),
  link: fields.link ?? null,
  linkText: fields.linkText ?? null,
  preline: null,
  headline: fields.headline ?? null,
  subline: null,
  text: null,
  extraClass: null,
});
const teaserList = (id: string, headlineText: string | null, childIds: string[]): ModuleOf<'TeaserListModule'> => ({
  __typename: 'TeaserListModule',
  id,
  headline: headlineText,
  childIds,
});
const hero = (
  id: string,
  fields: { headline?: string | null; buttonText?: string | null; buttonLink?: string | null; alt?: string | null },
): ModuleOf<'HeroMediaModule'> => ({
  __typename: 'HeroMediaModule',
  id,
  headline: fields.headline ?? null,
  text: null,
  buttonText: fields.buttonText ?? null,
  buttonLink: fields.buttonLink ?? null,
  sticky: false,
  image: fields.alt === undefined || fields.alt === null ? null : picture(fields.alt),
  video: null,
  videoFileUrl: null,
});
const faq = (id: string, headlineText: string | null, questions: string[]): ModuleOf<'FaqModule'> => ({
  __typename: 'FaqModule',
  id,
  headline: headlineText,
  questions: questions.map((question) => ({ question, answer: 'Ja.' })),
});
const twoColumns = (id: string, alt: string, body: Record<string, unknown>[] = [paragraph('Text')]): ModuleOf<'TwoColumnsModule'> => ({
  __typename: 'TwoColumnsModule',
  id,
  order: 'IMAGE_TEXT',
  body,
  image: picture(alt),
});

const paragraph = (...children: (string | Record<string, unknown>)[]): Record<string, unknown> => ({
  type: 'paragraph',
  children: children.map((child) => (typeof child === 'string' ? { text: child } : child)),
});
const richLink = (url: unknown, linkText: string): Record<string, unknown> => ({
  type: 'link',
  url,
  new_tab: false,
  children: [{ text: linkText }],
});
const richHeading = (level: number, headingText: string): Record<string, unknown> => ({
  type: 'heading',
  level,
  children: [{ text: headingText }],
});

const section = (id: string, columns: string[][], options: { extraClass?: string | null; image?: Picture | null } = {}): SectionData => ({
  id,
  preset: columns.length === 2 ? 'HALF_HALF' : 'FULL',
  extraClass: options.extraClass ?? null,
  image: options.image ?? null,
  columns: columns.map((moduleIds) => ({ classes: '', moduleIds })),
});

const pageOf = (sections: SectionData[], headlineText: string | null = 'Unsere Saison', title = 'Saison'): CheckedPage => ({
  title,
  headline: headlineText,
  sections,
});

/** A page of one section, one column holding the top-level modules in order (list children are named by their lists). */
function onePage(top: ModuleData[], children: ModuleData[] = []): { page: CheckedPage; modules: ModuleData[] } {
  return { page: pageOf([section('s1', [top.map((module) => module.id)])]), modules: [...top, ...children] };
}

const run = (
  check: (page: CheckedPage, index: ReturnType<typeof indexModules>) => PageProblem[],
  top: ModuleData[],
  children: ModuleData[] = [],
) => {
  const { page, modules } = onePage(top, children);
  return check(page, indexModules(modules));
};

const brief = (problems: PageProblem[]) =>
  problems.map((problem) => `${problem.blockId ?? 'page'} ${problem.key.replace('editor.checks.', '')}`);

// ---- The whole check ----

describe('checkPage', () => {
  it('finds nothing on a page that does everything right', () => {
    const modules: ModuleData[] = [
      headline('h', 2, 'Programm'),
      text('t', [paragraph('Alle Termine im ', richLink('/de/konzerte', 'Programm der Saison'), '.')]),
      image('i', 'Das Orchester auf der Bühne'),
      teaserList('tl', 'Höhepunkte', ['ti']),
      teaser('ti', { headline: 'Neujahrskonzert', link: '/de/neujahr', linkText: 'Mehr', alt: 'Der Saal' }),
      link('l', 'Karten für das Neujahrskonzert', '/de/karten'),
    ];
    const page = pageOf([
      section('s1', [['h', 't', 'i', 'tl', 'l']], { extraClass: 'cc02' }),
      section('s2', [[]], { image: picture('Geigen im Gegenlicht') }),
    ]);
    expect(checkPage({ page, modules, metaDescription: 'Die Konzerte der Saison.' })).toEqual([]);
  });

  it('lists the page’s own problems first, then each block’s in page order, each with its block', () => {
    const modules: ModuleData[] = [headline('late', 4, 'Zu tief'), image('pic', ''), link('vague', 'hier', '/de/x')];
    const page = pageOf([section('s1', [['pic'], ['late']], { image: picture('') }), section('s2', [['vague']])], '');
    const problems = checkPage({ page, modules, metaDescription: null });
    expect(brief(problems)).toEqual([
      'page metaDescription',
      'page headingEmpty',
      's1 imageAltMissing',
      'pic imageAltMissing',
      'late headingSkip',
      'vague linkVague',
    ]);
    expect(problems.map((problem) => problem.blockKind)).toEqual([null, null, 'section', 'module', 'module', 'module']);
    expect(problems[4]).toEqual({
      kind: 'headingSkip',
      blockKind: 'module',
      blockId: 'late',
      key: 'editor.checks.headingSkip',
      values: { text: 'Zu tief', level: 4, previous: 1 },
    });
  });

  it('checks only what the page shows: no module a column does not name, no list item of a type its list does not show', () => {
    const orphan = headline('orphan', 5, 'Nirgends');
    const list = teaserList('tl', 'Liste', ['wrong', 'missing']);
    const wrong = headline('wrong', 6, 'Kein Teaser');
    const { page, modules } = onePage([list], [orphan, wrong]);
    expect(checkPage({ page, modules, metaDescription: 'x' })).toEqual([]);
  });

  it('takes a module once, even when a list names itself or two columns name it', () => {
    const list = teaserList('tl', null, ['tl', 'ti']);
    const item = teaser('ti', { link: '/de/a', linkText: 'more' });
    const page = pageOf([section('s1', [['tl'], ['tl']])]);
    expect(brief(checkPage({ page, modules: [list, item], metaDescription: 'x' }))).toEqual(['ti linkVague']);
  });

  it('answers the same for the same page (pure)', () => {
    const { page, modules } = onePage([headline('a', 3, 'A'), link('b', 'mehr', '/x')]);
    const input = { page, modules, metaDescription: null };
    expect(checkPage(input)).toEqual(checkPage(input));
    expect(modules).toHaveLength(2);
  });
});

// ---- 1. Pictures ----

describe('checkImages', () => {
  it('reports a section background and a module picture without alternative text, blank ones too', () => {
    const page = pageOf([section('s1', [['a', 'b']], { image: picture('') })]);
    const problems = checkImages(page, indexModules([image('a', '   '), image('b', 'Probe im Saal')]));
    expect(brief(problems)).toEqual(['s1 imageAltMissing', 'a imageAltMissing']);
    expect(problems[0]?.blockKind).toBe('section');
    expect(problems[1]?.values).toEqual({ picture: 'seed/pages/konzerthaus' });
  });

  it('reads every picture field a module shows: image, teaser, hero, two columns, list items', () => {
    const problems = run(
      checkImages,
      [
        image('img', ''),
        teaser('full', { typename: 'FullTeaserModule', alt: '' }),
        hero('hero', { alt: '' }),
        twoColumns('two', ''),
        teaserList('tl', null, ['item']),
        { __typename: 'ImageListModule', id: 'gal', format: 'RATIO_4_3', childIds: ['g1', 'g2'] },
      ],
      [teaser('item', { alt: '' }), image('g1', 'Pauken'), image('g2', '')],
    );
    expect(brief(problems)).toEqual([
      'img imageAltMissing',
      'full imageAltMissing',
      'hero imageAltMissing',
      'two imageAltMissing',
      'item imageAltMissing',
      'g2 imageAltMissing',
    ]);
  });

  it('does not excuse a linked picture as decorative: its link has no name', () => {
    const logos: ModuleOf<'LogoListModule'> = { __typename: 'LogoListModule', id: 'logos', headline: 'Partner', childIds: ['logo'] };
    const problems = run(
      checkImages,
      [image('linked', '', { link: 'https://example.org' }), logos],
      [image('logo', '', { link: '/de/partner' })],
    );
    expect(brief(problems)).toEqual(['linked imageAltLinked', 'logo imageAltLinked']);
  });

  it('takes a picture whose link is unsafe as unlinked (the page shows it without the link)', () => {
    expect(brief(run(checkImages, [image('a', '', { link: 'javascript:alert(1)' })]))).toEqual(['a imageAltMissing']);
  });

  it('reports a file name as alternative text', () => {
    const problems = run(checkImages, [
      image('ext', 'IMG_1234.JPG'),
      image('cam', 'DSC01234'),
      image('stem', 'konzerthaus'),
      image('file', 'probe-1280.png', { source: 'https://cdn.example.org/a/probe-1280.png?v=2' }),
      image('fine', 'Konzerthaus'),
      image('words', 'Ein Foto namens bild.png an der Wand'),
    ]);
    expect(brief(problems)).toEqual(['ext imageAltFileName', 'cam imageAltFileName', 'stem imageAltFileName', 'file imageAltFileName']);
    expect(problems[0]?.values).toEqual({ alt: 'IMG_1234.JPG', picture: 'seed/pages/konzerthaus' });
  });

  it('leaves out pictures the page does not show and modules without a picture', () => {
    const video: ModuleOf<'VideoModule'> = {
      __typename: 'VideoModule',
      id: 'v',
      embedUrl: 'https://www.youtube-nocookie.com/embed/x',
      title: 'Probe',
      image: picture(''),
    };
    const own: ModuleOf<'SelfHostedVideoModule'> = {
      __typename: 'SelfHostedVideoModule',
      id: 'sv',
      file: 'x.mp4',
      fileUrl: '/media/x.mp4',
      title: 'Probe',
      image: picture(''),
    };
    expect(run(checkImages, [video, own, image('none', null), teaser('t', {})])).toEqual([]);
  });

  it('keeps markup-looking texts as plain data', () => {
    const xss = '"><img src=x onerror=alert(1)>';
    expect(run(checkImages, [image('a', '<script>alert(1)</script>')])).toEqual([]);
    const [problem] = run(checkImages, [image('b', '', { source: xss })]);
    expect(problem?.values).toEqual({ picture: xss });
  });
});

// ---- 2. Headings ----

describe('checkHeadings', () => {
  it('starts below the page’s h1 and reports a level skipped', () => {
    expect(run(checkHeadings, [headline('a', 2, 'Zwei'), headline('b', 3, 'Drei')])).toEqual([]);
    const problems = run(checkHeadings, [headline('a', 3, 'Drei')]);
    expect(problems).toEqual([
      {
        kind: 'headingSkip',
        blockKind: 'module',
        blockId: 'a',
        key: 'editor.checks.headingSkip',
        values: { text: 'Drei', level: 3, previous: 1 },
      },
    ]);
  });

  it('lets the outline climb back up, and takes the stored level as the page shows it (2 to 6)', () => {
    expect(
      run(checkHeadings, [
        headline('a', 2, 'A'),
        headline('b', 3, 'B'),
        headline('c', 4, 'C'),
        headline('d', 2, 'D'),
        headline('e', 1, 'E'),
      ]),
    ).toEqual([]);
    expect(brief(run(checkHeadings, [headline('a', 2, 'A'), headline('b', 9, 'Neun')]))).toEqual(['b headingSkip']);
    expect(run(checkHeadings, [headline('a', 2, 'A'), headline('b', 9, 'Neun')])[0]?.values).toMatchObject({ level: 6, previous: 2 });
  });

  it('follows sections, then columns, then modules in order', () => {
    const modules = [headline('two', 2, 'Zwei'), headline('three', 3, 'Drei')];
    expect(checkHeadings(pageOf([section('s1', [['two'], ['three']])]), indexModules(modules))).toEqual([]);
    expect(brief(checkHeadings(pageOf([section('s1', [['three'], ['two']])]), indexModules(modules)))).toEqual(['three headingSkip']);
    expect(brief(checkHeadings(pageOf([section('s1', [['three']]), section('s2', [['two']])]), indexModules(modules)))).toEqual([
      'three headingSkip',
    ]);
  });

  it('counts the fixed headings of other modules and a list’s items after the list', () => {
    // A teaser's headline is an h3: under the list's h2 it is fine, right under the h1 it skips.
    expect(
      run(checkHeadings, [teaserList('tl', 'Höhepunkte', ['ti']), headline('h', 4, 'Vier')], [teaser('ti', { headline: 'Teaser' })]),
    ).toEqual([]);
    expect(brief(run(checkHeadings, [teaserList('tl', null, ['ti'])], [teaser('ti', { headline: 'Teaser' })]))).toEqual(['ti headingSkip']);
    expect(run(checkHeadings, [faq('f', 'Fragen', ['Wann?', 'Wo?'])])).toEqual([]);
    expect(brief(run(checkHeadings, [faq('f', null, ['Wann?'])]))).toEqual(['f headingSkip']);
    expect(
      run(checkHeadings, [
        hero('hero', { headline: 'Saisonstart' }),
        { __typename: 'BlogTeaserListModule', id: 'blog', items: 3 },
        headline('h', 3, 'Drei'),
      ]),
    ).toEqual([]);
  });

  it('reads rich text headings at the levels the page renders them, in the module’s place', () => {
    // RichText puts a text's highest headings at h2 and never more than one level below the one before.
    expect(run(checkHeadings, [text('t', [richHeading(4, 'Vier'), richHeading(6, 'Sechs')])])).toEqual([]);
    const problems = run(checkHeadings, [text('t', [richHeading(2, 'Zwei'), richHeading(3, 'Drei')]), headline('h', 5, 'Fünf')]);
    expect(problems.map((problem) => [problem.blockId, problem.values])).toEqual([['h', { text: 'Fünf', level: 5, previous: 3 }]]);
    // Inside two columns too; a heading inside an element RichText does not know is only text.
    expect(run(checkHeadings, [twoColumns('two', 'Bild', [richHeading(2, 'Zwei')]), headline('h', 3, 'Drei')])).toEqual([]);
    expect(
      brief(run(checkHeadings, [text('t', [{ type: 'table', children: [richHeading(2, 'Versteckt')] }]), headline('h', 3, 'Drei')])),
    ).toEqual(['h headingSkip']);
  });

  it('reports empty headings: the page’s h1, a headline module, a rich text heading', () => {
    expect(brief(checkHeadings(pageOf([], null, ' '), indexModules([])))).toEqual(['page headingEmpty']);
    expect(checkHeadings(pageOf([], null, 'Titel'), indexModules([]))).toEqual([]);
    expect(brief(run(checkHeadings, [headline('a', 2, ''), text('t', [richHeading(2, '  ')])]))).toEqual([
      'a headingEmpty',
      't headingEmpty',
    ]);
    expect(run(checkHeadings, [headline('a', 2, '')])[0]?.values).toEqual({ level: 2 });
  });

  it('keeps markup-looking heading texts as plain data, one line of at most 80 characters', () => {
    const xss = '<h1 onclick="alert(1)">{{level}}</h1>';
    expect(run(checkHeadings, [headline('a', 4, xss)])[0]?.values).toEqual({ text: xss, level: 4, previous: 1 });
    const long = `Eine\nsehr ${'lange '.repeat(30)}Überschrift`;
    const shown = run(checkHeadings, [headline('a', 4, long)])[0]?.values.text;
    expect(shown).toHaveLength(80);
    expect(shown).toMatch(/^Eine sehr lange .*…$/);
  });
});

// ---- 3. Links ----

describe('isVagueLinkText', () => {
  it('knows the vague texts in both languages, whatever their case and punctuation', () => {
    for (const vague of [
      'hier',
      'Here',
      'click here',
      'Hier klicken!',
      'MEHR …',
      'more',
      'Link',
      'weiter »',
      '» Weiterlesen',
      'Read more...',
      'mehr erfahren',
      '[mehr]',
      '→',
      '»»',
      'klicken Sie hier.',
    ]) {
      expect(isVagueLinkText(vague), vague).toBe(true);
    }
  });

  it('lets a text that names its target pass', () => {
    for (const clear of [
      'Mehr über die Saison',
      'Hier geht es zum Programm',
      'Karten kaufen',
      'Weiter zur Anmeldung',
      'Linkliste der Partner',
      'mehrstimmig',
      'Programm 2026',
    ]) {
      expect(isVagueLinkText(clear), clear).toBe(false);
    }
  });

  it('compares one normal form', () => {
    expect(normalizeLinkText('  Click\u00a0HERE!!  ')).toBe('click here');
    expect(normalizeLinkText('ＭＥＨＲ')).toBe('mehr');
  });
});

describe('checkLinks', () => {
  it('reports link modules that are vague, empty or lead nowhere, sticky ones and anchor list items too', () => {
    const anchors: ModuleOf<'AnchorListModule'> = { __typename: 'AnchorListModule', id: 'anchors', sticky: true, childIds: ['a1', 'a2'] };
    const problems = run(
      checkLinks,
      [
        link('vague', 'Hier klicken', '/de/x'),
        link('sticky', 'More', '/en/x', true),
        link('empty', ' ', '/de/x'),
        link('none', 'Programm', ''),
        link('unsafe', 'Programm', 'javascript:alert(1)'),
        link('fine', 'Zum Programm', '/de/konzerte'),
        anchors,
      ],
      [link('a1', 'Anfahrt', '#anfahrt'), link('a2', 'mehr', '#mehr')],
    );
    expect(brief(problems)).toEqual([
      'vague linkVague',
      'sticky linkVague',
      'empty linkEmpty',
      'none linkNoTarget',
      'unsafe linkNoTarget',
      'a2 linkVague',
    ]);
    expect(problems[0]?.values).toEqual({ text: 'Hier klicken' });
    expect(problems[2]?.values).toEqual({ target: '/de/x' });
    expect(problems[4]?.values).toEqual({ text: 'Programm' });
  });

  it('reads a teaser’s and a hero’s link as the page shows it: both parts or none, and their heading after a short text', () => {
    const problems = run(checkLinks, [
      teaser('withHeading', { headline: 'Neujahrskonzert', link: '/de/neujahr', linkText: 'Mehr' }),
      teaser('alone', { link: '/de/neujahr', linkText: 'Mehr' }),
      teaser('noText', { headline: 'A', link: '/de/neujahr' }),
      teaser('noTarget', { headline: 'B', linkText: 'Zum Konzert' }),
      teaser('neither', { headline: 'C' }),
      hero('hero', { buttonText: 'Weiter', buttonLink: '/de/saison' }),
      hero('heroFine', { headline: 'Saisonstart', buttonText: 'Weiter', buttonLink: '/de/saison' }),
    ]);
    expect(brief(problems)).toEqual(['alone linkVague', 'noText linkEmpty', 'noTarget linkNoTarget', 'hero linkVague']);
  });

  it('reports a picture’s link that makes no link', () => {
    expect(
      brief(
        run(checkLinks, [
          image('a', 'Saal', { link: 'javascript:alert(1)' }),
          image('b', 'Saal', { link: '/de/saal' }),
          image('c', 'Saal', { link: '' }),
        ]),
      ),
    ).toEqual(['a linkNoTarget']);
  });

  it('reads the links of rich text wherever RichText renders them', () => {
    const body = [
      paragraph('Karten gibt es ', richLink('/de/karten', 'hier'), '.'),
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [richLink('https://example.org', 'Click here!')] }] },
      paragraph(richLink('/de/leer', '')),
      paragraph(richLink('javascript:alert(1)', 'Programm')),
      paragraph(richLink(42, 'Programm')),
      { type: 'block-quote', children: [richLink('/de/zitat', 'Das ganze Zitat lesen')] },
      { type: 'table', children: [richLink('/de/x', 'mehr')] },
    ];
    const problems = run(checkLinks, [text('t', body), twoColumns('two', 'Bild', [paragraph(richLink('/de/y', 'weiter'))])]);
    expect(brief(problems)).toEqual(['t linkVague', 't linkVague', 't linkEmpty', 't linkNoTarget', 't linkNoTarget', 'two linkVague']);
    expect(problems.map((problem) => problem.values)).toEqual([
      { text: 'hier' },
      { text: 'Click here!' },
      { target: '/de/leer' },
      { text: 'Programm' },
      { text: 'Programm' },
      { text: 'weiter' },
    ]);
  });

  it('survives rich text that is not what the format says', () => {
    const odd = [
      null,
      'text',
      3,
      [],
      { type: 'paragraph', children: 'nope' },
      { type: 'paragraph' },
      { children: [richLink('/x', 'hier')] },
    ] as unknown as Record<string, unknown>[];
    expect(run(checkLinks, [text('t', odd)])).toEqual([]);
    expect(run(checkHeadings, [text('t', odd)])).toEqual([]);
  });

  it('keeps markup-looking link texts and targets as plain data', () => {
    const xss = '<img src=x onerror=alert(1)>';
    const problems = run(checkLinks, [
      text('t', [paragraph(richLink('javascript:alert("xss")', xss))]),
      link('l', '', 'https://example.org/"><script>alert(1)</script>'),
    ]);
    expect(problems.map((problem) => problem.values)).toEqual([
      { text: xss },
      { target: 'https://example.org/"><script>alert(1)</script>' },
    ]);
  });
});

// ---- 4. Contrast ----

describe('checkContrast', () => {
  const colours: SectionColours = {
    backgrounds: [
      { className: 'light', colour: '#ffffff' },
      { className: 'dark', colour: '#333333' },
    ],
    texts: [
      { name: 'ink', colour: '#000000' },
      { name: 'grey', colour: '#777777' },
    ],
  };

  it('passes the site’s own colour classes (every text colour of site.css on cc01–cc03)', () => {
    const page = pageOf([
      section('a', [[]], { extraClass: 'cc01' }),
      section('b', [[]], { extraClass: 'cc02' }),
      section('c', [[]], { extraClass: 'cc03 wide' }),
    ]);
    expect(checkContrast(page)).toEqual([]);
  });

  it('reports each text colour below 4.5:1 on a section’s background class', () => {
    const problems = checkContrast(
      pageOf([section('s1', [[]], { extraClass: 'light' }), section('s2', [[]], { extraClass: 'dark' })]),
      colours,
    );
    // #777 on white: 4.478:1, shown as 4.47 (cut, never rounded up to the minimum); black on #333: 1.66:1; #777 on #333: 2.82:1.
    expect(problems).toEqual([
      {
        kind: 'contrast',
        blockKind: 'section',
        blockId: 's1',
        key: 'editor.checks.contrast',
        values: { className: 'light', text: '#777777', background: '#ffffff', ratio: 4.47, minimum: 4.5 },
      },
      {
        kind: 'contrast',
        blockKind: 'section',
        blockId: 's2',
        key: 'editor.checks.contrast',
        values: { className: 'dark', text: '#000000', background: '#333333', ratio: 1.66, minimum: 4.5 },
      },
      {
        kind: 'contrast',
        blockKind: 'section',
        blockId: 's2',
        key: 'editor.checks.contrast',
        values: { className: 'dark', text: '#777777', background: '#333333', ratio: 2.82, minimum: 4.5 },
      },
    ]);
  });

  it('takes the class the stylesheet declares last when a section has two', () => {
    const page = pageOf([section('s', [[]], { extraClass: 'light dark' }), section('t', [[]], { extraClass: 'dark light' })]);
    expect(checkContrast(page, colours).map((problem) => `${problem.blockId} ${problem.values.className}`)).toEqual([
      's dark',
      's dark',
      't dark',
      't dark',
    ]);
    const reversed: SectionColours = { ...colours, backgrounds: [...colours.backgrounds].reverse() };
    expect(checkContrast(page, reversed).map((problem) => `${problem.blockId} ${problem.values.className}`)).toEqual([
      's light',
      't light',
    ]);
  });

  it('leaves out what it cannot know or what is not the editor’s: a background picture, no class, an unknown class', () => {
    const page = pageOf([
      section('picture', [[]], { extraClass: 'dark', image: picture('Saal') }),
      section('none', [[]]),
      section('unknown', [[]], { extraClass: 'darker xdark dark-ish "><script>' }),
    ]);
    expect(checkContrast(page, colours)).toEqual([]);
  });

  it('skips colours it cannot read', () => {
    const broken: SectionColours = { backgrounds: [{ className: 'x', colour: 'var(--paper)' }], texts: [{ name: 'ink', colour: '#000' }] };
    expect(checkContrast(pageOf([section('s', [[]], { extraClass: 'x' })]), broken)).toEqual([]);
    const brokenText: SectionColours = { backgrounds: [{ className: 'x', colour: '#000' }], texts: [{ name: 'ink', colour: 'black' }] };
    expect(checkContrast(pageOf([section('s', [[]], { extraClass: 'x' })]), brokenText)).toEqual([]);
  });
});

// ---- 5. Meta description ----

describe('checkMetaDescription', () => {
  it('reports a page without one, or with a blank one, as the page’s own problem', () => {
    const expected: PageProblem[] = [
      { kind: 'metaDescription', blockKind: null, blockId: null, key: 'editor.checks.metaDescription', values: {} },
    ];
    expect(checkMetaDescription(null)).toEqual(expected);
    expect(checkMetaDescription(' \n ')).toEqual(expected);
  });

  it('lets any text pass', () => {
    expect(checkMetaDescription('Die Konzerte der Saison.')).toEqual([]);
    expect(checkMetaDescription('<meta name="x">')).toEqual([]);
  });
});
