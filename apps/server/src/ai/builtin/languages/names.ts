import type { CompiledRules } from "./compiled";
import type { LocalSentence } from "./words";

/** Finite verbs that follow a German subject: "Jasmin hat", "Tim war", "Serkan lachte". */
const FINITE = new Set(
  `hat hatte war ist wird wurde sagte sagt kam saß sass stand lag lachte weinte schrie rief lief ging meinte
  fand konnte kann wollte will musste sollte durfte schaute guckte sah wirkte schien grinste heulte fing nahm
  gab zeigte hielt machte brüllte fragte antwortete erzählte kicherte strahlte sprang flüsterte tanzte`.split(
    /\s+/,
  ),
);

/** Words after which a clause opens with its subject: "und Tim war", "als Jasmin kam". */
const OPENERS = new Set("und aber dann doch da als weil dass ob wie wo nur auch sogar plötzlich".split(" "));

/**
 * German capitalises every noun, so a name is found by its place (./words.ts leaves `named` off): a
 * capitalised word that opens its sentence or clause and is followed by a finite verb ("Jasmin hat vor
 * Glück geweint"), unless a term of the language reads it (a feeling, an image, a person: "Mama hat").
 */
export function nameGermanSubjects(compiled: CompiledRules, sentences: LocalSentence[]): void {
  for (const { words } of sentences) {
    const known = new Set(
      [
        ...compiled.feelings(words),
        ...compiled.symbols(words),
        ...compiled.cues.others(words),
        ...compiled.cues.dreamer(words),
      ].flatMap((match) => match.positions),
    );
    for (const [at, word] of words.entries()) {
      const next = words[at + 1];
      const before = words[at - 1];
      if (!/^\p{Lu}\p{Ll}+$/u.test(word.text) || !next || !FINITE.has(next.lower) || known.has(at)) continue;
      if (before && !before.isBreak && !OPENERS.has(before.lower)) continue;
      word.named = true;
    }
  }
}
