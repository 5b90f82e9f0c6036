import type { DreamLanguage } from "../../domain/languages";
import { analyzeFrom } from "./analyze";
import { type Detection, detectAll } from "./detect";
import { distillWith } from "./distill";
import { loadDreamLanguages } from "./dream-language";
import { textHash } from "./hash";
import { interpretWith } from "./interpret";
import { titleFrom } from "./title";
import type { Analysis, Distillation, DistillInput, DreamFindings, InterpretInput } from "./types";

export { loadDreamLanguages } from "./dream-language";
export type { Analysis, Distillation, DistillInput, DreamFindings, InterpretInput, QaPair } from "./types";
export { UNREAD } from "./unread";

export interface BuiltinAnalyst {
  /** A 2-4 word title, or the shared fallback title when nothing is recognised. */
  title(text: string): string;
  /**
   * The brief analysis (2-4 sentences, **bold** symbols) and 3-5 follow-up questions; of a dream in
   * a language it does not read, a note and general questions in `reader`'s language.
   */
  analyze(text: string, reader?: DreamLanguage): Analysis;
  /** Emotions, symbols, people, places and tense; `reader`'s language breaks a short text's tie. */
  detect(text: string, reader?: DreamLanguage): DreamFindings;
  /** Key points and the answered Q&A pairs of an analysis session. */
  distill(input: DistillInput): Distillation;
  /** A 3-6 paragraph interpretation using every piece of context given, sentence by sentence as it is composed. */
  interpret(input: InterpretInput): Iterable<string>;
}

/**
 * The built-in offline dream analyst: the dream's language (./dream-language.ts), English NLP
 * (wink-nlp, loaded lazily once) and the curated symbol lexicon in ./lexicon. Synchronous (the
 * interpretation a generator of its sentences), no network, and deterministic: the same input
 * always gives the same output. Made once the languages are loaded (`loadDreamLanguages`), as
 * `loadBuiltinAnalyst` makes the server's.
 */
export function createBuiltinAnalyst(): BuiltinAnalyst {
  const cache = new Map<string, Detection>();
  const detectCached = (text: string, reader: DreamLanguage = "en"): Detection => {
    const key = `${reader}\u0000${text}`;
    let detection = cache.get(key);
    if (!detection) {
      detection = detectAll(text, reader);
      if (cache.size > 200) cache.clear();
      cache.set(key, detection);
    }
    return detection;
  };
  return {
    title: (text) => titleFrom(text, detectCached(text)),
    analyze: (text, reader = "en") => analyzeFrom(detectCached(text, reader), textHash(text), text, reader),
    detect: (text, reader) => {
      const { found: _found, feelings: _feelings, ...findings } = detectCached(text, reader);
      return structuredClone(findings);
    },
    distill: (input) => distillWith(input, detectCached),
    interpret: (input) => interpretWith(input, detectCached),
  };
}

let analyst: Promise<BuiltinAnalyst> | undefined;

/** The built-in analyst, its language detector loaded on first use (not when the server starts). */
export function loadBuiltinAnalyst(): Promise<BuiltinAnalyst> {
  analyst ??= loadDreamLanguages().then(createBuiltinAnalyst);
  return analyst;
}
