import type { Feeling } from "./detect-emotions";
import { formsOf } from "./match";
import type { Sentence } from "./nlp";

/**
 * Feelings that need the scene around them. A bodily sign ("heart pounding", "shaking") states
 * fear only beside a threat, in its sentence or the one before: "I hid behind the car, my heart
 * pounding" is fear, "I ran for the bus, heart pounding" is not. And excitement in a rage is not
 * joy: "I got excited and started shouting insults at them" is anger, so the joy of "excited" goes
 * when the same person is angry in the same sentence.
 */
const THREATS = new Set(
  `chase hunt follow stalk hide flee escape attack monster intruder burglar gun knife shoot kill stab murder
  scream dark darkness trap trapped stuck danger zombie ghost demon wolf bear snake spider creature shadow
  footstep grab drown fire flame crash fall falling bomb explosion police soldier coming closer behind`
    .trim()
    .split(/\s+/),
);
const EXCITEMENT = new Set(["excited", "excitement", "thrill", "thrilled", "giddy"]);

/** Does the sentence, or the one before it, hold a threat? */
export function threatNear(sentences: Sentence[], index: number): boolean {
  return [sentences[index - 1], sentences[index]].some((sentence) =>
    sentence?.tokens.some((token) => [...formsOf(token)].some((form) => THREATS.has(form))),
  );
}

/** A sentence's feelings without the excitement of someone who is, in the same sentence, angry. */
export function withoutAngryExcitement(feelings: Feeling[]): Feeling[] {
  const angry = new Set(
    feelings.filter((f) => f.emotion === "anger" || f.emotion === "annoyance").map((f) => f.whoName ?? f.who),
  );
  return feelings.filter(
    (f) => !(f.emotion === "joy" && EXCITEMENT.has(f.words.toLowerCase()) && angry.has(f.whoName ?? f.who)),
  );
}
