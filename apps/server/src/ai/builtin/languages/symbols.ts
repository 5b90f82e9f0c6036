import { lexiconEntry } from "../../../domain/symbols/lexicon";
import type { LocalSymbol } from "../../../domain/symbols/terms";
import type { Feeling } from "../detect-emotions";
import type { FoundSymbol } from "../detect-symbols";
import { type CompiledRules, cueStarts } from "./compiled";
import { offScene } from "./symbol-scene";
import type { LocalSentence } from "./words";

/** The dreamer wakes for good in one of the report's last sentences; a waking earlier is in the dream. */
const WAKING_NEAR_END = 2;

/**
 * Where the dreamer really wakes: the waking cue of the last sentence that has one, among the last
 * `WAKING_NEAR_END` and never the first (a report may open on the night before, or on waking into
 * the dream; a character may wake in it). Null when none does, or when the report tells a false
 * awakening: the dream goes on after it.
 */
function wakingPoint(
  compiled: CompiledRules,
  sentences: LocalSentence[],
): { sentence: number; at: number } | null {
  if (
    sentences.some(({ words }) =>
      compiled.symbols(words).some((match) => match.value.id === "false-awakening"),
    )
  )
    return null;
  for (
    let sentence = sentences.length - 1;
    sentence > 0 && sentence >= sentences.length - WAKING_NEAR_END;
    sentence--
  ) {
    const [at] = cueStarts(compiled.cues.waking, (sentences[sentence] as LocalSentence).words);
    if (at !== undefined) return { sentence, at };
  }
  return null;
}

/**
 * The lexicon's symbols in a dream written in a language other than English, by `compiled`'s
 * terms (./types.ts), in text order: not where the words state a feeling ("avoir la chienne" is
 * fear, no dog), name someone or somewhere ("Puente Alto", "L'Aquila") or sit in an `except` phrase,
 * nor after the dreamer has woken up ("…dann bin ich aufgewacht, und die Katze saß auf mir": waking
 * life), nor off the dream's scene (./symbol-scene.ts: waking life, talk, quoted speech, pictures);
 * a term inside a longer term of another entry does not count alone; the most specific
 * entry of an image says it (`covers`).
 */
export function findLocalSymbols(
  compiled: CompiledRules,
  sentences: LocalSentence[],
  feelings: Feeling[],
): FoundSymbol[] {
  const feeling = new Set(feelings.flatMap((found) => found.spans.flat()));
  const found = new Map<string, FoundSymbol>();
  const woke = wakingPoint(compiled, sentences);
  const awake = (sentence: number, at: number) =>
    woke !== null && (sentence > woke.sentence || (sentence === woke.sentence && at > woke.at));
  const off = offScene(compiled, sentences);
  for (const [index, { words }] of sentences.entries()) {
    // An entry's `except` phrases keep out its own terms; `notSymbols` every entry's.
    const excepted = compiled.except(words);
    const notSymbols = new Set(compiled.cues.notSymbols(words).flatMap((match) => match.positions));
    const isExcepted = (value: LocalSymbol, at: number) =>
      notSymbols.has(at) || excepted.some((match) => match.value === value && match.positions.includes(at));
    const matches = compiled.symbols(words).filter(
      (match) =>
        !match.positions.some(
          (at) =>
            isExcepted(match.value, at) ||
            feeling.has(words[at]?.index ?? -1) ||
            words[at]?.named ||
            off[index]?.off.has(at) ||
            // A dead person appears: the report dates the death in waking life to say who it is.
            (off[index]?.waking.has(at) && match.value.id !== "deceased") ||
            awake(index, at),
        ),
    );
    const longer = (match: (typeof matches)[number]) =>
      matches.some(
        (other) =>
          other.value !== match.value &&
          other.positions.length > match.positions.length &&
          match.positions.every((at) => other.positions.includes(at)),
      );
    for (const match of matches) {
      if (longer(match)) continue;
      const entry = lexiconEntry(match.value.id);
      if (!entry) throw new Error(`No lexicon entry "${match.value.id}"`);
      const start = match.positions[0] as number;
      const end = match.positions[match.positions.length - 1] as number;
      const evidence = words
        .slice(start, end + 1)
        .filter((word) => !word.isBreak)
        .map((word) => word.text)
        .join(" ");
      const first = words[start]?.index ?? 0;
      const current = found.get(entry.id);
      if (!current) {
        found.set(entry.id, {
          symbol: entry.id,
          label: match.value.name,
          evidence: [evidence],
          entry,
          count: 1,
          first,
        });
        continue;
      }
      current.count++;
      current.first = Math.min(current.first, first);
      if (!current.evidence.some((known) => known.toLowerCase() === evidence.toLowerCase()))
        current.evidence.push(evidence);
    }
  }
  const covered = new Set([...found.values()].flatMap((symbol) => symbol.entry.covers ?? []));
  return [...found.values()]
    .filter((symbol) => !covered.has(symbol.symbol))
    .sort((a, b) => a.first - b.first);
}
