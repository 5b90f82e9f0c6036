/**
 * How text is cut into the words that search and the filters' search boxes match (the server's
 * blind index, docs/decisions/023-blind-search-index.md, and the web app alike): NFKC, lower case,
 * diacritics folded ('Café' → 'cafe'), then runs of letters and digits.
 */
const NON_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}+/gu;

export function normalize(text: string): string {
  return text.normalize("NFKC").toLowerCase().normalize("NFD").replace(MARKS, "").normalize("NFC");
}

/** The distinct normalised words of `text`. */
export function wordsOf(text: string): Set<string> {
  return new Set(normalize(text).split(NON_WORD).filter(Boolean));
}

/**
 * Whether every one of `typed` (words as `wordsOf` cuts them) begins a word of `text`, in any
 * order: how the web app's search boxes find a label ('chas' finds 'Being chased', 'café' finds
 * 'Cafe'). No words typed match every text.
 */
export function wordsBegin(typed: readonly string[], text: string): boolean {
  const words = [...wordsOf(text)];
  return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
}
