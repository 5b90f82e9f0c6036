import type { Feeling } from "../detect-emotions";
import type { FoundSymbol } from "../detect-symbols";
import { compile } from "./compiled";
import { SPANISH } from "./es";
import { findLocalFeelings } from "./feelings";
import { FRENCH } from "./fr";
import { ITALIAN } from "./it";
import { findLocalSymbols } from "./symbols";
import type { LanguageRules, OtherLanguage } from "./types";
import { readLocal } from "./words";

export type { OtherLanguage } from "./types";

/**
 * The rules of every language read besides English. German and Portuguese are detected but not
 * read yet: their dreams get the note of a language Somnia does not read (decision 045).
 */
export const RULES: Partial<Record<OtherLanguage, LanguageRules>> = { fr: FRENCH, es: SPANISH, it: ITALIAN };

/** The languages read besides English. */
export const READ_LANGUAGES = Object.keys(RULES) as OtherLanguage[];

/** `language`'s rules, which it must have. */
export function rulesOf(language: OtherLanguage): LanguageRules {
  const rules = RULES[language];
  if (!rules) throw new Error(`${language} is not read yet`);
  return rules;
}

/** The feelings and symbols of a dream written in `language`, or null when it is not read yet. */
export function readInLanguage(
  language: OtherLanguage,
  text: string,
): { feelings: Feeling[]; found: FoundSymbol[] } | null {
  const rules = RULES[language];
  if (!rules) return null;
  const compiled = compile(rules);
  const sentences = readLocal(text, rules);
  const feelings = findLocalFeelings(compiled, sentences);
  return { feelings, found: findLocalSymbols(compiled, sentences, feelings) };
}
