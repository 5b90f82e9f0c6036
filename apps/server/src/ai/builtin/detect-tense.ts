import type { Sentence } from "./nlp";

export type Tense = "past" | "present" | "mixed";

const PAST_AUX = new Set(["was", "were", "had", "did", "wasn't", "weren't", "hadn't", "didn't"]);
const PRESENT_AUX = new Set(["am", "is", "are", "i'm", "has", "does", "do", "'m", "'re", "'s"]);
const IRREGULAR_PAST = new Set([
  "went",
  "saw",
  "ran",
  "fell",
  "came",
  "felt",
  "got",
  "took",
  "found",
  "knew",
  "thought",
  "told",
  "said",
  "made",
  "left",
  "flew",
  "swam",
  "drove",
  "began",
  "became",
  "stood",
  "sat",
  "held",
  "lost",
  "woke",
  "gave",
  "ate",
  "drank",
  "wore",
  "rode",
  "bit",
  "broke",
  "hid",
  "hung",
  "caught",
  "brought",
  "bought",
  "fought",
  "heard",
  "kept",
  "led",
  "met",
  "paid",
  "sent",
  "shook",
  "spoke",
  "stole",
  "threw",
  "won",
  "wrote",
  "sank",
  "grew",
  "tried",
  "cried",
  "seemed",
  "looked",
  "turned",
  "started",
  "wanted",
  "walked",
  "tried",
]);

/**
 * The tense the dream is told in, from its finite verbs: past forms (was, fell, chased) against
 * present forms (am, is, runs). Three quarters or more of one kind decide; otherwise "mixed".
 * A dream with no finite verb counts as past, the usual way dreams are told.
 */
export function detectTense(sentences: Sentence[]): Tense {
  let past = 0;
  let present = 0;
  for (const sentence of sentences) {
    sentence.tokens.forEach((token, position) => {
      const word = token.normal;
      const previous = sentence.tokens[position - 1]?.normal ?? "";
      if (PAST_AUX.has(word) || (token.text.toLowerCase() === "was" && token.pos === "AUX")) past++;
      else if (PRESENT_AUX.has(word) || token.text.toLowerCase() === "i'm") present++;
      else if (token.pos === "VERB") {
        const text = token.text.toLowerCase();
        if (IRREGULAR_PAST.has(text) || (text.endsWith("ed") && text !== token.lemma)) past++;
        else if (["i", "we", "you", "they", "he", "she", "it"].includes(previous) && !text.endsWith("ing"))
          present++;
      }
    });
  }
  if (past + present === 0) return "past";
  if (past / (past + present) >= 0.75) return "past";
  if (present / (past + present) >= 0.75) return "present";
  return "mixed";
}
