import type { Detection } from "./detect";
import { strongestFeelings } from "./detect-emotions";
import { rankSymbols } from "./detect-symbols";
import { mix, pick } from "./hash";
import { addressed, EMOTION_WORDING, feltBy, withArticle } from "./wording";

type Wording = (typeof EMOTION_WORDING)[keyof typeof EMOTION_WORDING];

const FEELING_QUESTIONS = [
  ({ adjective }: Wording) => `When in your waking life have you felt ${adjective} in a similar way?`,
  ({ adjective }: Wording) =>
    `What in the dream made you feel most ${adjective}, and does that moment remind you of anything?`,
  ({ noun }: Wording) => `How long did the ${noun} stay with you after you woke up?`,
  ({ noun }: Wording) => `What in your life has brought up that kind of ${noun} lately?`,
  ({ noun }: Wording) => `If the ${noun} in this dream could speak, what do you think it would tell you?`,
];
const OTHER_FEELING_QUESTIONS = [
  (who: string, feeling: string) => `Why do you think ${who} felt ${feeling} in the dream?`,
  (who: string, feeling: string) =>
    `Have you seen ${who} ${feeling} like that in waking life, and how did you respond?`,
  (who: string, feeling: string) => `What do you think ${who} needed from you, feeling ${feeling} like that?`,
];
const NO_FEELING_QUESTIONS = [
  "How did you feel when you woke up from this dream?",
  "Which feeling would you put at the centre of this dream, if you had to name one?",
  "Was the mood of this dream closer to calm, tense or sad, and why do you think so?",
  "What feeling, if any, did you notice in your body during the dream?",
  "If this dream had a weather, what would it be, and what mood does that suggest to you?",
  "Which moment of the dream did you feel most strongly, even without a word for the feeling?",
  "Did anything in the dream surprise you, or did it all seem normal while you were in it?",
  "What feeling would you have expected in that situation, and was it there?",
];
const PERSON_QUESTIONS = [
  (who: string) => `What is your relationship with ${who} like at the moment?`,
  (who: string) => `If ${who} could explain their part in the dream, what do you imagine they would say?`,
  (who: string) => `What does ${who} bring out in you, in the dream and in waking life?`,
];
const PLACE_QUESTIONS = [
  (place: string) => `What does the ${place} remind you of from your waking life?`,
  (place: string) => `Have you been to ${withArticle(place)} like that one, and what happened there?`,
  (place: string) => `How did it feel for you to be in that ${place}: safe, strange or familiar?`,
];
/** For any dream; many of them, so no one question is asked of many dreams. */
const GENERAL_QUESTIONS = [
  "What was on your mind the day before this dream?",
  "If you could change how the dream ended, what would happen instead?",
  "Which moment of the dream stays with you most vividly, and why?",
  "What part of this dream would you most like to understand better?",
  "Does anything in this dream connect with a decision you are facing?",
  "If this dream were a message to you, what would it be saying?",
  "If you gave this dream a title of your own, what would it be?",
  "What were you doing in the dream, and would you act the same way awake?",
  "Which small detail of the dream keeps coming back to you?",
  "What would you ask this dream, if it could answer you?",
  "Has anything happened lately that this dream reminds you of?",
  "What would you have liked to do in the dream that you did not do?",
  "Who would you most like to tell this dream to, and why them?",
  "Does this dream remind you of an earlier dream you have had?",
  "What did the dream leave unfinished for you?",
  "Which part of the dream felt most like you, and which least?",
  "What in this dream would you like to see again, and what never again?",
  "If the dream went on tonight, what do you think would happen next?",
  "What choice did you make in the dream, and how does it compare with your choices awake?",
  "What were you hoping for in the dream?",
  "Which image from this dream would you keep, if you could keep only one?",
  "What might this dream be asking you to pay attention to?",
  "How does this dream fit with what you have been going through this week?",
  "What would someone who knows you well say about this dream?",
];

/**
 * 3-5 questions from what the dream holds: its strongest symbols (their lexicon questions), its
 * feelings, its people and places, then general ones. Template choice and the number of questions
 * come from the text's hash, so different dreams get different sets and the same dream the same.
 */
export function questionsFor(detection: Detection, hash: number): string[] {
  const specific: string[] = [];
  for (const symbol of rankSymbols(detection.found).slice(0, 3)) specific.push(symbol.entry.question);

  const strongest = strongestFeelings(detection.feelings);
  const dreamer = strongest.find((feeling) => feeling.who === "dreamer");
  const otherFeeling = strongest.find((feeling) => feeling.who === "other" && feeling.whoName);
  if (dreamer) specific.splice(1, 0, pick(FEELING_QUESTIONS, hash, 1)(EMOTION_WORDING[dreamer.emotion]));
  else specific.splice(1, 0, pick(NO_FEELING_QUESTIONS, hash, 2));
  if (otherFeeling?.whoName) {
    const who = feltBy(detection.people, otherFeeling.whoName);
    specific.push(
      pick(OTHER_FEELING_QUESTIONS, hash, 3)(who, EMOTION_WORDING[otherFeeling.emotion].adjective),
    );
  }
  const person = detection.people[0];
  if (person) specific.push(pick(PERSON_QUESTIONS, hash, 4)(addressed(person, "the")));
  const place = detection.places.find((candidate) => /^[a-z]/.test(candidate));
  if (place && !detection.found.some((symbol) => symbol.evidence.includes(place))) {
    specific.push(pick(PLACE_QUESTIONS, hash, 5)(place));
  }

  const count = 3 + (hash % 3);
  const unique = [...new Set(specific)];
  const general = [...GENERAL_QUESTIONS].sort((a, b) => mix(a, hash) - mix(b, hash));
  const questions = unique.slice(0, Math.min(count, 4));
  for (const question of general) {
    if (questions.length >= Math.max(count, 3)) break;
    questions.push(question);
  }
  return questions.slice(0, 5);
}
