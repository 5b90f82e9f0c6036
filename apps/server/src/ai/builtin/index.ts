import { analyzeFrom } from "./analyze";
import { type Detection, detectAll } from "./detect";
import { distillWith } from "./distill";
import { textHash } from "./hash";
import { interpretWith } from "./interpret";
import { titleFrom } from "./title";
import type { Analysis, Distillation, DistillInput, DreamFindings, InterpretInput } from "./types";

export { NON_ENGLISH_NOTE } from "./analyze";
export type { Analysis, Distillation, DistillInput, DreamFindings, InterpretInput, QaPair } from "./types";

export interface BuiltinAnalyst {
  /** A 2-4 word title, or the shared fallback title when nothing is recognised. */
  title(text: string): string;
  /** The brief analysis (2-4 sentences, **bold** symbols) and 3-5 follow-up questions. */
  analyze(text: string): Analysis;
  /** Emotions, symbols, people, places and tense. */
  detect(text: string): DreamFindings;
  /** Key points and the answered Q&A pairs of an analysis session. */
  distill(input: DistillInput): Distillation;
  /** A 3-6 paragraph interpretation using every piece of context given, sentence by sentence as it is composed. */
  interpret(input: InterpretInput): Iterable<string>;
}

/**
 * The built-in offline dream analyst: English NLP (wink-nlp, loaded lazily once) and the curated
 * symbol lexicon in ./lexicon. Synchronous (the interpretation a generator of its sentences), no
 * network, and deterministic: the same input always gives the same output.
 */
export function createBuiltinAnalyst(): BuiltinAnalyst {
  const cache = new Map<string, Detection>();
  const detectCached = (text: string): Detection => {
    let detection = cache.get(text);
    if (!detection) {
      detection = detectAll(text);
      if (cache.size > 200) cache.clear();
      cache.set(text, detection);
    }
    return detection;
  };
  return {
    title: (text) => titleFrom(text, detectCached(text)),
    analyze: (text) => analyzeFrom(detectCached(text), textHash(text), text),
    detect: (text) => {
      const { found: _found, feelings: _feelings, ...findings } = detectCached(text);
      return structuredClone(findings);
    },
    distill: (input) => distillWith(input, detectCached),
    interpret: (input) => interpretWith(input, detectCached),
  };
}
