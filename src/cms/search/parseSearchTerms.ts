// From the text a visitor typed to the terms the search matches (README "Search"): folded words
// (foldSearchText), each with the kinds of match it may make, and the `-word` exclusions.
import type { Locale } from '../../shared/locales';
import { foldedWords } from './foldSearchText';

/** A word may match the start of a longer word from this length on ("be" → "beethoven"). */
const PREFIX_MIN_LENGTH = 2;
/** …anywhere inside a word from this length on ("konzert" → "sinfoniekonzert"). */
const INFIX_MIN_LENGTH = 4;
/** …a word one typo away from this length on ("rachmaninof" → "rachmaninow"). */
const TYPO_MIN_LENGTH = 5;
/**
 * …up to this length: longer "words" are no typing slips (the pattern grows with the square of
 * the length, and a 200-letter one takes PostgreSQL seconds to compile).
 */
export const TYPO_MAX_LENGTH = 30;
/** Words beyond these are ignored: nobody types more, and each one costs a pass over the rows. */
export const MAX_TERMS = 10;

/** Words too common to narrow a search, per language (folded like the texts). */
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  de: new Set(
    foldedWords(
      'der die das den dem des ein eine einer eines einem einen und oder in im ins am an auf aus bei mit nach von vom zu zum zur für',
    ),
  ),
  en: new Set(foldedWords('a an the and or of in on at to for with by from is are as')),
};

interface SearchTerm {
  /** Folded: ASCII letters and digits only, so it can sit in a pattern unescaped. */
  word: string;
  prefix: boolean;
  infix: boolean;
  /** A PostgreSQL regular expression for the words one typo away, or null. */
  typo: string | null;
}

export interface SearchTerms {
  /** Every one of these must match (somewhere in the title, text or body). */
  include: SearchTerm[];
  /** Entries with a word starting with one of these are left out. */
  exclude: string[];
}

export type SearchMode = 'search' | 'autocomplete';

/**
 * The words one edit away from `word` (a letter changed, added or dropped, or two neighbours
 * swapped), as a pattern over a folded text: `(^| )(…|…)( |$)`. Folded texts hold only
 * `[a-z0-9 ]`, so `[^ ]` is any letter and the word needs no escaping.
 */
export function typoPattern(word: string): string {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const before = word.slice(0, i);
    variants.add(`${before}[^ ]${word.slice(i)}`);
    if (i < word.length) {
      variants.add(`${before}[^ ]${word.slice(i + 1)}`);
      variants.add(`${before}${word.slice(i + 1)}`);
    }
    if (i < word.length - 1) variants.add(`${before}${word.charAt(i + 1)}${word.charAt(i)}${word.slice(i + 2)}`);
  }
  return `(^| )(${[...variants].join('|')})( |$)`;
}

function term(word: string, mode: SearchMode, last: boolean): SearchTerm {
  // While typing, the last word is unfinished: any word that starts with it, never a typo.
  if (mode === 'autocomplete' && last) return { word, prefix: true, infix: word.length >= INFIX_MIN_LENGTH, typo: null };
  return {
    word,
    prefix: word.length >= PREFIX_MIN_LENGTH,
    infix: word.length >= INFIX_MIN_LENGTH,
    typo: word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH ? typoPattern(word) : null,
  };
}

/**
 * The terms of a query text; undefined when it names no word to find (empty, only stop words or
 * only exclusions), which finds nothing. `-word` excludes; quotes and other signs are ignored.
 */
export function parseSearchTerms(text: string, lang: Locale, mode: SearchMode): SearchTerms | undefined {
  const included: string[] = [];
  const exclude: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (token.length > 1 && token.startsWith('-')) exclude.push(...foldedWords(token.slice(1)));
    else included.push(...foldedWords(token));
  }
  const lastWord = included.at(-1);
  const words = [
    ...new Set(included.filter((word, index) => !STOP_WORDS[lang].has(word) || (mode === 'autocomplete' && index === included.length - 1))),
  ].slice(0, MAX_TERMS);
  if (words.length === 0) return undefined;
  return {
    include: words.map((word) => term(word, mode, word === lastWord)),
    exclude: [...new Set(exclude)],
  };
}
