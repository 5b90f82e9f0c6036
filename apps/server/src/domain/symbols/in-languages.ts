import type { OtherLanguage } from "../languages";
import { GERMAN_SYMBOLS } from "./de";
import { SPANISH_SYMBOLS } from "./es";
import { FRENCH_SYMBOLS } from "./fr";
import { ITALIAN_SYMBOLS } from "./it";
import { PORTUGUESE_SYMBOLS } from "./pt";
import type { LocalSymbol } from "./terms";

/**
 * Every lexicon entry (./lexicon) in each language besides English: its name, its name with the
 * article, and the terms that find it, written for the language (./<language>/).
 */
export const SYMBOLS_IN: Record<OtherLanguage, readonly LocalSymbol[]> = {
  fr: FRENCH_SYMBOLS,
  es: SPANISH_SYMBOLS,
  de: GERMAN_SYMBOLS,
  it: ITALIAN_SYMBOLS,
  pt: PORTUGUESE_SYMBOLS,
};
