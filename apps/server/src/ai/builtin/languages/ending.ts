import type { OtherLanguage } from "../../../domain/languages";
import { sentencesOf } from "../../sentences";
import { compile, cueStarts } from "./compiled";
import { RULES } from "./index";
import { quoted } from "./say";
import type { LocalWording } from "./wording";
import { readLocal } from "./words";

/** A sentence too short to quote as a moment of the dream: "Fin.", "Ende, aus." */
const SHORT = 3;

/**
 * The sentence a dream written in `language` ends on, before any waking up ("Puis je me suis
 * réveillé.") and past a closing word or two ("Fin."): what an ending question quotes. Null for a
 * dream of one sentence, whose ending is all of it.
 */
export function endingOf(text: string, language: OtherLanguage): string | null {
  const rules = RULES[language];
  const { cues } = compile(rules);
  // Read from the end, one sentence at a time: the ending is near it.
  const sentences = sentencesOf(text.trim()).filter((sentence) => /\p{L}/u.test(sentence));
  const waking = (sentence: string) =>
    readLocal(sentence, rules).some((read) => cueStarts(cues.waking, read.words).length > 0);
  const short = (sentence: string) => (sentence.match(/\p{L}+/gu) ?? []).length < SHORT;
  while (sentences.length > 1 && (waking(sentences.at(-1) ?? "") || short(sentences.at(-1) ?? "")))
    sentences.pop();
  const last = sentences.at(-1);
  return sentences.length > 1 && last ? last.trim() : null;
}

/** The last words of the dream's ending (`endingOf`), in the language's quotation marks; or null. */
export function endingQuote(text: string, language: OtherLanguage, wording: LocalWording): string | null {
  const ending = endingOf(text, language);
  if (!ending) return null;
  const lastWord = ending.match(/[\p{L}\p{N}]+(?=\P{L}*$)/u)?.[0];
  return quoted(wording, ending, lastWord);
}
