import { Kind, parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isRichText, RichTextScalar } from './RichTextScalar';

const doc = [{ type: 'paragraph', children: [{ text: 'Hallo', bold: true }] }];

describe('RichText', () => {
  it('passes a list of node objects through unchanged', () => {
    expect(RichTextScalar.serialize(doc)).toEqual(doc);
    expect(RichTextScalar.serialize([])).toEqual([]);
    expect(RichTextScalar.parseValue(doc)).toEqual(doc);
  });

  it('refuses anything that is not a list of objects', () => {
    for (const bad of ['text', { type: 'paragraph' }, [1], [null], [[]], null]) {
      expect(isRichText(bad)).toBe(false);
      expect(() => RichTextScalar.serialize(bad)).toThrow('RichText must be a list of node objects.');
    }
  });

  it('reads a literal document and refuses a literal string', () => {
    const ast = parseValue('[{ type: "paragraph", children: [{ text: "x" }] }]');
    expect(ast.kind).toBe(Kind.LIST);
    expect(RichTextScalar.parseLiteral(ast, {})).toEqual([{ type: 'paragraph', children: [{ text: 'x' }] }]);
    expect(() => RichTextScalar.parseLiteral(parseValue('"x"'), {})).toThrow(/RichText/);
  });
});
