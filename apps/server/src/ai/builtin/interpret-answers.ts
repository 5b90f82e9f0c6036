import type { Detection } from "./detect";
import { rankSymbols } from "./detect-symbols";
import type { DreamFacts } from "./interpret-facts";
import { indirectQuestion } from "./interpret-restate";
import { answerStatement } from "./interpret-statement";
import { bold, type Voice } from "./interpret-voice";
import type { QaPair } from "./types";
import { EMOTION_WORDING, inSentence, listOf, quote } from "./wording";

type Detector = (text: string) => Detection;

/** A statement inside a sentence: its first letter lowered unless it is "I" or a name the dream writes so. */
function inside(statement: string, facts: DreamFacts): string {
  const first = /^[\w'’]+/.exec(statement)?.[0] ?? "";
  const named = first === "I" || new RegExp(`[a-z,;] ${first}\\b`).test(facts.content);
  return named ? statement : statement.charAt(0).toLowerCase() + statement.slice(1);
}

/**
 * An answer in the dreamer’s own words: whole sentences while they last (about 24 words), else the
 * first sentence's longest whole clauses (wording.ts).
 */
export function ownWords(answer: string, maxWords = 24): string {
  const sentences = answer
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const count = sentence.split(/\s+/).length;
    if (words + count > maxWords) break;
    kept.push(sentence);
    words += count;
  }
  if (kept.length === 0) return quote(answer, 16);
  // Each sentence in its own quotation marks, so that no sentence of the reading ends inside one.
  return listOf(kept.map((sentence) => `“${sentence.replace(/[.!?…]+$/, "")}”`));
}

/** What a question was about when it cannot be said back: the image it names, else the dream. */
function topicOf(question: string, detect: Detector): string {
  const symbol = rankSymbols(detect(question).found)[0];
  return symbol ? `**${inSentence(symbol.label)}**` : "the dream";
}

const SAID = [
  (asked: string, said: string) => `Asked ${asked}, you said ${said}.`,
  (asked: string, said: string) => `When it came to ${asked}, your answer was ${said}.`,
  (asked: string, said: string) => `You answered ${said} when asked ${asked}.`,
  (asked: string, said: string) => `On ${asked}, you wrote ${said}.`,
  (asked: string, said: string) => `To the question of ${asked}, you replied ${said}.`,
  (asked: string, said: string) => `Thinking about ${asked}, you wrote ${said}.`,
  (asked: string, said: string) => `As for ${asked}, your words were ${said}.`,
  (asked: string, said: string) => `You had an answer to ${asked}: ${said}.`,
];
const ALSO_SAID = [
  (asked: string, said: string) => `You also said ${said}, about ${asked}.`,
  (asked: string, said: string) => `And on ${asked}: ${said}.`,
  (asked: string, said: string) => `Then, asked ${asked}, ${said}.`,
  (asked: string, said: string) => `You added ${said} about ${asked}.`,
  (asked: string, said: string) => `Your answer on ${asked} was ${said}.`,
  (asked: string, said: string) => `You went on, about ${asked}: ${said}.`,
  (asked: string, said: string) => `On ${asked}, too, you had something to say: ${said}.`,
];
const ABOUT = [
  (topic: string, said: string) => `About ${topic}, you said ${said}.`,
  (topic: string, said: string) => `Asked about ${topic}, you wrote ${said}.`,
  (topic: string, said: string) => `Your answer about ${topic} was ${said}.`,
  (topic: string, said: string) => `On ${topic}, your words were ${said}.`,
  (topic: string, said: string) => `When the question turned to ${topic}, you said ${said}.`,
];
const STATED = [
  (statement: string) => `You said ${statement}.`,
  (statement: string) => `By your own account, ${statement}.`,
  (statement: string) => `Your answer was clear: ${statement}.`,
  (statement: string) => `You told it simply: ${statement}.`,
  (statement: string) => `As you answered, ${statement}.`,
  (statement: string) => `You were sure of one thing: ${statement}.`,
];
const FELT_IN_ANSWERS = [
  (felt: string) => `The ${felt} in those answers may be the waking feeling this dream is working over.`,
  (felt: string) =>
    `There is ${felt} in what you wrote, which may be the feeling the dream keeps returning to.`,
  (felt: string) => `Your answers carry ${felt}; the dream may be giving that feeling a shape.`,
  (felt: string) => `What you wrote has ${felt} in it, perhaps the waking root of the dream.`,
  (felt: string) => `The ${felt} you put into words there may be what the dream is processing.`,
  (felt: string) => `Notice the ${felt} in your answers: it may be what the dream was carrying.`,
  (felt: string) => `Your own words bring in ${felt}, which may be the dream's waking counterpart.`,
  (felt: string) => `Behind those answers there is ${felt}, and the dream may be where it went at night.`,
];
const ECHOES = [
  (images: string) =>
    `Your answers come back to ${images}, which suggests the image is personal rather than general.`,
  (images: string) =>
    `You bring ${images} up again in your answers, so it may matter to you more than any general reading of it.`,
  (images: string) => `That your answers return to ${images} makes it the image to hold on to.`,
  (images: string) =>
    `${images.charAt(0).toUpperCase()}${images.slice(1)} comes up in your answers too, which ties it to your waking life.`,
];

/**
 * The dreamer's answers woven into the reading: a short answer as a statement with the question's
 * content, a longer one in the dreamer's own words with the question said back (never asked again);
 * the feelings the answers name, and the dream's images they return to.
 */
export function answersParagraph(
  answers: QaPair[],
  facts: DreamFacts,
  detect: Detector,
  voice: Voice,
): string {
  const answered = answers.filter((pair) => pair.answer.trim().length > 0).slice(0, 3);
  if (answered.length === 0) {
    return voice.choose("no-answers", [
      "There are no follow-up answers for this dream yet, so this reading stays close to the images themselves; your own associations would count for more than any general reading.",
      "You have not answered the follow-up questions for this dream, so this reading keeps to what the dream itself says; your own associations would weigh more than any dictionary.",
      "Without your answers to the follow-up questions, this reading can only stay with the dream's own words; what the images mean to you would count for more.",
      "No answers yet: what follows keeps to the dream as written, and your own associations, once you add them, would matter more.",
    ]);
  }
  const parts = answered.map((pair, i) => {
    const statement = answerStatement(pair.question, pair.answer);
    if (statement) return voice.choose(`stated-${i}`, STATED)(inside(statement, facts));
    const asked = indirectQuestion(pair.question);
    const said = ownWords(pair.answer);
    if (!asked) return voice.choose(`about-${i}`, ABOUT)(topicOf(pair.question, detect), said);
    return voice.choose(`said-${i}`, i === 0 ? SAID : ALSO_SAID)(asked, said);
  });
  const findings = answered.map((pair) => detect(pair.answer));
  const felt = [
    ...new Set(
      findings.flatMap((found) =>
        found.emotions.filter((e) => e.who === "dreamer").map((e) => EMOTION_WORDING[e.emotion].noun),
      ),
    ),
  ];
  if (felt.length > 0) parts.push(voice.choose("felt-in-answers", FELT_IN_ANSWERS)(listOf(felt.slice(0, 2))));
  const own = new Set(facts.detection.found.map((symbol) => symbol.symbol));
  const echoed = facts.images.filter(
    (image) =>
      image.phrase && findings.some((found) => found.found.some((s) => s.symbol === image.symbol.symbol)),
  );
  if (echoed.length > 0 && own.size > 0) {
    parts.push(voice.choose("echoes", ECHOES)(bold([echoed[0]?.phrase as string])));
  }
  return parts.join(" ");
}
