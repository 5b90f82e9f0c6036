import { detectCharacters } from "./characters";
import { detectEmotions } from "./detect-emotions";
import { detectLanguage } from "./detect-language";
import { detectPlaces } from "./detect-places";
import { detectSymbols, type FoundSymbol, rankSymbols } from "./detect-symbols";
import { detectTense } from "./detect-tense";
import { readSentences } from "./nlp";
import type { DreamFindings } from "./types";

const MAX_SYMBOLS = 60;
const MAX_EMOTIONS = 40;
const MAX_EVIDENCE = 20;

/** Findings plus the ranked lexicon matches the other steps need. */
export interface Detection extends DreamFindings {
  found: FoundSymbol[];
}

export function detectAll(text: string): Detection {
  if (!detectLanguage(text).english) {
    return { emotions: [], symbols: [], people: [], places: [], tense: "past", english: false, found: [] };
  }
  const sentences = readSentences(text);
  const found = detectSymbols(sentences);
  // Within the shared schema's bounds even for a very long dream: the strongest symbols, in text order.
  const kept = new Set(rankSymbols(found).slice(0, MAX_SYMBOLS));
  return {
    emotions: detectEmotions(sentences).slice(0, MAX_EMOTIONS),
    symbols: found
      .filter((symbol) => kept.has(symbol))
      .map(({ symbol, label, evidence }) => ({ symbol, label, evidence: evidence.slice(0, MAX_EVIDENCE) })),
    people: detectCharacters(sentences).map((character) => character.label),
    places: detectPlaces(sentences),
    tense: detectTense(sentences),
    english: true,
    found,
  };
}

/** The public findings: `{ emotions, symbols, people, places, tense, english }`. */
export function detect(text: string): DreamFindings {
  const { found: _found, ...findings } = detectAll(text);
  return findings;
}
