import type { Locale } from "@somnia/shared/locales";

/**
 * The languages a dream is read in: the six of Somnia's interface (docs/decisions/044-dream-language.md).
 * English is the lexicon's own (domain/symbols/lexicon); the others have its names, terms and texts
 * written for them.
 */
export const DREAM_LANGUAGES = ["en", "fr", "es", "de", "it", "pt"] as const;
export type DreamLanguage = (typeof DREAM_LANGUAGES)[number];

/** The languages besides English, each with its own rules and texts. */
export type OtherLanguage = Exclude<DreamLanguage, "en">;
export const OTHER_LANGUAGES = DREAM_LANGUAGES.filter((language) => language !== "en") as OtherLanguage[];

/** The reader's language among the dream languages: pt-BR reads Portuguese. */
export const languageOfLocale = (locale: Locale): DreamLanguage => locale.slice(0, 2) as DreamLanguage;
