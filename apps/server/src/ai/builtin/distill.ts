import type { Detection } from "./detect";
import { rankSymbols } from "./detect-symbols";
import type { Distillation, DistillInput, QaPair } from "./types";
import { EMOTION_WORDING, inSentence, listOf, quote } from "./wording";

type Detector = (text: string) => Detection;

/** What a question was about: the first symbol it names, else the dream in general. */
function topicOf(question: string, detect: Detector): string {
  const symbol = rankSymbols(detect(question).found).find((found) => found.entry.theme !== "objects");
  return symbol ? inSentence(symbol.label) : "the dream";
}

/**
 * Key points (2-5 short lines) on the feelings and themes of a dream and its Q&A, quoting the
 * person's own words briefly, plus the answered pairs. Empty answers are ignored. Chips the user
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
    points.push(`On ${topicOf(pair.question, detect)}: ${quote(pair.answer, 12)}.`);
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
