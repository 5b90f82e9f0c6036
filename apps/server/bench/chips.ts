/**
 * Emotion and symbol chips for seeded dreams, shaped like the ones detection stores (decision 013:
 * `{emotions: [{emotion, who, evidence}], symbols: [{symbol, label, evidence}]}`), with a skew like
 * real journals: fear and worry on many dreams, shame on few; falling and flying common, most of
 * the lexicon rare, and one symbol on exactly one dream.
 */
import type { Emotion } from "@somnia/shared/detections";
import { LEXICON } from "../src/domain/symbols/lexicon";
import type { StoredDetections } from "../src/services/dreams/dream-detections";
import { skewedIndex, skewedPick } from "./dream-text";

/**
 * Emotions, most frequent first: apprehension and confusion lead in dream reports (Hall and Van de
 * Castle's norms, cited in apps/server/src/domain/symbols/lexicon/sources.ts), then joy and sadness.
 */
const EMOTIONS_BY_FREQUENCY: readonly Emotion[] = [
  "fear",
  "worry",
  "confusion",
  "surprise",
  "joy",
  "sadness",
  "anger",
  "relief",
  "calm",
  "love",
  "embarrassment",
  "annoyance",
  "awe",
  "disappointment",
  "regret",
  "shame",
];

/** The emotion the "emotion filter" measurement asks for: the journal's most common one. */
export const COMMON_EMOTION: Emotion = EMOTIONS_BY_FREQUENCY[0] as Emotion;

/** The symbol on exactly one dream: the lexicon's last entry, kept out of every other dream. */
const RARE_ENTRY = LEXICON.at(-1) as (typeof LEXICON)[number];
export const RARE_SYMBOL = RARE_ENTRY.id;

/** The lexicon in its own order (typical dreams first: falling, flying, chase…), skewed to the front. */
const SYMBOL_POOL = LEXICON.filter((entry) => entry.id !== RARE_SYMBOL);

/** The share of dreams with 0, 1, 2… emotions and symbols: most have one to three of each. */
const EMOTION_COUNTS = [0.12, 0.4, 0.33, 0.15];
const SYMBOL_COUNTS = [0.08, 0.22, 0.3, 0.22, 0.12, 0.06];

function countFrom(random: () => number, shares: readonly number[]): number {
  let left = random();
  for (const [count, share] of shares.entries()) {
    left -= share;
    if (left < 0) return count;
  }
  return shares.length - 1;
}

/** A term as a dream's words would show it: "bark:v" → "bark". */
const wordsOf = (term: string) => term.replace(/:[nv]$/, "");

/** The chips of one remembered dream; `rare`: the one dream with the rare symbol. */
export function dreamChips(
  random: () => number,
  sentences: readonly string[],
  rare = false,
): StoredDetections {
  const emotions = new Map<Emotion, StoredDetections["emotions"][number]>();
  for (let i = countFrom(random, EMOTION_COUNTS); i > 0; i--) {
    const emotion = skewedPick(random, EMOTIONS_BY_FREQUENCY);
    const evidence = sentences[Math.floor(random() * sentences.length)] ?? "I woke up.";
    emotions.set(emotion, { emotion, who: random() < 0.85 ? "dreamer" : "other", evidence });
  }
  const symbols = new Map<string, StoredDetections["symbols"][number]>();
  for (let i = countFrom(random, SYMBOL_COUNTS); i > 0; i--) {
    const entry = SYMBOL_POOL[skewedIndex(random, SYMBOL_POOL.length)] as (typeof LEXICON)[number];
    symbols.set(entry.id, {
      symbol: entry.id,
      label: entry.label,
      evidence: [wordsOf(entry.terms[0] ?? entry.id)],
    });
  }
  if (rare) {
    const evidence = [wordsOf(RARE_ENTRY.terms[0] ?? RARE_SYMBOL)];
    symbols.set(RARE_SYMBOL, { symbol: RARE_SYMBOL, label: RARE_ENTRY.label, evidence });
  }
  return { emotions: [...emotions.values()], symbols: [...symbols.values()] };
}
