import { lexiconEntry } from "../../../domain/symbols/lexicon";
import type { LocalSymbol } from "../../../domain/symbols/terms";
import type { Feeling } from "../detect-emotions";
import type { FoundSymbol } from "../detect-symbols";
import type { CompiledRules } from "./compiled";
import type { LocalSentence } from "./words";

/**
 * The lexicon's symbols in a dream written in a language other than English, by `compiled`'s
 * terms (./types.ts), in text order: not where the words state a feeling ("avoir la chienne" is
 * fear, no dog), name someone or somewhere ("Puente Alto", "L'Aquila") or sit in an `except` phrase; a term inside a longer term of
 * another entry does not count alone; the most specific entry of an image says it (`covers`).
 */
export function findLocalSymbols(
  compiled: CompiledRules,
  sentences: LocalSentence[],
  feelings: Feeling[],
): FoundSymbol[] {
  const feeling = new Set(feelings.flatMap((found) => found.spans.flat()));
  const found = new Map<string, FoundSymbol>();
  for (const { words } of sentences) {
    // An entry's `except` phrases keep out its own terms; `notSymbols` every entry's.
    const excepted = compiled.except(words);
    const notSymbols = new Set(compiled.cues.notSymbols(words).flatMap((match) => match.positions));
    const isExcepted = (value: LocalSymbol, at: number) =>
      notSymbols.has(at) || excepted.some((match) => match.value === value && match.positions.includes(at));
    const matches = compiled
      .symbols(words)
      .filter(
        (match) =>
          !match.positions.some(
            (at) => isExcepted(match.value, at) || feeling.has(words[at]?.index ?? -1) || words[at]?.named,
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
