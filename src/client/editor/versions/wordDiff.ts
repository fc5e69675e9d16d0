// The word-level difference of two texts for the revisions panel's comparison (issue 22 part 5:
// "text differences inline"): a longest common subsequence over words, so what stayed, what went
// and what came are shown in reading order. Whitespace belongs to the word before it, so joining
// the parts of one side gives that side's text back exactly.

export type WordPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** The tokens of a text: each word with the whitespace after it (leading whitespace is a token of its own). */
export function wordsOf(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}

/**
 * Beyond this many word pairs the table would cost too much memory in the browser: the texts are
 * then shown as one removal and one addition (still correct, only coarser).
 */
const WORD_DIFF_MAX_CELLS = 4_000_000;

/** The parts of `after` compared with `before`, in reading order; neighbouring parts of one kind are joined. */
export function diffWords(before: string, after: string): WordPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  // What both texts begin and end with needs no table (the usual edit changes a few words).
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  for (const word of a.slice(0, start)) push('same', word);
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > WORD_DIFF_MAX_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA from i and midB from j.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push('same', midA[i] ?? '');
        i += 1;
        j += 1;
      } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
        push('removed', midA[i] ?? '');
        i += 1;
      } else {
        push('added', midB[j] ?? '');
        j += 1;
      }
    }
    for (; i < midA.length; i += 1) push('removed', midA[i] ?? '');
    for (; j < midB.length; j += 1) push('added', midB[j] ?? '');
  }
  for (const word of a.slice(endA)) push('same', word);
  return parts;
}
