import { delimit, UNTRUSTED_DATA_RULE } from "../provider/untrusted";

/** A descriptive 2 to 4 word title, one suggestion. */
export const TITLE_SYSTEM = [
  "You name dreams for a dream journal.",
  "Reply with one descriptive title of 2 to 4 words for the dream, in the dream's language: the title only, no quotes, no explanation.",
  UNTRUSTED_DATA_RULE,
].join("\n");

export function titlePrompt(content: string): string {
  return `Suggest a title for this dream.\n\n${delimit("dream", content)}`;
}
