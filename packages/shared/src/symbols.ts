import { z } from "zod";
import { emotionSchema } from "./detections";

/**
 * The symbol dictionary (docs/product.md, 'Dream Dictionary'): the built-in analyst's cited
 * lexicon of dream symbols, and how often each is on the caller's own dreams.
 */

/** The families the lexicon's symbols belong to, in the order the dictionary offers them. */
export const SYMBOL_THEMES = [
  "movement",
  "water",
  "nature",
  "animals",
  "places",
  "people",
  "situations",
  "body",
  "objects",
  "otherworldly",
] as const;
export type SymbolTheme = (typeof SYMBOL_THEMES)[number];

/** Short keys of the works the readings lean on (apps/server/src/domain/symbols/lexicon/sources.ts). */
export const SOURCE_KEYS = [
  "HVDC",
  "TDQ",
  "DOMHOFF",
  "SCHREDL",
  "REVONSUO",
  "HARTMANN",
  "FREUD",
  "JUNG",
  "GARFIELD",
  "LABERGE",
  "POP",
] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/**
 * What a work supports: research (how common a theme is, how dreams relate to waking life), a
 * classic or popular interpretive tradition, or an association of popular dream literature.
 */
export const SOURCE_KINDS = ["research", "tradition", "popular"] as const;

export const symbolSourceSchema = z.object({
  key: z.enum(SOURCE_KEYS),
  kind: z.enum(SOURCE_KINDS),
  /** How an entry names it: 'Hartmann 1998'. */
  short: z.string(),
  /** The full reference. */
  citation: z.string(),
  /** What the work is cited for. */
  about: z.string(),
});
export type SymbolSource = z.infer<typeof symbolSourceSchema>;

export const dictionaryEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  theme: z.enum(SYMBOL_THEMES),
  /** Emotions the symbol is commonly reported with. */
  emotions: z.array(emotionSchema),
  /** A hedged reading: what the image is often associated with, never a certainty. */
  reading: z.string(),
  /** A reflective question for the dreamer. */
  question: z.string(),
  sources: z.array(z.enum(SOURCE_KEYS)),
  /** The words of a dream that bring the symbol up ('sea', 'tide' for Ocean): what search also matches. */
  words: z.array(z.string()),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** GET /api/symbols: every symbol of the lexicon, in lexicon order, and the works they cite. */
export const symbolDictionarySchema = z.object({
  symbols: z.array(dictionaryEntrySchema),
  sources: z.array(symbolSourceSchema),
});
export type SymbolDictionary = z.infer<typeof symbolDictionarySchema>;

/** A symbol is a dream sign once it is on this many of the user's dreams. */
export const DREAM_SIGN_MIN_DREAMS = 2;
/** How many dream signs are listed at most: the ones that recur most. */
export const MAX_DREAM_SIGNS = 12;

export const symbolCountSchema = z.object({
  symbol: z.string(),
  /** Remembered dreams carrying the symbol. */
  count: z.number().int(),
  /** The latest dream date (yyyy-MM-dd) carrying it. */
  lastDreamDate: z.string(),
});
export type SymbolCount = z.infer<typeof symbolCountSchema>;

/**
 * The one order of a journal's symbols, and its dream signs: most dreams first, then the most
 * recently dreamt, then by the label shown (`labelOf`, the id when not given); the signs are the
 * first MAX_DREAM_SIGNS of them on at least DREAM_SIGN_MIN_DREAMS dreams. What My Symbols lists and
 * what the interpreter calls a dream sign.
 */
export function rankSymbolCounts<T extends SymbolCount>(
  counts: readonly T[],
  labelOf: (symbol: string) => string = (symbol) => symbol,
): { symbols: T[]; signs: T[] } {
  const symbols = [...counts].sort(
    (a, b) =>
      b.count - a.count ||
      b.lastDreamDate.localeCompare(a.lastDreamDate) ||
      labelOf(a.symbol).localeCompare(labelOf(b.symbol)),
  );
  const signs = symbols.filter((s) => s.count >= DREAM_SIGN_MIN_DREAMS).slice(0, MAX_DREAM_SIGNS);
  return { symbols, signs };
}

/**
 * GET /api/symbols/mine: every symbol on the caller's remembered dreams with its number of dreams,
 * most dreams first, then the most recently dreamt, then by label; `signs` are the first
 * MAX_DREAM_SIGNS of them that are on at least DREAM_SIGN_MIN_DREAMS dreams: the user's recurring
 * dream signs.
 */
export const mySymbolsSchema = z.object({
  symbols: z.array(symbolCountSchema),
  signs: z.array(symbolCountSchema),
});
export type MySymbols = z.infer<typeof mySymbolsSchema>;
