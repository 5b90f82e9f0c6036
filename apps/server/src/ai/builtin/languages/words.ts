import { createRequire } from "node:module";
import type { LanguageRules } from "./types";

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

/** A word without its accents: "effrayée" → "effrayee". */
export const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");

const stemmers = new Map<string, (word: string) => string>();
const require = createRequire(import.meta.url);

/** The Snowball stemmers (850 KB of code), loaded by the first dream read in another language. */
const snowball = () => require("snowball-stemmers") as typeof import("snowball-stemmers");

/** The stemmer of a language, made once (the Snowball port builds its tables on first use). */
export function stemmerOf(name: LanguageRules["stemmer"]): (word: string) => string {
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
