import { describe, expect, it } from 'vitest';
import { MAX_TERMS, parseSearchTerms, TYPO_MAX_LENGTH, typoPattern } from './parseSearchTerms';

/** typoPattern is a PostgreSQL pattern; the subset it uses reads the same in JavaScript. */
const withinOneTypo = (word: string, text: string) => new RegExp(typoPattern(word)).test(text);

describe('typoPattern', () => {
  it('matches words one letter changed, added, dropped or two swapped', () => {
    expect(withinOneTypo('rachmaninof', 'glinka rachmaninow und haydn')).toBe(true);
    expect(withinOneTypo('rachmaninof', 'glinka rachmaninoff and haydn')).toBe(true);
    expect(withinOneTypo('rachmaninoff', 'rachmaninof')).toBe(true);
    expect(withinOneTypo('rahcmaninoff', 'rachmaninoff')).toBe(true);
    expect(withinOneTypo('mozart', 'mozart')).toBe(true);
  });

  it('does not match two typos, or a part of a word', () => {
    expect(withinOneTypo('rachmaninof', 'rachmaninowa')).toBe(false);
    expect(withinOneTypo('rachmaninof', 'rakhmaninow')).toBe(false);
    expect(withinOneTypo('mozart', 'mozartkugel')).toBe(false);
    expect(withinOneTypo('mozart', 'xmozart1')).toBe(false);
  });
});

describe('parseSearchTerms', () => {
  it('folds the words and allows prefixes, substrings and typos by length', () => {
    expect(parseSearchTerms('Dvořák', 'de', 'search')).toEqual({
      include: [{ word: 'dvorak', prefix: true, infix: true, typo: typoPattern('dvorak') }],
      exclude: [],
    });
    expect(parseSearchTerms('oper c', 'de', 'search')?.include).toEqual([
      { word: 'oper', prefix: true, infix: true, typo: null },
      { word: 'c', prefix: false, infix: false, typo: null },
    ]);
    expect(parseSearchTerms('Muenchen', 'de', 'search')?.include[0]?.word).toBe('munchen');
  });

  it(`allows typos in words of up to ${TYPO_MAX_LENGTH} letters`, () => {
    const longest = 'donaudampfschifffahrtsgesellsc';
    expect(longest).toHaveLength(TYPO_MAX_LENGTH);
    expect(parseSearchTerms(longest, 'de', 'search')?.include[0]?.typo).toBe(typoPattern(longest));
    expect(parseSearchTerms(`${longest}h`, 'de', 'search')?.include[0]).toEqual({
      word: `${longest}h`,
      prefix: true,
      infix: true,
      typo: null,
    });
  });

  it('drops the stop words of the language and repeated words', () => {
    expect(parseSearchTerms('Konzert in der Stadt konzert', 'de', 'search')?.include.map((term) => term.word)).toEqual([
      'konzert',
      'stadt',
    ]);
    expect(parseSearchTerms('the magic flute', 'en', 'search')?.include.map((term) => term.word)).toEqual(['magic', 'flute']);
    expect(parseSearchTerms('die', 'en', 'search')?.include.map((term) => term.word)).toEqual(['die']);
  });

  it('reads -word as an exclusion', () => {
    expect(parseSearchTerms('Mozart -Dvořák', 'de', 'search')).toMatchObject({ include: [{ word: 'mozart' }], exclude: ['dvorak'] });
  });

  it('names nothing to find for empty texts, stop words only or exclusions only', () => {
    expect(parseSearchTerms('', 'de', 'search')).toBeUndefined();
    expect(parseSearchTerms('&|! –', 'de', 'search')).toBeUndefined();
    expect(parseSearchTerms('und der', 'de', 'search')).toBeUndefined();
    expect(parseSearchTerms('-konzert', 'de', 'search')).toBeUndefined();
  });

  it('reads the last word while typing as the start of a word, never as a typo', () => {
    expect(parseSearchTerms('rachmaninof beeth', 'de', 'autocomplete')?.include).toEqual([
      { word: 'rachmaninof', prefix: true, infix: true, typo: typoPattern('rachmaninof') },
      { word: 'beeth', prefix: true, infix: true, typo: null },
    ]);
    expect(parseSearchTerms('b', 'de', 'autocomplete')?.include).toEqual([{ word: 'b', prefix: true, infix: false, typo: null }]);
    // A stop word being typed may be the start of another word ("die" → "dienstag").
    expect(parseSearchTerms('konzert die', 'de', 'autocomplete')?.include.map((term) => term.word)).toEqual(['konzert', 'die']);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    const words = Array.from({ length: MAX_TERMS + 5 }, (_, index) => `wort${index}`);
    expect(parseSearchTerms(words.join(' '), 'de', 'search')?.include).toHaveLength(MAX_TERMS);
  });
});
