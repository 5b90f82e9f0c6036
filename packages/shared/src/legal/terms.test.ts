import { describe, expect, it } from "vitest";
import { LOCALES, SOURCE_LOCALE } from "../locales";
import { ALL_TERMS } from "./all-terms";
import { loadTerms, MINIMUM_AGE, type TermsDocument, type TermsParagraph } from "./terms";

const english = ALL_TERMS[SOURCE_LOCALE];
const translations = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** A document's shape: its section ids, and in each paragraph where its links and e-mail runs are. */
function shape(document: TermsDocument) {
  const runs = (paragraph: TermsParagraph) =>
    typeof paragraph === "string"
      ? "text"
      : paragraph.map((run) => (typeof run === "string" ? "text" : "email" in run ? "email" : run.link));
  return document.sections.map((section) => ({ id: section.id, paragraphs: section.paragraphs.map(runs) }));
}

/** Every piece of prose in a document. */
function texts(document: TermsDocument): string[] {
  return [
    document.title,
    document.lastUpdated,
    document.intro,
    document.prevails,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs.flatMap((paragraph) =>
        typeof paragraph === "string"
          ? [paragraph]
          : paragraph.map((run) => (typeof run === "string" ? run : "text" in run ? run.text : "")),
      ),
    ]),
  ].filter((text) => text !== "");
}

describe("the Terms of Service", () => {
  it("loads each language's own document, and every language has one", async () => {
    expect(Object.keys(ALL_TERMS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(await loadTerms(locale), locale).toBe(ALL_TERMS[locale]);
  });

  it("has the English sections, links and e-mail runs in the same places in every language", () => {
    expect(shape(english).map((section) => section.id)).toContain("privacy");
    for (const locale of translations) expect(shape(ALL_TERMS[locale]), locale).toEqual(shape(english));
  });

  it("dates every document from one day, and says in each which version prevails", () => {
    for (const locale of LOCALES) {
      const document = ALL_TERMS[locale];
      expect(document.lastUpdated.match(/\{date\}/g), locale).toHaveLength(1);
      expect(document.lastUpdated, locale).not.toMatch(/\d/);
      expect(document.prevails.length, locale).toBeGreaterThan(40);
    }
    expect(english.prevails).toBe(
      "This document is also available in French, Spanish, German, Italian and Portuguese. If a translation differs from the English version, the English version prevails.",
    );
  });

  it("states the minimum age in the first section of every language", () => {
    for (const locale of LOCALES) {
      const [first] = ALL_TERMS[locale].sections;
      expect(first?.paragraphs.join(" "), locale).toContain(`${MINIMUM_AGE}`);
    }
  });

  it("is translated, not copied, with the typographic apostrophe", () => {
    const source = new Set(texts(english));
    for (const locale of translations) {
      const own = texts(ALL_TERMS[locale]);
      // A word such as "Contact" or "Privacy" may be the same in two languages; a paragraph never is.
      expect(
        own.filter((text) => source.has(text) && text.length > 20),
        locale,
      ).toEqual([]);
      expect(
        own.filter((text) => text.includes("'")),
        locale,
      ).toEqual([]);
    }
  });
});
