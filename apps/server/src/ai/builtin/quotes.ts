import type { Sentence, Token } from "./nlp";

/** Where the speaker of quoted words is named: a sentence's tokens and a position in them. */
export interface Speaker {
  tokens: Token[];
  position: number;
}

const SPEAKERS = new Set(["PRON", "PROPN", "NOUN"]);

/** The nearest word that could name a speaker, `step` by `step` from `from`, at most 4 words away. */
function speakerNear(flat: Speaker[], from: number, step: 1 | -1): Speaker | null {
  for (let i = from, seen = 0; i >= 0 && i < flat.length && seen < 4; i += step) {
    const at = flat[i] as Speaker;
    const token = at.tokens[at.position] as Token;
    if (token.isWord) seen++;
    if (SPEAKERS.has(token.pos) && token.normal !== "it") return at;
  }
  return null;
}

/**
 * Quoted speech: inside quotation marks "I" is the speaker, not the dreamer ('He said, "I am so
 * angry"'). Maps the index of every quoted token to where its speaker is named: just after the
 * closing mark ('"…," she said') or else just before the opening one; null when neither names anyone.
 */
export function quotedSpeakers(sentences: Sentence[]): Map<number, Speaker | null> {
  const flat: Speaker[] = sentences.flatMap((sentence) =>
    sentence.tokens.map((_, position) => ({ tokens: sentence.tokens, position })),
  );
  const quoted = new Map<number, Speaker | null>();
  let open = -1;
  flat.forEach((at, i) => {
    const text = at.tokens[at.position]?.text ?? "";
    const opens = text === "“" || (text === '"' && open < 0);
    const closes = text === "”" || (text === '"' && open >= 0);
    if (opens && open < 0) {
      open = i;
      return;
    }
    if (!closes || open < 0) return;
    const speaker = speakerNear(flat, i + 1, 1) ?? speakerNear(flat, open - 1, -1);
    for (const inside of flat.slice(open + 1, i)) {
      const token = inside.tokens[inside.position] as Token;
      quoted.set(token.index, speaker);
    }
    open = -1;
  });
  return quoted;
}
