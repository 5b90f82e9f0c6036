import { type FeelingGroup, terms } from "./types";

/** Hall–Van de Castle anger: anger, rage, jealousy, irritation, frustration, disgust. */
export const ANGER: FeelingGroup[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furious, furiously, fury, rage, enraged, livid, outraged, irate, seething, fuming, infuriated,
      lose my temper, lose his temper, lose her temper, lose their temper, lose our temper,
      blood be boiling, blood boil, see red, hatred, wrath, in a rage
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      angry, angrily, anger, mad at, feel bitter, shout insults, hurl insults, swear at, hate, resentful, resentment, resent, jealous, jealousy, envious, envy,
      hostile, hostility, indignant, bitter, bitterness, vengeful, pissed off, ticked off, offended,
      feel insulted, feel betrayed, feel cheated, feel wronged
    `),
  },
  { emotion: "anger", intensity: 2, predicative: true, terms: terms("mad, cross, pissed") },
  { emotion: "anger", intensity: 2, kind: "stimulus", terms: terms("infuriating, outrageous, maddening") },
  {
    emotion: "annoyance",
    intensity: 2,
    terms: terms(`
      annoyed, annoyance, irritated, irritation, irritable, frustrated, frustration, bothered, impatient,
      impatience, fed up, exasperated, exasperation, disgusted, disgust, grossed out, repulsed, sick of,
      tired of, grumpy, cranky, peeved, miffed, vexed, aggravated, displeased
    `),
  },
  { emotion: "annoyance", intensity: 1, predicative: true, terms: terms("revolted, sickened") },
  {
    emotion: "annoyance",
    intensity: 2,
    kind: "stimulus",
    terms: terms("annoying, irritating, frustrating, disgusting, repulsive, revolting, gross"),
  },
];
