import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OTHER_LANGUAGES } from "../../languages";
import { LEXICON } from "../lexicon";
import { symbolTexts, TEXT_FILES } from "./index";

const LANGUAGES = OTHER_LANGUAGES;
const THEMES: Record<(typeof TEXT_FILES)[number], string[]> = {
  beings: ["people", "animals", "otherworldly", "body"],
  places: ["places", "nature", "water"],
  happenings: ["situations", "movement", "objects"],
};

describe.each(LANGUAGES)("the dictionary's texts in %s", (language) => {
  const texts = symbolTexts(language);

  it("give every lexicon entry a reading and a question, and nothing else", () => {
    expect([...texts.keys()].sort()).toEqual(LEXICON.map((entry) => entry.id).sort());
  });

  it("are written for the language: a question asks, no two entries share a text, no English is left", () => {
    for (const [id, { reading, question }] of texts) {
      expect(question, id).toMatch(language === "fr" ? /\u202f\?$/ : /\?$/);
      if (language === "es") expect(question, id).toMatch(/¿/);
      expect(reading, id).not.toBe(LEXICON.find((entry) => entry.id === id)?.reading);
      expect(`${reading} ${question}`, id).not.toMatch(/\b(the|your|dream|often)\b/i);
    }
    const readings = [...texts.values()].map((text) => text.reading);
    expect(new Set(readings).size).toBe(readings.length);
  });

  it("keep each entry in the file of its theme", () => {
    for (const name of TEXT_FILES) {
      const file = new URL(`./${language}/${name}.json`, import.meta.url);
      const ids = Object.keys(JSON.parse(readFileSync(file, "utf8")));
      for (const id of ids) {
        const theme = LEXICON.find((entry) => entry.id === id)?.theme ?? "";
        expect(THEMES[name], `${id} (${theme})`).toContain(theme);
      }
    }
  });
});
