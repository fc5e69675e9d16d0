import { describe, expect, it } from 'vitest';
import { diffWords, wordsOf } from './wordDiff';

const side = (parts: ReturnType<typeof diffWords>, kind: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === kind)
    .map((part) => part.text)
    .join('');

describe('diffWords', () => {
  it('marks the one changed word and keeps the rest as it was', () => {
    expect(diffWords('Das Konzert beginnt um acht.', 'Das Konzert beginnt um neun.')).toEqual([
      { kind: 'same', text: 'Das Konzert beginnt um ' },
      { kind: 'removed', text: 'acht.' },
      { kind: 'added', text: 'neun.' },
    ]);
  });

  it('finds words added and removed in the middle by their common subsequence', () => {
    expect(diffWords('a b c d e', 'a x c d y e')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'b ' },
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'c d ' },
      { kind: 'added', text: 'y ' },
      { kind: 'same', text: 'e' },
    ]);
  });

  it('gives each side back exactly when its parts are joined', () => {
    const before = '  Erste Zeile\nzweite   Zeile mit <b>Markup</b>';
    const after = 'Erste Zeile\nneue zweite Zeile mit <b>Markup</b> ';
    const parts = diffWords(before, after);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });

  it('answers nothing for two empty texts and one addition for a new text', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('', 'neu hier')).toEqual([{ kind: 'added', text: 'neu hier' }]);
    expect(diffWords('weg', '')).toEqual([{ kind: 'removed', text: 'weg' }]);
  });

  it('splits a text into words with their trailing whitespace', () => {
    expect(wordsOf(' a  b\nc')).toEqual([' ', 'a  ', 'b\n', 'c']);
  });
});
