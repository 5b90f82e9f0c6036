import type { Locale } from "@somnia/shared/locales";
import { lexiconEntry } from "../../domain/symbols/lexicon";
import { delimit, UNTRUSTED_DATA_RULE } from "../provider/untrusted";
import { readerFallback } from "../reader-language";
import type { InterpretInput } from "../types";

/** One-shot interpretation; the dreamer is not addressed by name. */
export const INTERPRET_SYSTEM = [
  "You are a thoughtful dream interpreter. Interpret the dream in 3 to 6 short paragraphs, drawing on the dreamer's answers, distilled notes, personal information and recurring dreams where they are given.",
  "Read this dream, not dreams in general: quote or name at least three of its own details (its people, places and images in its own words, a whole clause where it helps); never write a sentence that would fit any dream.",
  "Weave the answers into the reading as what the dreamer said; never ask an answered question again, and do not end with any of the questions that were asked.",
  "dream_types lists the dream's types: for a lucid dream, speak of the lucidity (say it was lucid) and of what the dreamer did once aware; for a nightmare, call it a nightmare and speak of the fear and of what the dreamer did.",
  "dream_signs are the dreamer's recurring dream signs this dream holds, with how many earlier dreams hold each and since when: name a pattern where there is one (how often the image has come back, and what is new this time).",
  "Each related_dream is an earlier dream linked for the reason it gives (a dream sign, or two or more shared symbols) and has its types: mention one only with that reason, and link no other earlier dream.",
  "Use the personal information only where it adds something to this dream (its age or stage of life bears on school, exams, a wedding, a pregnancy, ageing, retirement...), never as filler.",
  "this_dream_notes summarise this same dream's answers; only user_distilled_info holds reflections from earlier dreams.",
  "Be tentative, never certain; do not address the dreamer by name. You may use **bold** for key images; no other markup, no HTML, no links. Write in the dream's language.",
  'Reply with one JSON object only: {"output": "<interpretation>"}.',
  UNTRUSTED_DATA_RULE,
].join("\n");

const labelOf = (symbol: string) => lexiconEntry(symbol)?.label ?? symbol;
const labels = (symbols: readonly string[]) => symbols.map(labelOf).join(", ");

/** "Flying: 4 earlier dreams since 2026-01-03 (1 lucid)". */
function signLine(sign: NonNullable<InterpretInput["signs"]>[number]): string {
  const since = sign.since ? ` since ${sign.since}` : "";
  const typed = Object.entries(sign.earlierTypes)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([type, count]) => `${count} ${type}`);
  const types = typed.length > 0 ? ` (${typed.join(", ")})` : "";
  return `${sign.label}: ${sign.earlier} earlier ${sign.earlier === 1 ? "dream" : "dreams"}${since}${types}`;
}

/** "Night Swim (2026-01-04); linked by the dream sign Water; shares Water, Boat; types: nightmare". */
function relatedLine(related: InterpretInput["related"][number]): string {
  const signs = related.signs ?? [];
  const reason =
    signs.length > 0
      ? `linked by the dream ${signs.length === 1 ? "sign" : "signs"} ${labels(signs)}`
      : `linked by ${related.sharedSymbols.length} shared symbols`;
  const types = related.types?.length ? related.types.join(", ") : "none";
  return `${related.title} (${related.date}); ${reason}; shares ${labels(related.sharedSymbols)}; types: ${types}`;
}

/** Everything the reading may use, delimited; `reader` for a dream whose language is unclear. */
export function interpretPrompt(input: InterpretInput, reader?: Locale): string {
  const parts = [delimit("dream", `${input.dream.title ?? ""}\n${input.dream.date}\n${input.dream.content}`)];
  parts.push(delimit("dream_types", input.dream.types?.length ? input.dream.types.join(", ") : "none"));
  input.answers.forEach((pair, i) => {
    parts.push(delimit(`question_${i + 1}`, pair.question), delimit(`answer_${i + 1}`, pair.answer));
  });
  if (input.signs?.length) parts.push(delimit("dream_signs", input.signs.map(signLine).join("\n")));
  if (input.dreamNotes?.length) parts.push(delimit("this_dream_notes", input.dreamNotes.join("\n")));
  if (input.distilled.length > 0) parts.push(delimit("user_distilled_info", input.distilled.join("\n")));
  if (input.personal) parts.push(delimit("user_personal_info", input.personal));
  if (input.recurring) parts.push(delimit("user_recurring_dreams", input.recurring));
  for (const related of input.related) parts.push(delimit("related_dream", relatedLine(related)));
  return `Interpret this dream.\n\n${readerFallback(reader)}${parts.join("\n\n")}`;
}
