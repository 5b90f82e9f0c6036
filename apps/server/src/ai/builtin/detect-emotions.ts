import type { EmotionDetection } from "@somnia/shared/detections";
import { detectTense } from "./detect-tense";
import { inTheirSentence, onlySaid, threatNear } from "./emotion-context";
import { clauseTokens, feelingMatches } from "./emotion-match";
import { isHypothetical, isNegated, isPresentAside, isQuestion, leavesSituationOpen } from "./emotion-rules";
import { whoFelt } from "./experiencer";
import { joinTokens } from "./match";
import { type Felt, readDiscourse } from "./mentions";
import type { Sentence } from "./nlp";
import { awakeFrom, feltOnWaking, wakingAt } from "./waking";

/** One feeling the dream states, with the builtin-only facts about it. */
export interface Feeling extends EmotionDetection {
  /** 1 mild … 3 intense, from the vocabulary (feelings/): the strongest mention's. */
  intensity: 1 | 2 | 3;
  /** Felt on waking, not in the dream (waking.ts): kept out of the dream's emotions. */
  waking: boolean;
  /** How many times the dream states it, for this person and moment. */
  mentions: number;
  /** The words in `evidence` that state it, as written: "terrified", "heart was pounding". */
  words: string;
  /** Each mention's tokens, by index in the text: a symbol's word inside them is a feeling here. */
  spans: number[][];
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
  let feelings = feelingsOf.get(sentences);
  if (feelings === undefined) {
    feelings = readFeelings(sentences);
    feelingsOf.set(sentences, feelings);
  }
  return feelings;
}

/**
 * Each reading's feelings, found once: the findings and the suggested types both ask for them, of
 * the same sentences (./nlp.ts reads a text once per task). A caller must not change them.
 */
const feelingsOf = new WeakMap<Sentence[], Feeling[]>();

function readFeelings(sentences: Sentence[]): Feeling[] {
  const discourse = readDiscourse(sentences);
  // A dream told in the past (asides in the present make it "mixed"): present-tense feelings are asides.
  const past = detectTense(sentences) !== "present";
  const found = new Map<string, Feeling>();
  // Where the dreamer really wakes (the last waking the report tells): what follows is waking life.
  // An earlier waking in the report is inside the dream (a false awakening) or before it.
  const awakeAt = awakeFrom(sentences);
  for (const [index, sentence] of sentences.entries()) {
    const { tokens, joined } = clauseTokens(sentence.tokens);
    const wake = wakingAt(tokens);
    const awake = (sentence.tokens[0]?.index ?? 0) > awakeAt;
    const stated: Feeling[] = [];
    if (!isQuestion(sentence.text)) {
      let shared: Felt[] | null = null;
      for (const match of feelingMatches(tokens, joined)) {
        if (isNegated(tokens, match.start) || isHypothetical(tokens, match.start)) continue;
        if (match.group.kind === "sign" && !threatNear(sentences, index)) continue;
        if (match.group.open && !leavesSituationOpen(tokens, match.start, match.end)) continue;
        const quoted = discourse.quoted.has(tokens[match.start]?.index ?? -1);
        if (onlySaid(tokens, match.start, match.end, match.group, quoted)) continue;
        if (past && !quoted && isPresentAside(tokens, match.start)) continue;
        const people = whoFelt(tokens, match, discourse, shared);
        if (!people) continue;
        shared = people;
        const waking = awake || feltOnWaking(tokens, match.start, match.end, wake);
        const { emotion, intensity } = match.group;
        const saying = tokens.slice(match.start, match.end + 1);
        const words = joinTokens(saying);
        const span = saying.map((token) => token.index);
        for (const felt of people) {
          const feeling = { emotion, ...felt, evidence: evidenceOf(sentence), intensity, waking };
          stated.push({ ...feeling, mentions: 1, words, spans: [span] });
        }
      }
    }
    for (const feeling of inTheirSentence(stated)) add(found, feeling);
  }
  return [...found.values()];
}

function add(found: Map<string, Feeling>, feeling: Feeling): void {
  const name = feeling.who === "other" ? (feeling.whoName ?? "").toLowerCase() : "";
  const key = `${feeling.emotion}|${feeling.who}|${name}|${feeling.waking}`;
  const before = found.get(key);
  if (!before) {
    found.set(key, feeling);
    return;
  }
  const counted = { mentions: before.mentions + 1, spans: [...before.spans, ...feeling.spans] };
  const stronger = feeling.intensity > before.intensity;
  found.set(key, stronger ? { ...feeling, ...counted } : { ...before, ...counted });
}

/**
 * The emotions the dream states, with who felt them (the shared schema), from findFeelings: those
 * felt on waking come after the dream's own, marked `when: "waking"`.
 */
export function dreamEmotions(feelings: Feeling[]): EmotionDetection[] {
  const inDream = feelings.filter((feeling) => !feeling.waking);
  const onWaking = feelings.filter((feeling) => feeling.waking);
  return [...inDream, ...onWaking].map(({ emotion, who, whoName, evidence, waking }) => ({
    emotion,
    who,
    ...(whoName ? { whoName } : {}),
    evidence,
    ...(waking ? { when: "waking" as const } : {}),
  }));
}

/**
 * The dream's feelings (not those on waking), strongest evidence first: the dreamer's own before
 * other people's, then the more intense, then the more often stated, then the first stated.
 */
export function strongestFeelings(feelings: Feeling[]): Feeling[] {
  const inDream = feelings.filter((feeling) => !feeling.waking);
  const own = (feeling: Feeling) => (feeling.who === "dreamer" ? 1 : 0);
  return inDream
    .map((feeling, order) => ({ feeling, order }))
    .sort(
      (a, b) =>
        own(b.feeling) - own(a.feeling) ||
        b.feeling.intensity - a.feeling.intensity ||
        b.feeling.mentions - a.feeling.mentions ||
        a.order - b.order,
    )
    .map(({ feeling }) => feeling);
}
