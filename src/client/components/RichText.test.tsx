import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../../shared/i18n/createTranslator';
import type { Locale } from '../../shared/locales';
import { TranslationProvider } from '../i18n';
import { headingOutline, RichText, safeHref, type RichTextDocument } from './RichText';

const render = (document: RichTextDocument, locale: Locale = 'de') =>
  renderToStaticMarkup(
    <TranslationProvider i18n={translatorFor(locale)}>
      <RichText document={document} />
    </TranslationProvider>,
  );

beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('RichText', () => {
  it('renders paragraphs with bold and italic leaves, headings, quotes and both kinds of list', () => {
    const html = render([
      { type: 'heading-two', children: [{ text: 'Saison' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Ein ' },
          { text: 'kräftiger', bold: true },
          { text: ' und ' },
          { text: 'leiser', italic: true, bold: true },
          { text: ' Ton.' },
        ],
      },
      { type: 'heading', level: 4, children: [{ text: 'Vier' }] },
      { type: 'block-quote', children: [{ text: 'Zitat' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'a' }] }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'b' }] }] },
    ]);
    expect(html).toBe(
      '<div class="rich-text"><h2>Saison</h2><p>Ein <strong>kräftiger</strong> und <strong><em>leiser</em></strong> Ton.</p><h3>Vier</h3><blockquote>Zitat</blockquote><ul><li>a</li></ul><ol><li>b</li></ol></div>',
    );
  });

  it('keeps the outline without gaps: the highest headings at the top level, none more than one below the one before', () => {
    const h = (level: number, text: string) => ({ type: 'heading', level, children: [{ text }] });
    const document = [h(3, 'a'), h(5, 'b'), h(4, 'c'), h(3, 'd'), h(6, 'e')];
    const levels = headingOutline(document, 2);
    expect(document.map((node) => levels.get(node))).toEqual([2, 3, 3, 2, 3]);
    expect([...headingOutline(document, 3).values()]).toEqual([3, 4, 4, 3, 4]);
    expect(render([h(3, 'Nur'), { type: 'paragraph', children: [{ text: 'x' }] }])).toBe(
      '<div class="rich-text"><h2>Nur</h2><p>x</p></div>',
    );
  });

  it('opens a link with the new-window flag in a new tab, says so, and keeps site paths', () => {
    const de = render([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'extern' }] },
          { type: 'link', url: '/de/konzerte', children: [{ text: 'Konzerte' }] },
        ],
      },
    ]);
    expect(de).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">extern<span class="visually-hidden"> (öffnet in neuem Tab)</span></a>',
    );
    expect(de).toContain('<a href="/de/konzerte">Konzerte</a>');
    expect(render([{ type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'x' }] }], 'en')).toContain(
      '(opens in a new tab)',
    );
  });

  it('never renders markup from the document: text is escaped, unsafe links lose their href, unknown elements show their text', () => {
    const html = render([
      { type: 'paragraph', children: [{ text: '<script>alert(1)</script>' }] },
      { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'böse' }] },
      { type: 'iframe', src: 'https://evil.example', children: [{ text: 'nur Text' }] },
      { type: 'heading', level: 99, children: [{ text: 'Ebene 99' }] },
    ]);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('böse');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('nur Text');
    // A level no HTML heading has is placed in the outline like any other (here the only heading: h2).
    expect(html).toContain('<h2>Ebene 99</h2>');
  });

  it('keeps only http(s), mailto, tel, site paths and anchors as link targets', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('mailto:x@y.example')).toBe('mailto:x@y.example');
    expect(safeHref('/de/x')).toBe('/de/x');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref(42)).toBeNull();
  });

  it('refuses site paths a browser would read as another host', () => {
    for (const bad of [
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      'java\tscript:alert(1)',
      'https://a.example/\u0000',
    ]) {
      expect(safeHref(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
