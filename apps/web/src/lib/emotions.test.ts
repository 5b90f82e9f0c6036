import { readFileSync } from "node:fs";
import { parse } from "@messageformat/parser";
import { EMOTIONS } from "@somnia/shared/detections";
import { LOCALES } from "@somnia/shared/locales";
import { afterAll, describe, expect, it } from "vitest";
import { emotionName } from "./emotions";
import { activateLocale } from "./i18n/catalogues";

afterAll(() => activateLocale("en"));

describe("emotionName", () => {
  it("has a case for every emotion the analyst and the chips know, and no other", () => {
    // The parity test holds every language to English's cases (./i18n/parity.test.ts).
    const english = JSON.parse(readFileSync(new URL("../locales/en/common.json", import.meta.url), "utf8"));
    const [select] = parse(english["common.emotion"]);
    expect(select?.type).toBe("select");
    const cases = select?.type === "select" ? select.cases.map((c) => c.key) : [];
    expect(cases.sort()).toEqual([...EMOTIONS, "other"].sort());
  });

  it.each(LOCALES)("names each emotion with a word of its own in %s", async (locale) => {
    await activateLocale(locale);
    const names = EMOTIONS.map(emotionName);
    expect(new Set(names).size).toBe(EMOTIONS.length);
    for (const name of names) expect(name).toMatch(/^\p{L}+$/u);
  });

  it("speaks the reader's language", async () => {
    await activateLocale("fr");
    expect([emotionName("fear"), emotionName("relief")]).toEqual(["peur", "soulagement"]);
    await activateLocale("de");
    expect([emotionName("fear"), emotionName("awe")]).toEqual(["Angst", "Ehrfurcht"]);
    await activateLocale("en");
    expect(emotionName("embarrassment")).toBe("embarrassment");
  });
});
