import type { OtherLanguage } from "../../../domain/languages";
import { sentencesOf } from "../../sentences";
import { excerpt } from "../wording";
import { compile, cueStarts } from "./compiled";
import { RULES } from "./index";
import { QUOTED_WORDS, quoted } from "./say";
import type { LocalWording } from "./wording";
import { readLocal } from "./words";

/** A sentence too short to quote as a moment of the dream: "Fin.", "Ende, aus." */
const SHORT = 3;

/** Whether `words` say the dreamer wakes up ("Puis je me suis réveillé", "Dann bin ich aufgewacht"). */
function wakesUp(words: string, language: OtherLanguage): boolean {
  const rules = RULES[language];
  const { cues } = compile(rules);
  return readLocal(words, rules).some((read) => cueStarts(cues.waking, read.words).length > 0);
}

/**
 * The sentence a dream written in `language` ends on, before any waking up ("Puis je me suis
 * réveillé.") and past a closing word or two ("Fin."): what an ending question quotes. Null for a
 * dream of one sentence, whose ending is all of it.
 */
export function endingOf(text: string, language: OtherLanguage): string | null {
  // Read from the end, one sentence at a time: the ending is near it.
  const sentences = sentencesOf(text.trim()).filter((sentence) => /\p{L}/u.test(sentence));
  const waking = (sentence: string) => wakesUp(sentence, language);
  const short = (sentence: string) => (sentence.match(/\p{L}+/gu) ?? []).length < SHORT;
  while (sentences.length > 1 && (waking(sentences.at(-1) ?? "") || short(sentences.at(-1) ?? "")))
    sentences.pop();
  const last = sentences.at(-1);
  return sentences.length > 1 && last ? last.trim() : null;
}

const lastWordOf = (sentence: string) => sentence.match(/[\p{L}\p{N}]+(?=\P{L}*$)/u)?.[0];

/**
 * The last words of the dream's ending (`endingOf`), in the language's quotation marks; or null. A
 * dream told in one long sentence ends on its last clauses ("…, et le curé comptait les cierges"):
 * quoted only when they are a part of it, not the whole dream again, and not a waking up.
 */
export function endingQuote(text: string, language: OtherLanguage, wording: LocalWording): string | null {
  const ending = endingOf(text, language);
  if (ending) return quoted(wording, ending, lastWordOf(ending));
  const sentences = sentencesOf(text.trim()).filter((sentence) => /\p{L}/u.test(sentence));
  const only = sentences.length === 1 ? sentences[0]?.trim() : undefined;
  if (!only) return null;
  const last = excerpt(only, QUOTED_WORDS, lastWordOf(only));
  if (last === excerpt(only, Number.POSITIVE_INFINITY) || wakesUp(last, language)) return null;
  return quoted(wording, only, lastWordOf(only));
}
