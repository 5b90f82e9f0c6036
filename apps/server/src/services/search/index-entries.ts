import type { DreamType } from "@somnia/shared/dreams";
import { wordsOf } from "@somnia/shared/words";
import { TERM_KIND, type TermKind } from "../../db/schema/search";
import type { BlindHasher, BloomTerm, Namespace } from "./blind-terms";
import { prefixesOf } from "./words";

/** A dream in plaintext, as far as search and the statistics see it. */
export interface SearchableDream {
  notRemembered: boolean;
  title: string | null;
  content: string;
  tags: readonly string[] | null;
  emotions: readonly string[];
  symbols: readonly string[];
  /** The types the user marked it with (docs/decisions/035-dream-types.md); never the suggested ones. */
  types: readonly DreamType[];
}

/** A chip as dream_terms stores it, with the plaintext value its vocabulary row encrypts. */
export interface ChipTerm {
  kind: TermKind;
  term: bigint;
  value: string;
}

export interface IndexEntries {
  bloom: string;
  chips: ChipTerm[];
}

const CHIP_NAMESPACES: [Namespace, TermKind][] = [
  ["tag", TERM_KIND.tag],
  ["emotion", TERM_KIND.emotion],
  ["symbol", TERM_KIND.symbol],
  ["type", TERM_KIND.type],
];

/**
 * What a dream can be found by: the words and prefixes of its title, text and tags, and its tags,
 * emotions, symbols and types, each in its own namespace, all in one Bloom filter; the chips also as
 * exact terms for counting. An "I don't remember" entry is found by nothing.
 */
export function indexEntries(hasher: BlindHasher, dream: SearchableDream): IndexEntries {
  if (dream.notRemembered) return { bloom: hasher.bloom([]), chips: [] };
  const terms = new Map<string, BloomTerm>();
  const add = (namespace: Namespace, value: string) =>
    terms.set(`${namespace}\u0000${value}`, { namespace, value });
  for (const text of [dream.title ?? "", dream.content, ...(dream.tags ?? [])]) {
    for (const word of wordsOf(text)) for (const prefix of prefixesOf(word)) add("word", prefix);
  }
  const chips: ChipTerm[] = [];
  const values = { tag: dream.tags ?? [], emotion: dream.emotions, symbol: dream.symbols, type: dream.types };
  for (const [namespace, kind] of CHIP_NAMESPACES) {
    for (const value of new Set(values[namespace as keyof typeof values])) {
      add(namespace, value);
      chips.push({ kind, term: hasher.termId(namespace, value), value });
    }
  }
  return { bloom: hasher.bloom([...terms.values()]), chips };
}
