import type { Detection } from "./detect";
import { rankSymbols } from "./detect-symbols";
import { ownWords } from "./interpret-answers";
import { indirectQuestion } from "./interpret-restate";
import { answerStatement, isShortAnswer } from "./interpret-statement";
import { toFirstPerson } from "./interpret-words";
import type { Distillation, DistillInput, QaPair } from "./types";
import { capitalise, EMOTION_WORDING, inSentence, listOf, quote } from "./wording";

type Detector = (text: string) => Detection;

/** A key point stays short enough to read at a glance in the memory list. */
const MAX_POINT = 139;

/** What a question was about: the first symbol it names, else the dream in general. */
function topicOf(question: string, detect: Detector): string {
  const symbol = rankSymbols(detect(question).found).find((found) => found.entry.theme !== "objects");
  return symbol ? inSentence(symbol.label) : "the dream";
}

const fits = (line: string) => line.length <= MAX_POINT;

/**
 * One answer as the memory keeps it, in the dreamer's voice. A short answer becomes a statement
 * with the question's content ("Did the sea feel calm or threatening?" + "Calm" → "The sea felt
 * calm."); a longer one is kept in the person's own words, after what was asked ("What the
 * lighthouse reminds me of: “the flat I lived in as a student”."). Never a bare "Yes".
 */
function answerPoint(pair: QaPair, detect: Detector): string {
  const statement = answerStatement(pair.question, pair.answer);
  if (statement) {
    const line = `${capitalise(toFirstPerson(statement))}.`;
    if (fits(line)) return line;
  }
  const asked = indirectQuestion(pair.question);
  const about = `About ${topicOf(pair.question, detect)}`;
  if (isShortAnswer(pair.answer)) {
    // A short answer no statement could be made of: said with the question it answers.
    const said = `“${pair.answer.replace(/[.!?…]+$/, "")}”`;
    const lines = [
      asked && `Answered ${said} when asked ${toFirstPerson(asked)}.`,
      `Answered ${said} to “${toFirstPerson(pair.question)}”`,
      `Answered ${said} ${about.toLowerCase()}.`,
    ];
    return lines.find((line) => line && fits(line)) ?? (lines.at(-1) as string);
  }
  const lead = asked ? capitalise(toFirstPerson(asked)) : about;
  for (const said of [ownWords(pair.answer), quote(pair.answer, 14), quote(pair.answer, 8)]) {
    for (const line of [`${lead}: ${said}.`, `${about}: ${said}.`]) if (fits(line)) return line;
  }
  return `${about}: ${quote(pair.answer, 4)}.`;
}

/**
 * Key points (2-5 short lines) on the feelings and themes of a dream and its Q&A, keeping what the
 * person said (answerPoint), plus the answered pairs. Empty answers are ignored. Chips the user
 * edited replace the dream's own detection.
 */
export function distillWith(input: DistillInput, detect: Detector): Distillation {
  const content = typeof input.dream === "string" ? input.dream : input.dream.content;
  const pairs: QaPair[] = input.qa
    .map((pair) => ({ question: pair.question.trim(), answer: (pair.answer ?? "").trim() }))
    .filter((pair) => pair.question.length > 0 && pair.answer.length > 0);

  const edited = input.detections;
  const dream = edited ?? detect(content);
  const points: string[] = [];
  const themes = (edited ? edited.symbols : rankSymbols(detect(content).found))
    .slice(0, 4)
    .map((symbol) => inSentence(symbol.label));
  if (themes.length > 0) points.push(`Dream themes: ${listOf(themes)}.`);

  const felt = dream.emotions.map((emotion) =>
    emotion.who === "dreamer"
      ? EMOTION_WORDING[emotion.emotion].noun
      : `${EMOTION_WORDING[emotion.emotion].noun} (${emotion.whoName ?? "another character"})`,
  );
  if (felt.length > 0) points.push(`Feelings in the dream: ${listOf([...new Set(felt)].slice(0, 4))}.`);

  const answerFeelings = new Set<string>();
  for (const pair of pairs) {
    if (points.length >= 4) break;
    points.push(answerPoint(pair, detect));
    for (const emotion of detect(pair.answer).emotions) {
      if (emotion.who === "dreamer") answerFeelings.add(EMOTION_WORDING[emotion.emotion].noun);
    }
  }
  if (answerFeelings.size > 0 && points.length < 5) {
    points.push(`Feelings named in the answers: ${listOf([...answerFeelings].slice(0, 3))}.`);
  }
  if (pairs.length === 0) points.push("No follow-up questions were answered.");
  if (points.length < 2) points.push("No feeling is named in the dream itself.");
  return { keyPoints: points.slice(0, 5), pairs };
}
