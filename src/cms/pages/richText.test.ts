import { describe, expect, it } from 'vitest';
import { normalizeRichText } from '../../shared/richText';
import { isLinkTarget, paragraphs, plainText, richTextProblem } from './richText';

describe('rich text', () => {
  it('accepts site paths, anchors and http(s), mailto and tel links only', () => {
    for (const good of [
      '/de/konzerte',
      '/',
      '#programm',
      'https://example.org',
      'http://example.org/a?b=c',
      'mailto:a@b.example',
      'tel:+49123',
    ]) {
      expect(isLinkTarget(good), good).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'example.org',
      '/de/mit leerzeichen',
      'data:text/html,x',
      'ftp://example.org',
      '',
    ]) {
      expect(isLinkTarget(bad), bad).toBe(false);
    }
  });

  it('refuses site paths a browser would read as another host (backslash, tab or line break)', () => {
    for (const bad of ['/\\evil.example/x', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example', '/de\\x']) {
      expect(isLinkTarget(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads the plain text of nested nodes', () => {
    const nodes = [
      { type: 'paragraph', children: [{ text: 'Hallo ' }, { type: 'link', url: '/', new_tab: false, children: [{ text: 'Welt' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }] },
    ];
    expect(plainText(nodes).replace(/\s+/g, ' ').trim()).toBe('Hallo Welt eins');
    expect(plainText(paragraphs('', ''))).toMatch(/^\s*$/);
  });

  it('names the first problem of malformed rich text', () => {
    expect(richTextProblem(paragraphs('ok'))).toBeUndefined();
    expect(richTextProblem({ type: 'paragraph' })).toBe('Must be a list of rich text nodes.');
    expect(richTextProblem([{ type: 'paragraph', children: [] }])).toBe('An element needs children.');
    expect(richTextProblem([{ type: 'link', url: 'javascript:x', children: [{ text: 'x' }] }])).toBe('A link needs a valid url.');
    expect(richTextProblem([{ type: 'heading', level: 2, children: [{ text: 'x' }] }])).toBe('Unknown rich text element "heading".');
  });

  it('takes whatever the editor’s normalisation (src/shared/richText.ts) makes', () => {
    const messy = [
      { type: 'heading', children: [{ text: 'T', underline: true }] },
      {
        type: 'numbered-list',
        children: [
          {
            type: 'list-item',
            children: [{ text: 'a' }, { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'b' }] }] }],
          },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'x' }] },
          { type: 'link', url: 'javascript:x', children: [{ text: 'y' }] },
        ],
      },
    ];
    expect(richTextProblem(messy)).toBeDefined();
    expect(richTextProblem(normalizeRichText(messy))).toBeUndefined();
  });
});
