import { SOURCE_KEYS, type SymbolDictionary } from "@somnia/shared/symbols";
import { LEXICON } from "../../ai/builtin/lexicon";
import { SOURCES } from "../../ai/builtin/lexicon/sources";

/** A lexicon term as words a person types: 'wave:n' → 'wave' (the part-of-speech mark is the matcher's). */
const asWords = (term: string) => term.replace(/:[nv]$/, "");

/**
 * The dream dictionary (GET /api/symbols): every lexicon symbol with its reading, question,
 * emotions, family and sources, the words that bring it up, and the cited works. The same for
 * everyone and for the life of the server, so it is built once.
 */
export const SYMBOL_DICTIONARY: SymbolDictionary = {
  symbols: LEXICON.map((entry) => ({
    id: entry.id,
    label: entry.label,
    theme: entry.theme,
    emotions: [...entry.emotions],
    reading: entry.reading,
    question: entry.question,
    sources: [...entry.sources],
    words: [...new Set(entry.terms.map(asWords))],
  })),
  sources: SOURCE_KEYS.map((key) => ({ key, ...SOURCES[key] })),
};
