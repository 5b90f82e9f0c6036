import { dateTimeFormat } from "@somnia/shared/dates";
import type { Emotion } from "@somnia/shared/detections";

/** How each emotion is named in running text and titles. */
export const EMOTION_WORDING: Record<Emotion, { noun: string; adjective: string; titleAdjective: string }> = {
  fear: { noun: "fear", adjective: "afraid", titleAdjective: "Frightening" },
  worry: { noun: "worry", adjective: "worried", titleAdjective: "Uneasy" },
  embarrassment: { noun: "embarrassment", adjective: "embarrassed", titleAdjective: "Awkward" },
  surprise: { noun: "surprise", adjective: "surprised", titleAdjective: "Surprising" },
  confusion: { noun: "confusion", adjective: "confused", titleAdjective: "Bewildering" },
  joy: { noun: "joy", adjective: "happy", titleAdjective: "Joyful" },
  relief: { noun: "relief", adjective: "relieved", titleAdjective: "Safe" },
  love: { noun: "love", adjective: "loving", titleAdjective: "Tender" },
  anger: { noun: "anger", adjective: "angry", titleAdjective: "Angry" },
  annoyance: { noun: "annoyance", adjective: "annoyed", titleAdjective: "Frustrating" },
  sadness: { noun: "sadness", adjective: "sad", titleAdjective: "Sorrowful" },
  disappointment: { noun: "disappointment", adjective: "disappointed", titleAdjective: "Disappointing" },
  regret: { noun: "regret", adjective: "regretful", titleAdjective: "Regretful" },
  shame: { noun: "shame", adjective: "ashamed", titleAdjective: "Shameful" },
  awe: { noun: "awe", adjective: "in awe", titleAdjective: "Wondrous" },
  calm: { noun: "calm", adjective: "calm", titleAdjective: "Peaceful" },
};

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** First letter lowercased unless the word is a name or "I" ("Being chased" → "being chased"). */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : (text[0]?.toUpperCase() ?? "") + text.slice(1);
}

const wordCount = (text: string) => text.split(" ").filter(Boolean).length;
/**
 * Where a clause ends: after , ; : or a dash, before a word that always opens a clause ("because",
 * "when"), or before one that joins two when a subject follows it ("and I", "but the dog").
 */
const SUBJECT = "(?:I|he|she|we|they|it|you|my|his|her|our|their|the|a|an|everyone|nobody|someone)\\b";
const CLAUSE_BREAK = new RegExp(
  `(?<=[,;:—–])\\s+|\\s+(?=(?:because|when|while|although|though|whereas|which)\\s)|\\s+(?=(?:and|but|so|then|or|before|after|until|as)\\s+${SUBJECT})`,
  "i",
);
const LEADING_LINK = /^(?:and|but|so|then|or)\s+/i;

/** The sentences of a text, each line apart. */
function sentencesIn(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** The clauses of a sentence, in order; joined with spaces they give the sentence back. */
function clausesIn(sentence: string): string[] {
  return sentence.split(CLAUSE_BREAK).filter(Boolean);
}

/** Without its closing punctuation; a clause also without the "and" or "but" that joined it. */
const tidy = (text: string, clause: boolean) =>
  (clause ? text.replace(LEADING_LINK, "") : text).replace(/[\s,;:—–.!?…]+$/, "").trim();

/**
 * A short quotation of the person's own words, always whole: the sentence that holds `focus` (the
 * first sentence without one) when it has at most `max` words, else the longest run of its whole
 * clauses around `focus` that does, else its shortest clause holding `focus`. Never cut inside a
 * clause, so never an ellipsis inside the quotation marks.
 */
export function quote(text: string, max = 14, focus?: string): string {
  return `“${excerpt(text, max, focus)}”`;
}

/** The words `quote` quotes, without the quotation marks (another language has its own). */
export function excerpt(text: string, max = 14, focus?: string): string {
  const sentences = sentencesIn(text);
  const holds = (piece: string) => !focus || piece.toLowerCase().includes(focus.toLowerCase());
  const sentence = sentences.find(holds) ?? sentences[0] ?? text.trim();
  if (wordCount(sentence) <= max) return tidy(sentence, false);
  const clauses = clausesIn(sentence);
  const anchor = Math.max(0, clauses.findIndex(holds));
  let best = clauses[anchor] ?? sentence;
  for (let start = 0; start <= anchor; start++) {
    for (let end = anchor; end < clauses.length; end++) {
      const run = clauses.slice(start, end + 1).join(" ");
      if (wordCount(run) <= max && wordCount(run) > wordCount(best)) best = run;
    }
  }
  return tidy(best, best !== sentence);
}

/** A yyyy-MM-dd date as "3 March 2026" (UTC, so the same everywhere). */
export function longDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed);
}

/**
 * A character as said to the dreamer: "my mother" → "your mother"; an indefinite one becomes
 * definite once it has been mentioned ("a stranger" → "the stranger") when `article` is "the".
 */
export function addressed(label: string, article: "a" | "the" = "a"): string {
  if (label === "someone" || label === "somebody") return article === "the" ? "that person" : "someone";
  const your = label.replace(/^(my|our) /, "your ");
  return article === "the" ? your.replace(/^(a|an|some|his|her|their) /, "the ") : your;
}

/** Who felt a feeling, as said to the dreamer: "your mother", "the stranger", "Anna"; "someone" when unnamed. */
export function feltBy(people: string[], whoName?: string): string {
  if (!whoName) return "someone";
  return addressed(people.find((person) => person.endsWith(whoName)) ?? whoName, "the");
}

/** "a forest", "an attic". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
