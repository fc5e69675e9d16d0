// The folding of migrations/008_search_folding.sql (search_fold) for the query side: both sides of
// a match must fold alike, so the rules are the same step by step (foldSearchText.test.ts checks
// this function against the SQL one on PGlite). README "Search".

/** Letters that have no Unicode decomposition, folded by hand (as `translate` in search_fold). */
const SINGLE_LETTERS: Readonly<Record<string, string>> = {
  æ: 'a',
  Æ: 'a',
  œ: 'o',
  Œ: 'o',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
};

/**
 * Folds a text for search: diacritics dropped (ř → r, é → e), ß → ss, ø → o, everything but ASCII
 * letters and digits a single space, lowercase, and the German transcriptions ae/oe/ue read as
 * a/o/u, so "München", "Muenchen" and "Munchen" all become "munchen".
 */
export function foldSearchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .replace(/[æÆœŒøØłŁđĐðÐıħĦ]/g, (letter) => SINGLE_LETTERS[letter] ?? letter)
    .replaceAll('ß', 'ss')
    .replaceAll('ẞ', 'ss')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()
    .replaceAll('ae', 'a')
    .replaceAll('oe', 'o')
    .replaceAll('ue', 'u')
    .trim();
}

/** The folded words of a text, in order ('' has none). */
export function foldedWords(input: string): string[] {
  const folded = foldSearchText(input);
  return folded === '' ? [] : folded.split(' ');
}
