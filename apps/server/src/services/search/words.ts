/**
 * How text is cut into what search finds it by (docs/decisions/023-blind-search-index.md): NFKC,
 * lower case, diacritics folded ('Café' → 'cafe'), then runs of letters and digits. A word is found
 * by itself and by each of its beginnings from three characters ('lig' … 'lighthouse'), up to
 * `MAX_PREFIX` characters; a longer query word is looked up by its first `MAX_PREFIX` and checked
 * against the text after decryption.
 */
export const MIN_PREFIX = 3;
export const MAX_PREFIX = 16;

const NON_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}+/gu;

export function normalize(text: string): string {
  return text.normalize("NFKC").toLowerCase().normalize("NFD").replace(MARKS, "").normalize("NFC");
}

/** The distinct normalised words of `text`. */
export function wordsOf(text: string): Set<string> {
  return new Set(normalize(text).split(NON_WORD).filter(Boolean));
}

/** A word's index terms: the word when shorter than three characters, else its beginnings of 3–16. */
export function prefixesOf(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < MIN_PREFIX) return [word];
  const terms: string[] = [];
  for (let n = MIN_PREFIX; n <= Math.min(chars.length, MAX_PREFIX); n++)
    terms.push(chars.slice(0, n).join(""));
  return terms;
}

/** The index term a query word is looked up by. */
export function lookupTerm(word: string): string {
  const chars = Array.from(word);
  return chars.length > MAX_PREFIX ? chars.slice(0, MAX_PREFIX).join("") : word;
}

/**
 * Whether every query word begins a word of the text (a query word under three characters must be
 * a whole word): the exact rule, applied after decryption to what the index let through.
 */
export function matchesWords(queryWords: readonly string[], textWords: ReadonlySet<string>): boolean {
  return queryWords.every((q) => {
    if (Array.from(q).length < MIN_PREFIX) return textWords.has(q);
    for (const word of textWords) if (word.startsWith(q)) return true;
    return false;
  });
}
