import { LOCALES, SOURCE_LOCALE } from "@somnia/shared/locales";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue";

/** Every string of a catalogue by its path (`home.features.0.title`). */
function flatten(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    flatten(child, path ? `${path}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = new Map(flatten(CATALOGUE[SOURCE_LOCALE]));

describe("the landing host's catalogues", () => {
  it("has a catalogue for every language", () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    it(`${locale}: has every English key and no other, each with the same placeholders`, () => {
      const own = new Map(flatten(CATALOGUE[locale]));
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of own) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
        expect(text.trim(), key).not.toBe("");
      }
    });

    it(`${locale}: is translated, with typographic apostrophes`, () => {
      const own = flatten(CATALOGUE[locale]);
      // A word such as "Contact" may be the same in two languages; a sentence never is.
      const copied = own.filter(([key, text]) => text.includes(" ") && text === english.get(key));
      expect(copied).toEqual([]);
      expect(own.filter(([, text]) => text.includes("'"))).toEqual([]);
    });
  }
});
