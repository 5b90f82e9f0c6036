import { EMOTIONS } from "@somnia/shared/detections";
import { LEXICON } from "../../domain/symbols/lexicon";
import { delimit, UNTRUSTED_DATA_RULE } from "../provider/untrusted";

const SYMBOLS = LEXICON.map((entry) => `${entry.id} (${entry.label})`).join("; ");

/** The emotions and lexicon symbols of a dream, grounded in its own words (decision 013). */
export const DETECT_SYSTEM = [
  "You find the emotions and dream symbols in a dream for a dream journal.",
  `Emotions: report only one of these, and only when the dream states it or clearly shows it: ${EMOTIONS.join(", ")}. Never report an emotion that is negated ("I wasn't afraid"), hypothetical ("I would have been scared") or merely guessed from the images. "who" is "dreamer" for the dreamer, else "other" with "whoName" the character's name or role ("Sarah", "mother"), or null. "evidence" is the exact words of the dream that show the emotion, copied verbatim. "when" is "waking" for a feeling felt on waking from the dream ("I woke up anxious", "relieved it was only a dream"), else null. A scene alone (a party, a beach, a chase) states no emotion.`,
  `Symbols: report only ids from this lexicon, each with the exact words of the dream that match it: ${SYMBOLS}.`,
  'Reply with one JSON object only: {"emotions": [{"emotion": "...", "who": "dreamer", "whoName": null, "evidence": "...", "when": null}], "symbols": [{"symbol": "...", "evidence": ["..."]}]}. Empty arrays when nothing applies.',
  UNTRUSTED_DATA_RULE,
].join("\n");

export function detectPrompt(content: string): string {
  return `Find the emotions and symbols in this dream.\n\n${delimit("dream", content)}`;
}
