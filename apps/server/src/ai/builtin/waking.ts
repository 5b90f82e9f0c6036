import { isFeelingWord } from "./emotion-match";
import { formsOf } from "./match";
import type { Sentence, Token } from "./nlp";

/**
 * Feelings on waking are kept apart from the dream's own: "I woke up terrified", "when I woke up I
 * was relieved", "relieved that it was only a dream", and whatever the report says after the
 * dreamer woke ("Then I woke up. I was still shaking."). Waking up inside the dream ("I woke up in
 * a forest") is part of the dream.
 */
const WAKE = new Set(["wake", "woke", "woken", "awake", "awoke", "awaken", "awakened", "waking"]);
const IN_DREAM_PLACE = new Set(["in", "at", "on", "inside", "into", "beside", "next", "under"]);
const WAKING_STATES = new Set(["sweat", "sweating", "shock", "tears"]);
const REAL = new Set(["for", "properly", "really", "actually"]);
const TIMES = new Set(["dawn", "midnight", "noon", "night", "last", "about", "around", "half", "quarter"]);
const ONLY = new Set(["only", "just", "all", "merely", "but"]);
/** Between a feeling and the waking after it, these make the feeling the waking's: "relieved when I woke". */
const AT_WAKING = new Set([
  "when",
  "as",
  "after",
  "upon",
  "once",
  "that",
  "because",
  "since",
  "until",
  "till",
]);

/** "I thought I was awake", "sure I was awake": a false awakening the dreamer believed. */
const BELIEVED = new Set([
  "thought",
  "think",
  "decided",
  "believed",
  "sure",
  "convinced",
  "assumed",
  "pretended",
]);
/** "tried to wake up", "couldn't wake up": waking wanted or tried, not done. */
const ATTEMPT = new Set([
  "try",
  "tried",
  "trying",
  "want",
  "wanted",
  "wanting",
  "need",
  "needed",
  "force",
  "forced",
]);
const NOT = new Set(["n't", "not", "never", "cannot"]);

/**
 * Is the waking word at `i` no waking at all: "wide awake" in the dream, an awakening the dreamer
 * only thought was one, a waking tried or wanted ("tried to wake myself up", "couldn't wake up")?
 */
function notWaking(tokens: Token[], i: number): boolean {
  const word = (at: number) => tokens[at]?.normal ?? "";
  if (word(i) === "awake") {
    if (word(i - 1) === "wide") return true;
    if (tokens.slice(Math.max(0, i - 5), i).some((token) => BELIEVED.has(token.normal))) return true;
  }
  if (NOT.has(word(i - 1))) return true;
  return word(i - 1) === "to" && (ATTEMPT.has(word(i - 2)) || ATTEMPT.has(word(i - 3)));
}

/** Where the sentence has the dreamer wake or see it was a dream; -1 when it does not. */
export function wakingAt(tokens: Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.normal === "dream" && tokens[i - 1]?.normal === "a" && ONLY.has(tokens[i - 2]?.normal ?? "")) {
      return i - 2;
    }
    if (![...formsOf(token)].some((form) => WAKE.has(form))) continue;
    if (notWaking(tokens, i)) continue;
    let at = tokens[i + 1]?.normal === "up" ? i + 2 : i + 1;
    // "I woke up (in the dream)": an aside in brackets says where.
    if (tokens[at]?.normal === "(") at++;
    // "I woke up again, in my own bed…" and the dream goes on: a false awakening, unless "for real".
    if (
      tokens[at]?.normal === "again" &&
      !REAL.has(tokens[at + 1]?.normal ?? "") &&
      !REAL.has(tokens[at + 2]?.normal ?? "")
    )
      continue;
    const after = tokens[at];
    // "woke up at four", "at dawn": a time, not a place in the dream.
    if (after?.normal === "at" && (tokens[at + 1]?.pos === "NUM" || TIMES.has(tokens[at + 1]?.normal ?? "")))
      return i;
    // "woke up in tears", "in a cold sweat" is the waking; "woke up in a forest" the dream.
    const state = tokens
      .slice(at + 1, at + 4)
      .some((word) => WAKING_STATES.has(word.normal) || isFeelingWord(word));
    if (!after || !IN_DREAM_PLACE.has(after.normal) || state) return i;
  }
  return -1;
}

/**
 * The index of the token where the dreamer really wakes (the last sentence that wakes, if not the
 * first: a report may open with the night before), or Infinity: what follows it is waking life.
 */
export function awakeFrom(sentences: Sentence[]): number {
  for (let s = sentences.length - 1; s > 0; s--) {
    const tokens = (sentences[s] as Sentence).tokens;
    const wake = wakingAt(tokens);
    if (wake >= 0) return (tokens[wake] as Token).index;
  }
  return Number.POSITIVE_INFINITY;
}

/** Is the feeling at `start`…`end` felt on waking, given where the sentence wakes (-1: it does not)? */
export function feltOnWaking(tokens: Token[], start: number, end: number, wake: number): boolean {
  if (wake < 0) return false;
  if (start > wake) return true;
  // "I was so scared that I woke up": the fear woke the dreamer, it was felt in the dream.
  if (["so", "such"].includes(tokens[start - 1]?.normal ?? "")) return false;
  return tokens.slice(end + 1, wake).some((token) => AT_WAKING.has(token.normal));
}
