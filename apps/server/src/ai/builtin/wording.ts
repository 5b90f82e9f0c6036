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

/** A short quotation of the person's own words: at most `max` words, trimmed, with an ellipsis. */
export function quote(text: string, max = 14): string {
  const words = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "")
    .split(" ");
  const cut = words.slice(0, max).join(" ");
  return `“${cut}${words.length > max ? "…" : ""}”`;
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

/** "a forest", "an attic". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
