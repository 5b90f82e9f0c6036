/**
 * What search finds text by (docs/decisions/023-blind-search-index.md): its words as
 * `@somnia/shared/words` cuts them, each by itself and by each of its beginnings from three
 * characters ('lig' … 'lighthouse'), up to `MAX_PREFIX` characters; a longer query word is looked
 * up by its first `MAX_PREFIX` and checked against the text after decryption.
 */
export const MIN_PREFIX = 3;
export const MAX_PREFIX = 16;

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
