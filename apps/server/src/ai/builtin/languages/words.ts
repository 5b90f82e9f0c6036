import { createRequire } from "node:module";
import type { LanguageRules, Term } from "./types";

/** One word or punctuation mark of a dream, with the keys its terms are matched by. */
export interface Word {
  /** Position in the whole text (a feeling's span, a symbol's evidence). */
  index: number;
  text: string;
  /** Lower case, accents kept. */
  lower: string;
  /** Lower case, accents taken off: "réveillée" → "reveillee" (a text typed on a phone). */
  folded: string;
  /** The Snowball stem of `lower`, and that stem with its accents off. */
  stem: string;
  foldedStem: string;
  /** Punctuation that ends a clause: , ; : ( ) — and quotes. */
  isBreak: boolean;
  /**
   * A name: a capitalised word inside its sentence ("Giada", "Puente Alto"), not its first word nor
   * one after an opening quote; never in German, where every noun is capitalised.
   */
  named: boolean;
}

export interface LocalSentence {
  index: number;
  text: string;
  words: Word[];
}

const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");

const stemmers = new Map<string, (word: string) => string>();
const require = createRequire(import.meta.url);

/** The Snowball stemmers (850 KB of code), loaded by the first dream read in another language. */
const snowball = () => require("snowball-stemmers") as typeof import("snowball-stemmers");

/** The stemmer of a language, made once (the Snowball port builds its tables on first use). */
function stemmerOf(name: LanguageRules["stemmer"]): (word: string) => string {
  let stem = stemmers.get(name);
  if (!stem) {
    const stemmer = snowball().newStemmer(name);
    const cache = new Map<string, string>();
    stem = (word: string) => {
      let stemmed = cache.get(word);
      if (stemmed === undefined) {
        stemmed = stemmer.stem(word);
        if (cache.size > 50_000) cache.clear();
        cache.set(word, stemmed);
      }
      return stemmed;
    };
    stemmers.set(name, stem);
  }
  return stem;
}

/** Letters and digits (apostrophes and hyphens split: "j'avais" → j, avais), or one punctuation mark. */
const TOKEN = /[\p{L}\p{M}\p{N}]+|[,;:()«»"“”„—–]/gu;
/** Marks after which a capital starts speech or a clause, not a name. */
const OPENS = /^[:(«"“„—–]$/;
const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["»”)]*|\n|$)/gu;

function wordOf(text: string, index: number, stem: (word: string) => string): Word {
  const lower = text.toLocaleLowerCase();
  const stemmed = stem(lower);
  return {
    index,
    text,
    lower,
    folded: fold(lower),
    stem: stemmed,
    foldedStem: fold(stemmed),
    isBreak: !/[\p{L}\p{N}]/u.test(text),
    named: false,
  };
}

/** The dream's sentences and their words, keyed by `rules`' stemmer; pure and deterministic. */
export function readLocal(text: string, rules: Pick<LanguageRules, "stemmer">): LocalSentence[] {
  const stem = stemmerOf(rules.stemmer);
  const sentences: LocalSentence[] = [];
  let index = 0;
  for (const part of text.matchAll(SENTENCE)) {
    const words = [...part[0].matchAll(TOKEN)].map((token) => wordOf(token[0], index++, stem));
    if (rules.stemmer !== "german")
      for (const [at, word] of words.entries()) {
        const before = words[at - 1];
        word.named = /^\p{Lu}\p{Ll}/u.test(word.text) && before !== undefined && !OPENS.test(before.text);
      }
    if (words.some((word) => !word.isBreak))
      sentences.push({ index: sentences.length, text: part[0].trim(), words });
  }
  return sentences;
}

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
