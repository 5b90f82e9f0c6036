import { withArticle } from "./wording";

/**
 * Question templates that take the dream's own words: its image ("the water", "being chased"), its
 * feeling, its turning point (quoted as written), a person or a place it names. Many of each, so
 * that no one question is asked of many dreams.
 */

/** For an image: `x` is "the water", "the houses" or a gerund ("being chased"); `noun` false for a gerund. */
export const IMAGE_QUESTIONS: ((x: string, noun: boolean) => string | null)[] = [
  (x) => `What comes to mind first when you think of ${x} in this dream?`,
  (x) => `What do you connect with ${x}, outside this dream?`,
  (x) => `If ${x} stood for something in your life right now, what might it be?`,
  (x) => `Why do you think your mind chose ${x} for this dream?`,
  (x) => `What would this dream have been for you without ${x}?`,
  (x) => `What does ${x} have in common with something on your mind lately?`,
  (x) => `Looking back, what strikes you most about ${x}?`,
  (x) => `What memory, if any, does ${x} bring back for you?`,
  (x) => `What part of you might ${x} be a picture of?`,
  (x) => `What would you like to understand about ${x} in this dream?`,
  (x) => `How does ${x} fit with what you have been going through lately?`,
  (x) => `What feeling do you connect with ${x}, now that you are awake?`,
  (x) => `Which word would you use for ${x}, if you had to sum it up in one?`,
  (x, noun) => (noun ? `What do you think ${x} was there to show you?` : null),
  (x, noun) => (noun ? `If you dreamt of ${x} again, what would you want to be different?` : null),
  (x, noun) => (noun ? `If you could ask ${x} one question, what would it be?` : null),
  (x, noun) => (noun ? `Where else in your life have you met something like ${x}?` : null),
  (x, noun) => (noun ? `How would you draw ${x}, if you drew this dream?` : null),
];

export interface FeelingWords {
  adjective: string;
  noun: string;
  /** A feeling one would rather have less of (fear, anger, sadness…). */
  hard: boolean;
}

export const FEELING_QUESTIONS: ((feeling: FeelingWords) => string | null)[] = [
  ({ adjective }) => `When in your waking life have you felt ${adjective} in a similar way?`,
  ({ noun }) => `What in your life has brought up that kind of ${noun} lately?`,
  ({ noun }) => `If the ${noun} in this dream could speak, what do you think it would tell you?`,
  ({ noun }) => `Is that ${noun} familiar from somewhere in your days right now?`,
  ({ noun }) => `Who in your waking life would understand the ${noun} you felt in this dream?`,
  ({ noun }) => `What did you need, in that moment of ${noun}, that the dream did not give you?`,
  ({ noun }) => `Where in your body do you remember the ${noun}, if anywhere?`,
  ({ adjective }) => `What would you say to yourself in the dream, feeling ${adjective} like that?`,
  ({ noun }) => `How does the ${noun} in this dream compare with how you have been feeling lately?`,
  ({ adjective }) =>
    `What is the first thing that comes to mind when you think of feeling ${adjective} like that?`,
  ({ adjective }) => `If you had not felt ${adjective}, how do you think the dream would have gone?`,
  ({ noun }) => `What might the ${noun} in this dream be pointing you towards?`,
  ({ adjective }) => `Who or what in your life makes you feel ${adjective} like that?`,
  ({ adjective }) =>
    `Does feeling ${adjective} in this dream say something about a situation you are in now?`,
  ({ adjective, hard }) =>
    hard ? `What usually helps you when you feel ${adjective} like that while awake?` : null,
  ({ adjective, hard }) =>
    hard ? `What would it take for you to feel less ${adjective} in a situation like that?` : null,
  ({ adjective, hard }) =>
    hard ? null : `What would it take to feel that ${adjective} more often in your days?`,
  ({ noun, hard }) => (hard ? null : `What do you think made room for the ${noun} in this dream?`),
];

/** The dreamer names two different feelings. */
export const MIXED_FEELING_QUESTIONS = [
  (a: string, b: string) =>
    `You felt both ${a} and ${b} in this dream: how do those two sit together for you?`,
  (a: string, b: string) => `What do you make of feeling ${a} and ${b} in the same dream?`,
  (a: string, b: string) => `Where in your life do you feel ${a} and ${b} at once?`,
];

/** Someone else's stated feeling: who ("your sister", "the stranger") and the adjective. */
export const OTHER_FEELING_QUESTIONS = [
  (who: string, feeling: string) => `Why do you think ${who} felt ${feeling} in the dream?`,
  (who: string, feeling: string) =>
    `Have you seen ${who} ${feeling} like that in waking life, and how did you respond?`,
  (who: string, feeling: string) => `What do you think ${who} needed from you, feeling ${feeling} like that?`,
  (who: string, feeling: string) => `How did it affect you to see ${who} so ${feeling}?`,
  (who: string, feeling: string) =>
    `If you could ask ${who} about feeling ${feeling} in the dream, what would you ask?`,
  (who: string, feeling: string) => `What part of you might be ${feeling} the way ${who} was?`,
  (who: string, feeling: string) => `What would you have wanted to do for ${who}, seeing them ${feeling}?`,
];

/**
 * A person the dream names: `p` as said to the dreamer ("your brother", "Anna", "the man"); `known`
 * for a name or a relation; `one` for one person (not "your parents").
 */
export const PERSON_QUESTIONS: ((p: string, known: boolean, one: boolean) => string | null)[] = [
  (p) => `If ${p} could explain their part in the dream, what do you imagine they would say?`,
  (p) => `Why do you think ${p} appeared in this dream now?`,
  (p) => `What part of you might ${p} stand for in this dream?`,
  (p) => `How would the dream have changed for you without ${p} in it?`,
  (p, _known, one) => (one ? `What does ${p} in this dream bring out in you?` : null),
  (p, _known, one) => (one ? `What do you think ${p} wanted from you in this dream?` : null),
  (p, known) => (known ? `What is your relationship with ${p} like at the moment?` : null),
  (p, known) => (known ? `What would you like to say to ${p} after this dream?` : null),
  (p, known) => (known ? `Is there something unresolved between you and ${p}?` : null),
  (p, known) => (known ? `When did you last see or speak to ${p}, and how did it go?` : null),
  (p, known) => (known ? `What would ${p} make of this dream if you told them?` : null),
  (p, known) => (known ? `What do you value most in ${p}, and what do you find hard?` : null),
  (p, known) => (known ? `Have you been thinking about ${p} lately, and why?` : null),
  (p, known) => (known ? `How much room do you make for ${p} in your life right now?` : null),
  (p, known) => (known ? `What would you want ${p} to know about how this dream left you?` : null),
  (p, known) => (known ? `How close was the dream's version of ${p} to the real one?` : null),
];

export const PLACE_QUESTIONS = [
  (place: string) => `What does the ${place} remind you of from your waking life?`,
  (place: string) => `Have you been in ${withArticle(place)} like that one, and what happened there?`,
  (place: string) => `What does being in that ${place} stir up in you, now that you look back on it?`,
  (place: string) => `If the ${place} in this dream were a part of your life, which part would it be?`,
  (place: string) => `Why do you think the dream set itself in ${withArticle(place)}?`,
  (place: string) => `What would you change about the ${place} if you went back into the dream?`,
  (place: string) =>
    `Is there ${withArticle(place)} in your life right now that feels like the one in the dream?`,
];

/** The turning point, quoted as the dreamer wrote it. */
export const TURNING_QUESTIONS = [
  (c: string) => `What changed for you at the moment when “${c}”?`,
  (c: string) => `Before “${c}”, what do you think the dream was building up to?`,
  (c: string) => `The dream turns when “${c}”: what does that turn remind you of in your own life?`,
  (c: string) => `If you could replay the moment when “${c}”, what would you want to happen instead?`,
  (c: string) => `What do you think set off the change when “${c}”?`,
  (c: string) => `When “${c}”, what went through your mind?`,
  (c: string) => `Has anything in your life shifted the way the dream did when “${c}”?`,
  (c: string) => `What does the moment when “${c}” say to you now that you are awake?`,
  (c: string) => `Why do you think the dream turned when “${c}”?`,
  (c: string) => `How did it feel for you when “${c}”?`,
];

export const LUCID_QUESTIONS = [
  "How did knowing you were dreaming change the way you saw the dream around you?",
  "If you become lucid again, what would you like to try or ask the dream?",
  "What do you think helped you realise you were dreaming this time?",
  "How does the choice you made once you knew it was a dream compare with the choices you make awake?",
  "What would you like to remember to do, the next time you notice you are dreaming?",
  "Is there a part of your waking life where you would like the awareness you had when you knew you were dreaming?",
  "What did it mean to you to realise, inside the dream, that it was a dream?",
  "Knowing you were dreaming, what felt possible that does not feel possible awake?",
  "What would you say to a figure in your next lucid dream, if you could choose?",
  "Once you knew it was a dream, what would you have liked to explore that you did not?",
];

/** A nightmare: the fear, and what the dreamer did with it. */
export const NIGHTMARE_QUESTIONS = [
  "How does the way you reacted to the fear in this dream compare with how you meet fear when awake?",
  "Looking at what you did when the fear was at its height, what would you want to do differently if the dream came back?",
  "If you could step back into this nightmare feeling safe, what would you do?",
  "When you think about what you did in the face of that fear, what do you notice about yourself?",
  "If this nightmare came back tonight, what would you like to try in it?",
  "When the fear took hold, what did you notice about the way you responded?",
  "Thinking of what you did while you were so afraid, what does it tell you about how you protect yourself?",
  "What part of what you did in the nightmare are you glad of, now that you are awake?",
  "Is something in your waking life frightening you in a similar way, and do you meet it as you did in the dream?",
  "What do you think the fear in this nightmare was trying to protect you from, and how well did what you did protect you?",
];
