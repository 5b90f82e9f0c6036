import type { Detection } from "./detect";
import { rankSymbols } from "./detect-symbols";
import { mix, pick } from "./hash";
import { addressed, EMOTION_WORDING, withArticle } from "./wording";

const FEELING_QUESTIONS = [
  (feeling: string) => `When in your waking life have you felt ${feeling} in a similar way?`,
  (feeling: string) =>
    `What in the dream made you feel most ${feeling}, and does that moment remind you of anything?`,
  (feeling: string) => `How long did that ${feeling} feeling stay with you after you woke up?`,
];
const OTHER_FEELING_QUESTIONS = [
  (who: string, feeling: string) => `Why do you think ${who} felt ${feeling} in the dream?`,
  (who: string, feeling: string) =>
    `Have you seen ${who} ${feeling} like that in waking life, and how did you respond?`,
];
const NO_FEELING_QUESTIONS = [
  "How did you feel when you woke up from this dream?",
  "Which feeling would you put at the centre of this dream, if you had to name one?",
  "Was the mood of this dream closer to calm, tense or sad, and why do you think so?",
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
const GENERAL_QUESTIONS = [
  "What was on your mind the day before this dream?",
  "If you could change how the dream ended, what would happen instead?",
  "Which moment of the dream stays with you most vividly, and why?",
  "What part of this dream would you most like to understand better?",
  "Does anything in this dream connect with a decision you are facing?",
  "If this dream were a message to you, what would it be saying?",
];

/**
 * 3-5 questions from what the dream holds: its strongest symbols (their lexicon questions), its
 * feelings, its people and places, then general ones. Template choice and the number of questions
 * come from the text's hash, so different dreams get different sets and the same dream the same.
 */
export function questionsFor(detection: Detection, hash: number): string[] {
  const specific: string[] = [];
  for (const symbol of rankSymbols(detection.found).slice(0, 3)) specific.push(symbol.entry.question);

  const dreamer = detection.emotions.find((emotion) => emotion.who === "dreamer");
  const otherFeeling = detection.emotions.find((emotion) => emotion.who === "other" && emotion.whoName);
  if (dreamer)
    specific.splice(1, 0, pick(FEELING_QUESTIONS, hash, 1)(EMOTION_WORDING[dreamer.emotion].adjective));
  else specific.splice(1, 0, pick(NO_FEELING_QUESTIONS, hash, 2));
  if (otherFeeling?.whoName) {
    const who =
      detection.people.find((label) => label.endsWith(otherFeeling.whoName ?? "")) ?? otherFeeling.whoName;
    specific.push(
      pick(
        OTHER_FEELING_QUESTIONS,
        hash,
        3,
      )(addressed(who, "the"), EMOTION_WORDING[otherFeeling.emotion].adjective),
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
