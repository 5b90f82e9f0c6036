import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";

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

/** wink-nlp with its English lite model, loaded once on first use (a few hundred ms). */
function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

/** Splits a text into sentences of tokens; pure and deterministic. */
export function readSentences(text: string): Sentence[] {
  const winkEngine = engine();
  const its = winkEngine.its;
  // wink's typings declare the model's addons twice; its.lemma's signature differs only by that.
  const lemma = its.lemma as unknown as typeof its.normal;
  const doc = winkEngine.readDoc(text);
  const sentences: Sentence[] = [];
  let index = 0;
  doc.sentences().each((sentence, sentenceIndex) => {
    const tokens: Token[] = [];
    sentence.tokens().each((token, position) => {
      tokens.push({
        index: index++,
        position,
        text: token.out(),
        normal: token.out(its.normal),
        lemma: token.out(lemma),
        pos: token.out(its.pos),
        negated: token.out(its.negationFlag) === true,
        isWord: token.out(its.type) === "word",
        spaceBefore: token.out(its.precedingSpaces) !== "",
      });
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
