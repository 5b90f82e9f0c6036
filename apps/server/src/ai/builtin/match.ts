import { tokenForms } from "./morph";
import { phraseWords, type Sentence, type Token } from "./nlp";

/** A compiled lexicon term: a sequence of words, optionally restricted to a part of speech. */
export interface Pattern {
  words: string[];
  pos?: "noun" | "verb";
}

const NOUNS = new Set(["NOUN", "PROPN"]);
const VERBS = new Set(["VERB", "AUX"]);

/** Compiles "fell off", "bear:n" or "couldn't move" into words tokenised like a dream. */
export function compilePattern(term: string): Pattern {
  const [phrase = term, tag] = term.split(":");
  const words = phraseWords(phrase.toLowerCase());
  if (tag === "n") return { words, pos: "noun" };
  if (tag === "v") return { words, pos: "verb" };
  return { words };
}

const formsCache = new WeakMap<Token, Set<string>>();
export function formsOf(token: Token): Set<string> {
  let forms = formsCache.get(token);
  if (!forms) {
    forms = tokenForms(token.normal, token.lemma);
    formsCache.set(token, forms);
  }
  return forms;
}

/** The words of a sentence (punctuation dropped), the unit patterns are matched against. */
export function words(sentence: Sentence): Token[] {
  return sentence.tokens.filter((token) => token.isWord);
}

/** Does the pattern match the words starting at `start`? Returns the matched tokens. */
export function matchAt(pattern: Pattern, tokens: Token[], start: number): Token[] | null {
  const { words: patternWords, pos } = pattern;
  if (patternWords.length === 0 || start + patternWords.length > tokens.length) return null;
  const matched: Token[] = [];
  for (let offset = 0; offset < patternWords.length; offset++) {
    const token = tokens[start + offset];
    const word = patternWords[offset];
    if (!token || !word || !formsOf(token).has(word)) return null;
    matched.push(token);
  }
  if (pos && patternWords.length === 1) {
    const tag = matched[0]?.pos ?? "";
    if (pos === "noun" && !NOUNS.has(tag)) return null;
    // "training" is not a train, nor "dogged" a dog: a noun's -ing or -ed form is another word.
    const suffix = matched[0]?.normal.match(/(ing|ed)$/)?.[1];
    if (pos === "noun" && suffix && !patternWords[0]?.endsWith(suffix)) return null;
    if (pos === "verb" && !VERBS.has(tag)) return null;
  }
  return matched;
}

/** True when one of the exception patterns covers the token at `at`. */
export function coveredBy(exceptions: Pattern[], tokens: Token[], at: number): boolean {
  return exceptions.some((pattern) => {
    for (let start = Math.max(0, at - pattern.words.length + 1); start <= at; start++) {
      if (matchAt(pattern, tokens, start)) return true;
    }
    return false;
  });
}

/** The matched words as written: no space before "n't" or "'s". */
export function joinTokens(tokens: Token[]): string {
  return tokens.reduce((text, token) => {
    const attached = /^['’]/.test(token.text) || token.text.toLowerCase() === "n't";
    return text === "" ? token.text : `${text}${attached ? "" : " "}${token.text}`;
  }, "");
}
