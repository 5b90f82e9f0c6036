import type { EmotionDetection } from "@somnia/shared/detections";
import { clauseTokens, feelingMatches } from "./emotion-match";
import { isHypothetical, isNegated, isQuestion } from "./emotion-rules";
import { whoFelt } from "./experiencer";
import { type Felt, readDiscourse } from "./mentions";
import type { Sentence } from "./nlp";
import { feltOnWaking, wakingAt } from "./waking";

/** One feeling the dream states, with the builtin-only facts about it. */
export interface Feeling extends EmotionDetection {
  /** 1 mild … 3 intense, from the vocabulary (lexicon/feelings/). */
  intensity: 1 | 2 | 3;
  /** Felt on waking, not in the dream (waking.ts): kept out of the dream's emotions. */
  waking: boolean;
}

function evidenceOf(sentence: Sentence): string {
  const text = sentence.text.replace(/\s+/g, " ");
  return text.length <= 240 ? text : `${text.slice(0, 237)}…`;
}

/**
 * Every feeling the dream states, once per emotion, person and moment (in the dream or on waking),
 * in the order first stated, the evidence being the sentence that says it most strongly. Negated,
 * hypothetical and asked feelings are left out (emotion-rules.ts), and so are other senses of the
 * words (emotion-match.ts, experiencer.ts).
 */
export function findFeelings(sentences: Sentence[]): Feeling[] {
  const discourse = readDiscourse(sentences);
  const found = new Map<string, Feeling>();
  let awake = false;
  for (const sentence of sentences) {
    const { tokens, joined } = clauseTokens(sentence.tokens);
    const wake = wakingAt(tokens);
    if (!isQuestion(sentence.text)) {
      let shared: Felt[] | null = null;
      for (const match of feelingMatches(tokens, joined)) {
        if (isNegated(tokens, match.start) || isHypothetical(tokens, match.start)) continue;
        const people = whoFelt(tokens, match, discourse, shared);
        if (!people) continue;
        shared = people;
        const waking = awake || feltOnWaking(tokens, match.start, match.end, wake);
        const { emotion, intensity } = match.group;
        for (const felt of people)
          add(found, { emotion, ...felt, evidence: evidenceOf(sentence), intensity, waking });
      }
    }
    if (wake >= 0) awake = true;
  }
  return [...found.values()];
}

function add(found: Map<string, Feeling>, feeling: Feeling): void {
  const name = feeling.who === "other" ? (feeling.whoName ?? "").toLowerCase() : "";
  const key = `${feeling.emotion}|${feeling.who}|${name}|${feeling.waking}`;
  const before = found.get(key);
  if (!before) found.set(key, feeling);
  else if (feeling.intensity > before.intensity)
    found.set(key, { ...before, evidence: feeling.evidence, intensity: feeling.intensity });
}

/** The emotions felt in the dream, with who felt them (the shared schema): see findFeelings. */
export function detectEmotions(sentences: Sentence[]): EmotionDetection[] {
  return findFeelings(sentences)
    .filter((feeling) => !feeling.waking)
    .map(({ emotion, who, whoName, evidence }) => ({
      emotion,
      who,
      ...(whoName ? { whoName } : {}),
      evidence,
    }));
}
