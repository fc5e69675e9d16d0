import { describe, expect, it } from 'vitest';
import { plainTextDocument } from './plainTextDocument';

describe('plainTextDocument', () => {
  it('makes one paragraph per block, joins the lines of a block and keeps markup as text', () => {
    expect(plainTextDocument('Erster Absatz\nüber zwei Zeilen.\n\n  <b>Zweiter</b> Absatz.  \n\n\n')).toEqual([
      { type: 'paragraph', children: [{ text: 'Erster Absatz über zwei Zeilen.' }] },
      { type: 'paragraph', children: [{ text: '<b>Zweiter</b> Absatz.' }] },
    ]);
  });

  it('gives nothing for no text', () => {
    expect(plainTextDocument(null)).toEqual([]);
    expect(plainTextDocument('  \n ')).toEqual([]);
  });
});
