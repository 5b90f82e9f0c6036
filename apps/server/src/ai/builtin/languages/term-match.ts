/*
 * How terms (domain/symbols/terms.ts, and each language's feelings and cues) are found among a
 * dream's words (./words.ts): compiled once into patterns, looked up by their first word's key.
 */
import type { Term } from "../../../domain/symbols/terms";
import type { LanguageRules } from "./types";
import { fold, stemmerOf, type Word } from "./words";

/** One word of a term: matched by stem, or by the start or end of the word (folded, but for German umlauts). */
type Pattern =
  | { stem: string; foldedStem: string }
  | { prefix: string; accented?: string }
  | { suffix: string; accented?: string }
  | { exact: string; accented?: string }
  | "gap";

export interface CompiledTerm {
  term: Term;
  patterns: Pattern[];
}

const GAP = 4;

/** A term's words as patterns: stems, `=x` exact words, `x*` prefixes, `*x` suffixes and `..` gaps. */
export function compileTerm(term: Term, rules: Pick<LanguageRules, "stemmer">): CompiledTerm {
  const stem = stemmerOf(rules.stemmer);
  const patterns = term
    .toLocaleLowerCase()
    .split(/[\s'’-]+/)
    .filter(Boolean)
    .map((part): Pattern => {
      if (part === "..") return "gap";
      if (part.startsWith("=")) {
        // Written with accents, the word matches only as written ("=él" is not "el", "=rió" not "río").
        const word = part.slice(1).normalize("NFC");
        return fold(word) === word ? { exact: word } : { exact: fold(word), accented: word };
      }
      // German keeps its umlauts when typed, and they tell words apart ("*bär" is no "Nachbar", "töte*"
      // no "Tote"): a German start or ending written with them matches only with them.
      const umlauts = rules.stemmer === "german" ? accents : () => ({});
      if (part.endsWith("*")) return { prefix: fold(part.slice(0, -1)), ...umlauts(part.slice(0, -1)) };
      if (part.startsWith("*")) return { suffix: fold(part.slice(1)), ...umlauts(part.slice(1)) };
      const stemmed = stem(part);
      return { stem: stemmed, foldedStem: fold(stemmed) };
    });
  return { term, patterns };
}

/** The written form of a start or an ending that has accents, which it then matches only with them. */
function accents(affix: string): { accented?: string } {
  const word = affix.normalize("NFC");
  return fold(word) === word ? {} : { accented: word };
}

function fits(pattern: Exclude<Pattern, "gap">, word: Word): boolean {
  if (word.isBreak) return false;
  if ("exact" in pattern)
    return pattern.accented
      ? word.lower.normalize("NFC") === pattern.accented
      : word.folded === pattern.exact;
  if ("stem" in pattern) return word.stem === pattern.stem || word.foldedStem === pattern.foldedStem;
  const written = pattern.accented ? word.lower.normalize("NFC") : word.folded;
  if ("prefix" in pattern) return written.startsWith(pattern.accented ?? pattern.prefix);
  const ending = pattern.accented ?? pattern.suffix;
  return written.endsWith(ending) && written.length > ending.length;
}

/** Where `term` matches `words` starting at `start`: the positions of its words, or null. */
function matchAt(patterns: Pattern[], words: Word[], start: number): number[] | null {
  const [pattern, ...rest] = patterns;
  if (!pattern) return [];
  if (pattern === "gap") {
    for (let skip = 0; skip <= GAP && start + skip < words.length; skip++) {
      if (words[start + skip]?.isBreak) return null;
      const after = matchAt(rest, words, start + skip);
      if (after) return after;
    }
    return null;
  }
  const word = words[start];
  if (!word || !fits(pattern, word)) return null;
  const after = matchAt(rest, words, start + 1);
  return after ? [start, ...after] : null;
}

/** Every match of `term` in `words`, as the positions of its words, earliest first, not overlapping. */
export function findTerm(term: CompiledTerm, words: Word[]): number[][] {
  const found: number[][] = [];
  for (let start = 0; start < words.length; start++) {
    const positions = matchAt(term.patterns, words, start);
    if (!positions || positions.length === 0) continue;
    found.push(positions);
    start = positions[positions.length - 1] as number;
  }
  return found;
}

/**
 * How many letters of a `x*` prefix or a `*x` ending index it: a word is tried only against the
 * prefixes it starts like and the endings it ends like.
 */
const AFFIX_KEY = 3;

/** The keys a term's first word is found by; none for a prefix or an ending shorter than the key. */
function keysOf(first: Exclude<Pattern, "gap">): string[] {
  if ("stem" in first) return [...new Set([`s:${first.stem}`, `f:${first.foldedStem}`])];
  if ("exact" in first) return [`=${first.exact}`];
  if ("prefix" in first && first.prefix.length >= AFFIX_KEY) return [`p:${first.prefix.slice(0, AFFIX_KEY)}`];
  if ("suffix" in first && first.suffix.length >= AFFIX_KEY) return [`e:${first.suffix.slice(-AFFIX_KEY)}`];
  return [];
}

/** One match of a matcher's terms: what the term was given with, and its words' positions. */
export interface TermMatch<T> {
  value: T;
  term: Term;
  positions: number[];
}

/**
 * Many terms compiled once, each with a value (its feeling group, its symbol), found together:
 * a word is only tried against the terms whose first word it could be.
 */
export function termMatcher<T>(
  entries: { terms: Term[]; value: T }[],
  rules: Pick<LanguageRules, "stemmer">,
): (words: Word[]) => TermMatch<T>[] {
  const byKey = new Map<string, { term: CompiledTerm; value: T }[]>();
  const anywhere: { term: CompiledTerm; value: T }[] = [];
  for (const { terms, value } of entries) {
    for (const source of terms) {
      const term = compileTerm(source, rules);
      const first = term.patterns[0];
      if (!first || first === "gap") throw new Error(`A term must start with a word: "${source}"`);
      const entry = { term, value };
      const keys = keysOf(first);
      if (keys.length === 0) anywhere.push(entry);
      for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    }
  }
  return (words) => {
    const found: TermMatch<T>[] = [];
    for (const [start, word] of words.entries()) {
      if (word.isBreak) continue;
      const candidates = new Set([
        ...(byKey.get(`s:${word.stem}`) ?? []),
        ...(byKey.get(`f:${word.foldedStem}`) ?? []),
        ...(byKey.get(`=${word.folded}`) ?? []),
        ...(byKey.get(`p:${word.folded.slice(0, AFFIX_KEY)}`) ?? []),
        ...(byKey.get(`e:${word.folded.slice(-AFFIX_KEY)}`) ?? []),
        ...anywhere,
      ]);
      // Of one value's terms starting here ("chien", "chienne"), the longest match only.
      const longest = new Map<T, TermMatch<T>>();
      for (const { term, value } of candidates) {
        const positions = matchAt(term.patterns, words, start);
        const known = longest.get(value);
        if (positions && (!known || positions.length > known.positions.length))
          longest.set(value, { value, term: term.term, positions });
      }
      found.push(...longest.values());
    }
    return found;
  };
}
