import type { Locale } from "../locales";
import type { TermsDocument } from "./terms";
import { terms as de } from "./terms/de";
import { terms as en } from "./terms/en";
import { terms as es } from "./terms/es";
import { terms as fr } from "./terms/fr";
import { terms as it } from "./terms/it";
import { terms as ptBR } from "./terms/pt-BR";

/**
 * Every language's Terms of Service at once, for what renders them all (the landing host, tests).
 * A page of the app loads only its reader's language with `loadTerms` (./terms.ts).
 */
export const ALL_TERMS: Record<Locale, TermsDocument> = { en, fr, es, de, it, "pt-BR": ptBR };
