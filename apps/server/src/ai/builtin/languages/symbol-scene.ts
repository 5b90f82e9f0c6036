import { type CompiledRules, cueStarts } from "./compiled";
import type { LocalSentence, Word } from "./words";

/** How many words after a picture cue ("une photo de …") the picture's subject may take. */
const PICTURED_REACH = 3;

/** Marks that open and close quoted speech; `"` and `“` open or close by whether a quote is open. */
const OPENING = new Set(["«", "„"]);
const CLOSING = new Set(["»", "”"]);
const EITHER = new Set(['"', "“"]);

/** One sentence's words out of the scene: told as waking life, or only told of or pictured. */
export interface OffScene {
  waking: Set<number>;
  off: Set<number>;
}

/**
 * For each sentence, the positions of its words that are not in the dream's scene, by the rules of
 * fixtures/CORPUS.md ("Where the rules needed a reading") and each language's notes: what the report
 * says of waking life ("malade en vrai", "murió hace dos años"), in the clause of a `wakingLife` cue
 * and between the relative pronouns or conjunctions around it; what is only talked of, in the
 * clause of a `speech` cue ("on a parlé de la pluie"), or said inside quotation marks; and what is
 * only in a picture, just after a `pictured` cue ("una foto de mi abuela").
 */
export function offScene(compiled: CompiledRules, sentences: LocalSentence[]): OffScene[] {
  let quoted = false;
  return sentences.map(({ words }) => {
    const waking = new Set<number>();
    const off = new Set<number>();
    const clause = clausesOf(compiled, words);
    const bounds = cueStarts(compiled.cues.wakingLifeBounds, words);
    for (const match of compiled.cues.wakingLife(words)) {
      const at = match.positions[0] as number;
      const end = match.positions.at(-1) as number;
      // "i miei amici che non vedo da anni e mio marito": the friends and the husband are in the dream.
      const from = Math.max(-1, ...bounds.filter((bound) => bound < at && clause[bound] === clause[at]));
      const to = Math.min(
        words.length,
        ...bounds.filter((bound) => bound > end && clause[bound] === clause[at]),
      );
      for (const [position] of words.entries())
        if (position > from && position < to && clause[position] === clause[at]) waking.add(position);
    }
    for (const match of compiled.cues.speech(words)) {
      const at = match.positions[0] as number;
      for (const [position] of words.entries())
        if (position > at && clause[position] === clause[match.positions.at(-1) as number]) off.add(position);
    }
    for (const match of compiled.cues.pictured(words)) {
      const end = match.positions[match.positions.length - 1] as number;
      for (let position = end + 1; position <= end + PICTURED_REACH; position++) {
        if (words[position]?.isBreak !== false) break;
        off.add(position);
      }
    }
    for (const [position, word] of words.entries()) {
      if (OPENING.has(word.text) || (EITHER.has(word.text) && !quoted)) quoted = true;
      else if (CLOSING.has(word.text) || EITHER.has(word.text)) quoted = false;
      else if (quoted) off.add(position);
    }
    return { waking, off };
  });
}

/** Each word's clause in its sentence: punctuation and the language's clause words open a new one. */
function clausesOf(compiled: CompiledRules, words: Word[]): number[] {
  const breaks = new Set(cueStarts(compiled.cues.clauseBreaks, words));
  let clause = 0;
  return words.map((word, at) => {
    if (word.isBreak || breaks.has(at)) clause++;
    return clause;
  });
}
