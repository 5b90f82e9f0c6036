import type { Emotion } from "@somnia/shared/detections";

/** The dreamer-emotion classes of the Hall–Van de Castle coding system, which the evaluation uses. */
export const HVDC_CLASSES = ["anger", "apprehension", "sadness", "confusion", "happiness"] as const;
export type HvdcClass = (typeof HVDC_CLASSES)[number];

/**
 * Words that state one emotion, at one strength, read the same way.
 *
 * - `intensity`: 1 mild ("uneasy", "strange"), 2 plain ("scared"), 3 intense ("terrified").
 * - `kind`: "state" words are felt by whoever they are said of: the subject ("Anna was scared"),
 *   the possessor ("her fear"), the person they qualify ("a frightened child"). "stimulus" words
 *   describe what caused the feeling ("a scary house", "it was confusing"); the one who felt it is
 *   the dreamer, who perceived it. Default "state".
 * - `predicative`: the word is an emotion only after a linking verb ("I was getting mad"), never
 *   before a noun ("a mad scientist") or as a verb ("cross the road").
 * - `kind: "sign"`: a bodily sign ("heart pounding", "shaking") that states fear only beside a
 *   threat in the same or the previous sentence (being chased, hiding, a monster): after running
 *   for a bus it is only a pounding heart.
 *
 * - `open`: not knowing or understanding, confusion only when what is not known is the situation
 *   ("I had no idea what was going on", "I didn't know why", "I didn't understand."), not a fact or
 *   a skill ("I didn't know who Bex was", "had no idea how to fly it", "couldn't understand a
 *   word", "didn't know where the toilets were").
 *
 * Terms are base forms: inflections match through morph.ts (cry → cried, crying). A hyphenated
 * term matches the hyphenated word ("self-conscious").
 */
export interface FeelingGroup {
  emotion: Emotion;
  intensity: 1 | 2 | 3;
  kind?: "state" | "stimulus" | "sign";
  predicative?: boolean;
  open?: boolean;
  terms: string[];
}

/** A comma-separated list of terms, so a long list stays readable: "afraid, scared, heart was pounding". */
export function terms(text: string): string[] {
  return text
    .split(",")
    .map((term) => term.trim().replace(/\s+/g, " "))
    .filter((term) => term.length > 0);
}
