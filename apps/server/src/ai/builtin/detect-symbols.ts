import type { SymbolDetection } from "@somnia/shared/detections";
import { LEXICON, type LexiconEntry, type ThemeGroup } from "../../domain/symbols/lexicon";
import { findFeelings } from "./detect-emotions";
import { compilePattern, coveredBy, formsOf, joinTokens, matchAt, type Pattern, words } from "./match";
import type { Sentence, Token } from "./nlp";
import { diedBefore, inOtherSense, type SenseContext } from "./symbol-senses";
import { namedTokens } from "./titles";
import { awakeFrom } from "./waking";

interface CompiledEntry {
  entry: LexiconEntry;
  patterns: Pattern[];
  exceptions: Pattern[];
}

let compiled: CompiledEntry[] | null = null;

function lexicon(): CompiledEntry[] {
  compiled ??= LEXICON.map((entry) => ({
    entry,
    // Longest patterns first, so "fell off" is the evidence rather than "fell".
    patterns: entry.terms.map(compilePattern).sort((a, b) => b.words.length - a.words.length),
    exceptions: (entry.except ?? []).map(compilePattern),
  }));
  return compiled;
}

/** A symbol found in a dream, with what ranks it. */
export interface FoundSymbol extends SymbolDetection {
  entry: LexiconEntry;
  /** How many times it matched. */
  count: number;
  /** Index of the first matching token, for a stable reading order. */
  first: number;
}

interface Match {
  entry: LexiconEntry;
  tokens: Token[];
  /** Every word as the term writes it ("trees" for "trees"), not an inflection of it ("tree"). */
  exact: boolean;
}

/** Someone who died before the dream ("died two years ago"): the entry that says it. */
const deceased = () => LEXICON.find((entry) => entry.id === "deceased") as LexiconEntry;

/** Entries by the first word of their patterns, so each token is only tried against a few. */
let byFirstWord: Map<string, CompiledEntry[]> | null = null;

function entriesStartingWith(word: string): CompiledEntry[] {
  if (!byFirstWord) {
    byFirstWord = new Map();
    for (const compiledEntry of lexicon()) {
      for (const pattern of compiledEntry.patterns) {
        const first = pattern.words[0];
        if (!first) continue;
        const list = byFirstWord.get(first) ?? [];
        if (!list.includes(compiledEntry)) list.push(compiledEntry);
        byFirstWord.set(first, list);
      }
    }
  }
  return byFirstWord.get(word) ?? [];
}

/**
 * Every match of every entry, sentence by sentence, in the sense the entry means (symbol-senses.ts);
 * an entry's overlapping terms count once.
 */
function allMatches(sentences: Sentence[], context: SenseContext): Match[] {
  const matches: Match[] = [];
  const order = new Map(lexicon().map((compiledEntry, i) => [compiledEntry, i]));
  for (const sentence of sentences) {
    const tokens = words(sentence);
    const nextFree = new Map<CompiledEntry, number>();
    for (let start = 0; start < tokens.length; start++) {
      const token = tokens[start];
      if (!token) continue;
      const candidates = new Set([...formsOf(token)].flatMap(entriesStartingWith));
      const ordered = [...candidates].sort((x, y) => (order.get(x) ?? 0) - (order.get(y) ?? 0));
      for (const compiledEntry of ordered) {
        if ((nextFree.get(compiledEntry) ?? 0) > start) continue;
        const pattern = compiledEntry.patterns.find((candidate) => matchAt(candidate, tokens, start));
        const matched = pattern ? matchAt(pattern, tokens, start) : null;
        if (!pattern || !matched) continue;
        // An exception over any of the words: "my parents" in "my parents' house".
        if (matched.some((_, offset) => coveredBy(compiledEntry.exceptions, tokens, start + offset)))
          continue;
        if (inOtherSense(compiledEntry.entry, matched, sentence.tokens, context)) continue;
        const exact = matched.every((word, i) => word.normal === pattern.words[i]);
        const entry = diedBefore(matched, sentence.tokens) ? deceased() : compiledEntry.entry;
        matches.push({ entry, tokens: matched, exact });
        nextFree.set(compiledEntry, start + matched.length);
      }
    }
  }
  return matches;
}

/** Two entries on the very same words: the one whose term is the word as written wins ("trees": forest, not tree). */
function inflectedTwin(match: Match, matches: Match[]): boolean {
  if (match.exact) return false;
  return matches.some(
    (other) =>
      other.exact &&
      other.entry !== match.entry &&
      other.tokens.length === match.tokens.length &&
      other.tokens.every((token, i) => token === match.tokens[i]),
  );
}

/**
 * Finds lexicon symbols by lemma or phrase, in the sense each entry means (symbol-senses.ts): not
 * in titles and names, idioms, comparisons or another sense of the word. A word that is part of a
 * longer phrase of another symbol does not count on its own: "who died" is a dead person
 * returning, not **death**; "tidal wave" is not also the **ocean**. Symbols are not dropped when
 * negated ("there was no water" still pictures water). `feelings`: the dream's stated feelings,
 * when already read.
 */
export function detectSymbols(sentences: Sentence[], feelings = findFeelings(sentences)): FoundSymbol[] {
  const context: SenseContext = {
    named: namedTokens(sentences).words,
    feelingSpans: feelings.flatMap((feeling) => feeling.spans),
  };
  // What the report says of waking life after the dream is not the dream's ("…and checked my phone").
  const awake = awakeFrom(sentences);
  const matches = allMatches(sentences, context).filter((match) => (match.tokens[0]?.index ?? 0) < awake);
  const phrasesAt = new Map<Token, Match[]>();
  for (const match of matches) {
    if (match.tokens.length < 2) continue;
    for (const token of match.tokens) phrasesAt.set(token, [...(phrasesAt.get(token) ?? []), match]);
  }
  const inPhrase = (match: Match) =>
    (phrasesAt.get(match.tokens[0] as Token) ?? []).some(
      (other) =>
        other.entry !== match.entry &&
        other.tokens.length > match.tokens.length &&
        match.tokens.every((token) => other.tokens.includes(token)),
    );
  const found = new Map<string, FoundSymbol>();
  for (const match of matches) {
    if (inPhrase(match) || inflectedTwin(match, matches)) continue;
    const evidence = joinTokens(match.tokens);
    const current = found.get(match.entry.id);
    if (current) {
      current.count++;
      current.first = Math.min(current.first, match.tokens[0]?.index ?? current.first);
      if (!current.evidence.some((known) => known.toLowerCase() === evidence.toLowerCase())) {
        current.evidence.push(evidence);
      }
    } else {
      const { entry } = match;
      const first = match.tokens[0]?.index ?? 0;
      found.set(entry.id, {
        symbol: entry.id,
        label: entry.label,
        evidence: [evidence],
        entry,
        count: 1,
        first,
      });
    }
  }
  // The most specific entry of an image says it: a childhood home is not also a house.
  const covered = new Set([...found.values()].flatMap((symbol) => symbol.entry.covers ?? []));
  return [...found.values()]
    .filter((symbol) => !covered.has(symbol.symbol))
    .sort((a, b) => a.first - b.first);
}

const THEME_WEIGHT: Record<ThemeGroup, number> = {
  situations: 0.75,
  body: 0.75,
  animals: 0.75,
  otherworldly: 0.75,
  water: 0.75,
  nature: 0.5,
  movement: 0.5,
  places: 0.25,
  people: 0,
  objects: 0,
};

/**
 * Symbols by weight: vivid themes before settings, people and objects; typical dreams (TDQ,
 * Hartmann's central images) and actions first; repetition counts, up to three times.
 */
export function rankSymbols(symbols: FoundSymbol[]): FoundSymbol[] {
  const weight = ({ entry, count }: FoundSymbol) => {
    const typical = entry.sources.includes("TDQ") || entry.sources.includes("HARTMANN") ? 0.5 : 0;
    return THEME_WEIGHT[entry.theme] + typical + (entry.prep ? 0.5 : 0) + 0.5 * Math.min(count, 3);
  };
  return [...symbols].sort((a, b) => weight(b) - weight(a) || a.first - b.first);
}
