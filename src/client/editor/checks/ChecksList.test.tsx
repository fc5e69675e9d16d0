import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts } from '../../../shared/i18n/createTranslator';
import { loadEditorTexts } from '../../../shared/i18n/editorTranslator';
import type { Locale } from '../../../shared/locales';
import { ANONYMOUS_VISITOR, pageStateOf } from '../../BootData';
import { PageContext } from '../../navigation/LocationContext';
import { ChecksList } from './ChecksList';
import type { PageProblem } from './pageChecks';

const pageState = (locale: Locale) =>
  pageStateOf({
    locale,
    page: 'cmsPage',
    status: 200,
    route: null,
    requestId: 'test',
    pathname: `/${locale}/saison`,
    search: '?edit',
    pageHeaderLoading: false,
    today: '2026-11-23',
    renderedAt: '2026-11-23T10:00:00.000Z',
    origin: 'http://localhost',
    assets: { script: '/assets/x.js', style: '/assets/x.css', preload: [], later: [] },
    visitor: ANONYMOUS_VISITOR,
  });

const render = (node: ReactNode, locale: Locale = 'de') =>
  renderToStaticMarkup(<PageContext.Provider value={pageState(locale)}>{node}</PageContext.Provider>);

const ignore = () => {};

// The editor loads its texts before any of its parts renders (useEditorT.ts); so does this test.
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
  await Promise.all([loadEditorTexts('de'), loadEditorTexts('en')]);
});

const problems: PageProblem[] = [
  { kind: 'metaDescription', blockKind: null, blockId: null, key: 'editor.checks.metaDescription', values: {} },
  { kind: 'linkVague', blockKind: 'module', blockId: '12', key: 'editor.checks.linkVague', values: { text: 'hier' } },
  {
    kind: 'contrast',
    blockKind: 'section',
    blockId: '3',
    key: 'editor.checks.contrast',
    values: { className: 'cc09', text: '#777777', background: '#ffffff', ratio: 4.47, minimum: 4.5 },
  },
];

describe('ChecksList', () => {
  it('says so when there is no problem, under its heading', () => {
    const html = render(<ChecksList problems={[]} onJump={ignore} />);
    expect(html).toMatch(
      /^<section class="editor-checks" aria-labelledby="([^"]+)"><h2 class="editor-checks__title" id="\1" tabindex="-1">Prüfung vor dem Veröffentlichen<\/h2>/,
    );
    expect(html).toContain('<p class="editor-checks__count" role="status">Keine Probleme gefunden.</p>');
    expect(html).not.toContain('<ol');
    expect(html).not.toContain('<button');
  });

  it('counts the problems and makes each a button with its kind, its message and where it leads', () => {
    const html = render(<ChecksList problems={problems} onJump={ignore} headingLevel={3} />);
    expect(html).toContain('<h3 class="editor-checks__title"');
    expect(html).toContain('role="status">3 Probleme gefunden</p>');
    expect(html.match(/<li class="editor-checks__item editor-checks__item--/g)).toHaveLength(3);
    expect(html.match(/<button type="button" class="editor-checks__jump">/g)).toHaveLength(3);
    expect(html).toContain(
      '<span class="editor-checks__kind">Seite<span class="editor-visually-hidden">: </span></span><span class="editor-checks__message">Die Seite hat keine Meta-Beschreibung (Seiteneinstellungen).</span><span class="editor-checks__action">Seiteneinstellungen</span>',
    );
    expect(html).toContain(
      '<span class="editor-checks__message">Der Linktext „hier“ sagt nicht, wohin der Link führt.</span><span class="editor-checks__action">Zur Stelle</span>',
    );
    // A ratio in the page's language.
    expect(html).toContain('hat 4,47:1, nötig sind 4,5:1.');
  });

  it('says the check is running while it has no answer yet, with no list', () => {
    const html = render(<ChecksList problems={null} onJump={ignore} />);
    expect(html).toContain('<p class="editor-checks__count" role="status">Die Seite wird geprüft …</p>');
    expect(html).not.toContain('<ol');
  });

  it('takes the heading id it is given and puts the header’s end beside the heading (the panel’s close button)', () => {
    const html = render(
      <ChecksList problems={[]} onJump={ignore} headingId="panel-heading" headerEnd={<button type="button">×</button>} />,
    );
    expect(html).toContain(
      '<section class="editor-checks" aria-labelledby="panel-heading"><div class="editor-dialog__header"><h2 class="editor-checks__title" id="panel-heading" tabindex="-1">Prüfung vor dem Veröffentlichen</h2><button type="button">×</button></div>',
    );
  });

  it('speaks English on an English page', () => {
    const html = render(<ChecksList problems={problems.slice(2)} onJump={ignore} />, 'en');
    expect(html).toContain('Checks before publishing');
    expect(html).toContain('One problem found');
    expect(html).toContain('has 4.47:1, 4.5:1 is needed.');
  });

  it('shows texts from the page as text, never as markup or placeholders', () => {
    const xss: PageProblem = {
      kind: 'headingSkip',
      blockKind: 'module',
      blockId: '7',
      key: 'editor.checks.headingSkip',
      values: { text: '<img src=x onerror=alert(1)>{{level}}', level: 4, previous: 2 },
    };
    const html = render(<ChecksList problems={[xss]} onJump={ignore} />);
    expect(html).toContain('„&lt;img src=x onerror=alert(1)&gt;{{level}}“ hat Ebene 4');
    expect(html).not.toContain('<img');
  });
});
