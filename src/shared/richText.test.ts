// The shared rich text model and link rules (spec 000 §1; issue 12 part 3).
import { describe, expect, it } from 'vitest';
import { linkTargetOf, normalizeRichText, richTextFromPlainText, richTextPlainText } from './richText';

describe('link targets', () => {
  it('defaults to https and accepts site paths, anchors, http(s), mailto and tel', () => {
    expect(linkTargetOf('example.org')).toEqual({ ok: true, url: 'https://example.org' });
    expect(linkTargetOf(' www.example.org/konzerte?x=1 ')).toEqual({ ok: true, url: 'https://www.example.org/konzerte?x=1' });
    for (const kept of [
      'https://example.org/a',
      'http://example.org',
      '/de/konzerte',
      '#programm',
      'mailto:kasse@example.org',
      'tel:+4930123',
    ]) {
      expect(linkTargetOf(kept), kept).toEqual({ ok: true, url: kept });
    }
  });

  it('refuses javascript:, data: and vbscript: however they are written, and anything else that is not a link', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(linkTargetOf(unsafe), unsafe).toEqual({ ok: false, problem: 'unsafe' });
    }
    for (const invalid of ['ftp://example.org', '//evil.example', 'nur text', 'file:///etc/passwd', '/de/mit leerzeichen']) {
      expect(linkTargetOf(invalid), invalid).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(linkTargetOf('   ')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('normalizeRichText', () => {
  it('keeps what the model allows as it is', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          { text: 'Hallo ', bold: true },
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'Welt', italic: true }] },
          { text: '!' },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'zwei' }] }] },
    ];
    expect(normalizeRichText(value)).toEqual(value);
  });

  it('turns unknown elements into paragraphs, flattens nested lists, drops unknown marks and unsafe links', () => {
    expect(
      normalizeRichText([
        { type: 'heading', level: 2, children: [{ text: 'Titel', underline: true }] },
        {
          type: 'bulleted-list',
          children: [
            {
              type: 'list-item',
              children: [{ text: 'a' }, { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'a1' }] }] }],
            },
            { type: 'paragraph', children: [{ text: 'b' }] },
          ],
        },
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'böse' }] },
            { text: ' und ' },
            { type: 'link', url: '/de', children: [{ text: 'gut' }] },
          ],
        },
        { text: 'lose' },
        'kein Knoten',
      ]),
    ).toEqual([
      { type: 'paragraph', children: [{ text: 'Titel' }] },
      { type: 'bulleted-list', children: ['a', 'a1', 'b'].map((text) => ({ type: 'list-item', children: [{ text }] })) },
      {
        type: 'paragraph',
        children: [{ text: 'böse und ' }, { type: 'link', url: '/de', new_tab: false, children: [{ text: 'gut' }] }, { text: '' }],
      },
      { type: 'paragraph', children: [{ text: 'lose' }] },
    ]);
  });

  it('always gives a paragraph to type into', () => {
    expect(normalizeRichText(null)).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(normalizeRichText([{ type: 'bulleted-list', children: [] }])).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('reads plain text and makes paragraphs of it', () => {
    const value = richTextFromPlainText('Erster Absatz\n\nZweiter');
    expect(value).toEqual([
      { type: 'paragraph', children: [{ text: 'Erster Absatz' }] },
      { type: 'paragraph', children: [{ text: 'Zweiter' }] },
    ]);
    expect(richTextPlainText([...value, { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] }])).toBe(
      'Erster Absatz\nZweiter\nx',
    );
    expect(richTextPlainText(normalizeRichText([])).trim()).toBe('');
  });
});
