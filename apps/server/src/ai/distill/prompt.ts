import type { Locale } from "@somnia/shared/locales";
import { delimit, UNTRUSTED_DATA_RULE } from "../provider/untrusted";
import { readerFallback } from "../reader-language";
import type { DistillInput } from "../types";

export const DISTILL_SYSTEM = [
  "You summarise a dream analysis conversation for the dreamer's private journal.",
  "From the dream and the dreamer's answers, write 2 to 5 short key points about their feelings, personality and recurring themes, in the language of the dream.",
  "The person reads these notes: write them in the second person ('You felt…') or neutrally ('Fear of deep water'), never about 'the dreamer' in the third person, and use no name.",
  'Reply with one JSON object only: {"keyPoints": ["...", "..."]}.',
  UNTRUSTED_DATA_RULE,
].join("\n");

/** The user's own reading of the dream's emotions and symbols, when they edited the chips. */
function chipsOf(detections: DistillInput["detections"]): string {
  if (!detections) return "";
  const emotions = detections.emotions.map((e) =>
    e.who === "dreamer" ? e.emotion : `${e.emotion} (${e.whoName ?? "another character"})`,
  );
  const symbols = detections.symbols.map((s) => s.label);
  const lines = `Emotions: ${emotions.join(", ") || "none"}\nSymbols: ${symbols.join(", ") || "none"}`;
  return `\n\nThe dreamer confirmed these emotions and symbols; prefer them to your own reading:\n${delimit("chips", lines)}`;
}

/** The dream, the user's chips and the answered questions; `reader` for a dream whose language is unclear. */
export function distillPrompt({ dream, qa, detections }: DistillInput, reader?: Locale): string {
  const content = typeof dream === "string" ? dream : dream.content;
  const pairs = qa
    .filter((pair) => pair.answer?.trim())
    .map(
      (pair, i) =>
        `${delimit(`question_${i + 1}`, pair.question)}\n${delimit(`answer_${i + 1}`, pair.answer ?? "")}`,
    );
  return `Distil this dream and conversation.\n\n${readerFallback(reader)}${delimit("dream", content)}${chipsOf(detections)}\n\n${pairs.join("\n")}`;
}
