import { type DictionaryEntry, SYMBOL_THEMES, type SymbolTheme } from "@somnia/shared/symbols";
import { wordsBegin, wordsOf } from "@somnia/shared/words";

/** What the dictionary is narrowed by: the search box and a family (none: every family). */
export type SymbolSearch = { query: string; theme?: SymbolTheme };

/** A family named in the address (`?family=water`), or none when it names no family. */
export function themeOf(value: string | null): SymbolTheme | undefined {
  return SYMBOL_THEMES.find((theme) => theme === value);
}

/** Where a label is filed, as in a printed dictionary: 'A child' under C, 'The Ocean' under O. */
const filedUnder = (label: string) => label.replace(/^(a|an|the)\s+/i, "");
const byLabel = (a: DictionaryEntry, b: DictionaryEntry) =>
  filedUnder(a.label).localeCompare(filedUnder(b.label));

/**
 * The entries of the family whose label or dream words ('sea', 'tide' for Ocean) every word typed
 * begins, as the journal's search matches ('café' finds 'Cafe'): those found by their label first,
 * then those found by their words, each alphabetical (a leading 'A' or 'The' aside). Nothing typed:
 * the family's entries, alphabetical.
 */
export function findSymbols(entries: readonly DictionaryEntry[], { query, theme }: SymbolSearch) {
  const typed = [...wordsOf(query)];
  const inFamily = entries.filter((entry) => theme === undefined || entry.theme === theme);
  const byName = inFamily.filter((entry) => wordsBegin(typed, entry.label)).sort(byLabel);
  if (typed.length === 0) return byName;
  const named = new Set(byName);
  const byWords = inFamily
    .filter((entry) => !named.has(entry) && wordsBegin(typed, [entry.label, ...entry.words].join(" ")))
    .sort(byLabel);
  return [...byName, ...byWords];
}
