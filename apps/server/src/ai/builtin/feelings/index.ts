import type { Emotion } from "@somnia/shared/detections";
import { ANGER } from "./anger";
import { APPREHENSION } from "./apprehension";
import { CONFUSION } from "./confusion";
import { HAPPINESS } from "./happiness";
import { SADNESS } from "./sadness";
import { type FeelingGroup, type HvdcClass, terms } from "./types";

export { type FeelingGroup, HVDC_CLASSES, type HvdcClass } from "./types";

/**
 * The emotion vocabulary, one file per Hall–Van de Castle class, each group naming one of
 * Somnia's 16 emotions (@somnia/shared/detections). Only explicit wording is listed: actions that
 * could mean several things (screaming, running) are absent, so an emotion is never guessed.
 */
export const FEELINGS_BY_CLASS: Record<HvdcClass, FeelingGroup[]> = {
  anger: ANGER,
  apprehension: APPREHENSION,
  sadness: SADNESS,
  confusion: CONFUSION,
  happiness: HAPPINESS,
};

export const FEELINGS: FeelingGroup[] = Object.values(FEELINGS_BY_CLASS).flat();

/** Somnia's 16 emotions onto the five Hall–Van de Castle classes. */
export const HVDC_CLASS: Record<Emotion, HvdcClass> = {
  anger: "anger",
  annoyance: "anger",
  fear: "apprehension",
  worry: "apprehension",
  embarrassment: "apprehension",
  shame: "apprehension",
  regret: "apprehension",
  sadness: "sadness",
  disappointment: "sadness",
  confusion: "confusion",
  surprise: "confusion",
  awe: "confusion",
  joy: "happiness",
  relief: "happiness",
  love: "happiness",
  calm: "happiness",
};

/**
 * Phrases in which an emotion word means something else: a cry for help is a call, not sadness;
 * "happy birthday" is a greeting. A match inside one of them does not count.
 */
export const NOT_FEELINGS = terms(`
  cry out, cry for help, cry of, cry from, crying shame, happy birthday, happy new year, happy hour,
  happy ending, merry christmas, what a shame, such a shame, shame that, it is a shame, for fear of,
  no wonder, i wonder, peace and quiet, make peace, love to, horror movie, horror film, scary movie,
  panic room, panic button, fun fair, shock absorber, electric shock, calm down, calm before, smiley face,
  pleased to meet you, know what to say, speechless with, found guilty, plead guilty, pleaded guilty,
  not guilty, guilty verdict, say i was guilty, said i was guilty, laugh it off, laugh off, flat calm,
  surprise party, gasp for
`);

/**
 * Verbs whose object, not subject, feels the emotion ("the dog scared me", "it upset my sister").
 * Used that way they need a person as object: "she upset the vase" states no feeling.
 */
export const CAUSATIVE_LEMMAS = new Set(
  `scare frighten terrify horrify spook alarm worry upset annoy irritate frustrate bother surprise shock
  startle stun astonish astound confuse puzzle baffle bewilder embarrass humiliate disappoint relieve amaze
  delight please anger infuriate enrage madden calm comfort sadden stress disgust excite thrill
  reassure soothe overwhelm intimidate unsettle disturb trouble sicken offend insult`
    .trim()
    .split(/\s+/),
);
