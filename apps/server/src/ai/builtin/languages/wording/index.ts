import type { OtherLanguage } from "../../../../domain/languages";
import { GERMAN_WORDING } from "./de";
import { SPANISH_WORDING } from "./es";
import { FRENCH_WORDING } from "./fr";
import { ITALIAN_WORDING } from "./it";
import { PORTUGUESE_WORDING } from "./pt";
import type { LocalWording } from "./types";

export type { LocalWording } from "./types";

/** What the analyst says in each language besides English. */
export const WORDING: Record<OtherLanguage, LocalWording> = {
  fr: FRENCH_WORDING,
  es: SPANISH_WORDING,
  de: GERMAN_WORDING,
  it: ITALIAN_WORDING,
  pt: PORTUGUESE_WORDING,
};
