import { delimit, UNTRUSTED_DATA_RULE } from "../provider/untrusted";
import type { InterpretInput } from "../types";

/** One-shot interpretation; the dreamer is not addressed by name. */
export const INTERPRET_SYSTEM = [
  "You are a thoughtful dream interpreter. Interpret the dream in 3 to 6 short paragraphs, drawing on the dreamer's answers, distilled notes, personal information and recurring dreams where they are given.",
  "this_dream_notes summarise this same dream's answers; only user_distilled_info holds reflections from earlier dreams.",
  "Be tentative, never certain; do not address the dreamer by name. You may use **bold** for key images; no other markup, no HTML, no links. Write in the dream's language.",
  'Reply with one JSON object only: {"output": "<interpretation>"}.',
  UNTRUSTED_DATA_RULE,
].join("\n");

export function interpretPrompt(input: InterpretInput): string {
  const parts = [delimit("dream", `${input.dream.title ?? ""}\n${input.dream.date}\n${input.dream.content}`)];
  input.answers.forEach((pair, i) => {
    parts.push(delimit(`question_${i + 1}`, pair.question), delimit(`answer_${i + 1}`, pair.answer));
  });
  if (input.dreamNotes?.length) parts.push(delimit("this_dream_notes", input.dreamNotes.join("\n")));
  if (input.distilled.length > 0) parts.push(delimit("user_distilled_info", input.distilled.join("\n")));
  if (input.personal) parts.push(delimit("user_personal_info", input.personal));
  if (input.recurring) parts.push(delimit("user_recurring_dreams", input.recurring));
  for (const related of input.related) {
    parts.push(
      delimit("related_dream", `${related.title} (${related.date}): ${related.sharedSymbols.join(", ")}`),
    );
  }
  return `Interpret this dream.\n\n${parts.join("\n\n")}`;
}
