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
