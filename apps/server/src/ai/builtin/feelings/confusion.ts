import { type FeelingGroup, terms } from "./types";

/**
 * Hall–Van de Castle confusion: puzzlement, strangeness, uncertainty, surprise, amazement, awe.
 * Words that praise a thing ("amazing", "stunning", "magical") say how good it was, not that
 * anyone was amazed, so they are not here.
 */
export const CONFUSION: FeelingGroup[] = [
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      confused, confusion, puzzled, disoriented, disorientated, bewildered, bewilderment, baffled,
      perplexed, mystified, dumbfounded, dazed, in a daze, muddled, uncertain, unsure, not sure, doubtful,
      make no sense, not make sense, not make any sense, none of it make sense, none of it make any sense,
      nothing make sense, wondering, wonder:v, feel odd, feel strange, feel weird, feel unreal, feel surreal,
      lose track of time
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    open: true,
    terms: terms(`
      did not understand, could not understand, did not know, had no idea, have no idea, had not a clue,
      did not have a clue, had no clue, could not figure out, could not work out, could not decide,
      could not tell whether, could not tell if
    `),
  },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    terms: terms("confusing, puzzling, baffling, bewildering, perplexing, disorienting, mystifying"),
  },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    predicative: true,
    terms: terms("strange, weird, odd, bizarre, surreal, unreal, mysterious, inexplicable"),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      surprised, surprise, shocked, shock, startled, astonished, astonishment, stunned, astounded,
      could not believe, taken aback, caught off guard, jaw dropped, speechless, to my surprise,
      to my astonishment, do a double take
    `),
  },
  {
    emotion: "surprise",
    intensity: 1,
    kind: "stimulus",
    terms: terms("surprising, shocking, startling, astonishing"),
  },
  { emotion: "surprise", intensity: 1, terms: terms("gasp") },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`
      awe, in awe, awestruck, awe-struck, amazed, amazement, sense of wonder, full of wonder, in wonder,
      marvel, mesmerized, mesmerised, spellbound, take my breath away, fascinated, enchanted, captivated,
      wonderstruck, dazzled, overawed, humbled
    `),
  },
];
