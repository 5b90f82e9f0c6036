import { createRequire } from "node:module";
import type { WinkMethods } from "wink-nlp";
import { memoForTask } from "./task-memo";

/** One token of a dream, flattened out of wink-nlp so the rest of the analyst is plain data. */
export interface Token {
  /** Position in the whole text. */
  index: number;
  /** Position inside its sentence. */
  position: number;
  text: string;
  /** Lowercased, with contractions expanded by wink ("n't" → "not"). */
  normal: string;
  lemma: string;
  pos: string;
  /** wink-nlp's negation flag: the token lies in the scope of a preceding negation. */
  negated: boolean;
  isWord: boolean;
  /** Whitespace precedes the token: tells "trigger-happy" (one word) from "scared - really scared". */
  spaceBefore: boolean;
}

export interface Sentence {
  index: number;
  text: string;
  tokens: Token[];
}

let nlp: WinkMethods | null = null;
const require = createRequire(import.meta.url);

/**
 * wink-nlp with its English lite model, loaded once on first use (a few hundred ms, and about 40 MB
 * the server does not hold until a dream is read).
 */
function engine(): WinkMethods {
  if (!nlp) {
    const winkNLP = require("wink-nlp") as typeof import("wink-nlp").default;
    nlp = winkNLP(require("wink-eng-lite-web-model") as typeof import("wink-eng-lite-web-model").default);
  }
  return nlp;
}

/**
 * wink-nlp learns words as it reads: once a text holds "Dad's", it reads "dad's" in any later text
 * as one proper noun, where before it read "dad" + "'s". So that the same dream always reads the
 * same, a possessive read whole is split back into its word and "'s" here; the word keeps wink's
 * tag unless it was taken for a name only because of the "'s" (then a common noun).
 */
const POSSESSIVE = /^(.+?)(['’]s)$/i;

function splitPossessive(token: Omit<Token, "index" | "position">): Omit<Token, "index" | "position">[] {
  const parts = token.isWord ? token.text.match(POSSESSIVE) : null;
  if (!parts?.[1] || !parts[2]) return [token];
  const base = parts[1];
  const common = token.pos === "PROPN" && !/^[A-Z]/.test(base);
  const word = {
    ...token,
    text: base,
    normal: base.toLowerCase(),
    lemma: base.toLowerCase(),
    pos: common ? "NOUN" : token.pos,
  };
  return [word, { ...token, text: parts[2], normal: "'s", lemma: "'s", pos: "PART", spaceBefore: false }];
}

/**
 * Splits a text into sentences of tokens; pure and deterministic. Read once per text in a task
 * (./task-memo.ts): a caller must not change what it gets.
 */
export const readSentences = memoForTask(readSentencesOf, (text) => text);

function readSentencesOf(text: string): Sentence[] {
  const winkEngine = engine();
  const its = winkEngine.its;
  // wink's typings declare the model's addons twice; its.lemma's signature differs only by that.
  const lemma = its.lemma as unknown as typeof its.normal;
  const doc = winkEngine.readDoc(text);
  const sentences: Sentence[] = [];
  let index = 0;
  doc.sentences().each((sentence, sentenceIndex) => {
    const tokens: Token[] = [];
    sentence.tokens().each((token, _position) => {
      const read = {
        text: token.out(),
        normal: token.out(its.normal),
        lemma: token.out(lemma),
        pos: token.out(its.pos),
        negated: token.out(its.negationFlag) === true,
        isWord: token.out(its.type) === "word",
        spaceBefore: token.out(its.precedingSpaces) !== "",
      };
      for (const part of splitPossessive(read))
        tokens.push({ ...part, index: index++, position: tokens.length });
    });
    sentences.push({ index: sentenceIndex, text: sentence.out().trim(), tokens });
  });
  return sentences;
}

/** The normal forms of a phrase, tokenised the same way as a dream ("couldn't" → could, not). */
export function phraseWords(phrase: string): string[] {
  return readSentences(phrase).flatMap((sentence) =>
    sentence.tokens.filter((token) => token.isWord).map((token) => token.normal),
  );
}
