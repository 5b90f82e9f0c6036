import type { Locale } from "../locales";

/**
 * The Terms of Service, one whole document per language (./terms/<locale>.ts), which the app's
 * /terms and the landing host's /terms both render (docs/decisions/028-landing-host.md). A legal
 * text is translated as a whole document, so it lives here rather than in the app's message
 * catalogue; the English version prevails where a translation differs.
 */

/** The minimum age to use Somnia. */
export const MINIMUM_AGE = 13;

/** The day the terms last changed, in every language (`termsDateLine` writes it). */
export const TERMS_UPDATED = "2025-05-14";

/** A run of a paragraph: plain text, the link to the privacy policy, or the support address. */
export type TermsRun = string | { link: "privacy"; text: string } | { email: true };
/** A paragraph: plain text, or runs. */
export type TermsParagraph = string | readonly TermsRun[];

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly TermsParagraph[];
}

export interface TermsDocument {
  title: string;
  /** The date line, `{date}` standing for TERMS_UPDATED formatted in the document's language. */
  lastUpdated: string;
  intro: string;
  /** Which version prevails: the English one, where a translation differs from it. */
  prevails: string;
  sections: readonly TermsSection[];
}

/**
 * The document's date line: in English as the Terms have always written it ("Last updated:
 * 14.05.2025", docs/product.md), in another language as that language writes a date.
 */
export function termsDateLine(terms: TermsDocument, locale: Locale): string {
  const [year, month, day] = TERMS_UPDATED.split("-");
  const date =
    locale === "en"
      ? `${day}.${month}.${year}`
      : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${TERMS_UPDATED}T00:00:00Z`),
        );
  return terms.lastUpdated.replace("{date}", date);
}

/** Each language's document, fetched on its own: a page loads only its reader's. */
const DOCUMENTS: Record<Locale, () => Promise<TermsDocument>> = {
  en: () => import("./terms/en").then((m) => m.terms),
  fr: () => import("./terms/fr").then((m) => m.terms),
  es: () => import("./terms/es").then((m) => m.terms),
  de: () => import("./terms/de").then((m) => m.terms),
  it: () => import("./terms/it").then((m) => m.terms),
  "pt-BR": () => import("./terms/pt-BR").then((m) => m.terms),
};

/** The Terms of Service in `locale`. */
export function loadTerms(locale: Locale): Promise<TermsDocument> {
  return DOCUMENTS[locale]();
}
