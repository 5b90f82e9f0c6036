import type { DreamLanguage } from "../../domain/languages";
import { detectCharacters } from "./characters";
import { dreamEmotions, type Feeling, findFeelings } from "./detect-emotions";
import { detectPlaces } from "./detect-places";
import { detectSymbols, type FoundSymbol, rankSymbols } from "./detect-symbols";
import { detectTense } from "./detect-tense";
import { dreamLanguage } from "./dream-language";
import { readInLanguage } from "./languages";
import { readSentences } from "./nlp";
import type { DreamFindings } from "./types";

const MAX_SYMBOLS = 60;
const MAX_EMOTIONS = 40;
const MAX_EVIDENCE = 20;

/** Findings plus what the other steps need: the lexicon matches, and every stated feeling (waking ones too). */
export interface Detection extends DreamFindings {
  found: FoundSymbol[];
  feelings: Feeling[];
}

/** Within the shared schema's bounds even for a very long dream: the strongest symbols, in text order. */
function shown(found: FoundSymbol[], feelings: Feeling[]): Pick<DreamFindings, "emotions" | "symbols"> {
  const kept = new Set(rankSymbols(found).slice(0, MAX_SYMBOLS));
  return {
    emotions: dreamEmotions(feelings).slice(0, MAX_EMOTIONS),
    symbols: found
      .filter((symbol) => kept.has(symbol))
      .map(({ symbol, label, evidence }) => ({ symbol, label, evidence: evidence.slice(0, MAX_EVIDENCE) })),
  };
}

/**
 * What the analyst finds in `text`, in the language it is written in; `reader` (the reader's
 * language) decides a short text's language. English is read in full (people, places, tense);
 * the other languages' feelings and symbols by ./languages.
 */
export function detectAll(text: string, reader: DreamLanguage = "en"): Detection {
  const language = dreamLanguage(text, reader);
  const none = { people: [], places: [], tense: "past" as const };
  if (language === null)
    return { ...none, emotions: [], symbols: [], language: null, found: [], feelings: [] };
  if (language !== "en") {
    const read = readInLanguage(language, text);
    return { ...none, ...shown(read.found, read.feelings), language, ...read };
  }
  const sentences = readSentences(text);
  const feelings = findFeelings(sentences);
  const found = detectSymbols(sentences, feelings);
  return {
    ...shown(found, feelings),
    people: detectCharacters(sentences).map((character) => character.label),
    places: detectPlaces(sentences),
    tense: detectTense(sentences),
    language,
    found,
    feelings,
  };
}

/** The public findings: `{ emotions, symbols, people, places, tense, language }`. */
export function detect(text: string): DreamFindings {
  const { found: _found, feelings: _feelings, ...findings } = detectAll(text);
  return findings;
}
