/**
 * A text in sentence pieces, each with the space (or blank line) after it: joined they give the
 * text back. How text that exists whole is streamed (decision 019): the built-in analyst's
 * analysis and reading, a workflow webhook's reply.
 */
/** After a full stop, "!" or "?" (and a closing quote), before the next word; not a German date's "1.". */
const SENTENCE_END = /(?<=(?<![\s(]\d{1,2})[.!?]["”’)]?\s+)(?!\s)/;

export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).filter((sentence) => sentence.length > 0);
}
