/**
 * A text in sentence pieces, each with the space (or blank line) after it: joined they give the
 * text back. How text that exists whole is streamed (decision 019): the built-in analyst's
 * analysis and reading, a workflow webhook's reply.
 */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?\s+)(?!\s)/).filter((sentence) => sentence.length > 0);
}
