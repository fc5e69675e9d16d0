import { describe, expect, it } from 'vitest';
import { plainText, type RichTextBlock } from './richText';

describe('plainText', () => {
  it('joins blocks and list items by lines, marks and links inline', () => {
    const body: RichTextBlock[] = [
      { type: 'heading-two', children: [{ text: 'Probenbesuch' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Die ' },
          { text: 'Konzerte', bold: true },
          { text: ' im ' },
          { type: 'link', url: '/de/konzerte', children: [{ text: 'Saal', italic: true }] },
        ],
      },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'eins' }] },
          { type: 'list-item', children: [{ text: 'zwei' }] },
        ],
      },
    ];
    expect(plainText(body)).toBe('Probenbesuch\nDie Konzerte im Saal\neins\nzwei');
  });

  it('is empty for an empty document', () => {
    expect(plainText([])).toBe('');
  });
});
