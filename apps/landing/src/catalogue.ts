import type { Locale } from "@somnia/shared/locales";
import { de } from "./catalogue/de";
import { en, type LandingText } from "./catalogue/en";
import { es } from "./catalogue/es";
import { fr } from "./catalogue/fr";
import { it } from "./catalogue/it";
import { ptBR } from "./catalogue/pt-BR";

export type { LandingText } from "./catalogue/en";

/** The landing host's text, one catalogue per language (./catalogue/<locale>.ts). */
export const CATALOGUE: Record<Locale, LandingText> = { en, fr, es, de, it, "pt-BR": ptBR };
