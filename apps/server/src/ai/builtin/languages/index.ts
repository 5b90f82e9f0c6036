import type { OtherLanguage } from "../../../domain/languages";
import type { Feeling } from "../detect-emotions";
import type { FoundSymbol } from "../detect-symbols";
import { memoForTask } from "../task-memo";
import { compile } from "./compiled";
import { GERMAN } from "./de";
import { SPANISH } from "./es";
import { findLocalFeelings } from "./feelings";
import { FRENCH } from "./fr";
import { ITALIAN } from "./it";
import { nameGermanSubjects } from "./names";
import { PORTUGUESE } from "./pt";
import { findLocalSymbols } from "./symbols";
import type { LanguageRules } from "./types";
import { readLocal } from "./words";

/** The rules of every language read besides English (decision 045). */
export const RULES: Record<OtherLanguage, LanguageRules> = {
  fr: FRENCH,
  es: SPANISH,
  de: GERMAN,
  it: ITALIAN,
  pt: PORTUGUESE,
};

/**
 * The feelings and symbols of a dream written in `language`, read once per text in a task
 * (../task-memo.ts): a caller must not change what it gets.
 */
export const readInLanguage = memoForTask(readLanguage, (language, text) => `${language}\u0000${text}`);

function readLanguage(language: OtherLanguage, text: string): { feelings: Feeling[]; found: FoundSymbol[] } {
  const rules = RULES[language];
  const compiled = compile(rules);
  const sentences = readLocal(text, rules);
  if (rules.stemmer === "german") nameGermanSubjects(compiled, sentences);
  const feelings = findLocalFeelings(compiled, sentences);
  return { feelings, found: findLocalSymbols(compiled, sentences, feelings) };
}
