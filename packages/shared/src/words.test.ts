import { describe, expect, it } from "vitest";
import { normalize, wordsBegin, wordsOf } from "./words";

describe("wordsOf", () => {
  it("cuts text into distinct lower-case words, accents folded", () => {
    expect([...wordsOf("Café, CAFE — sci-fi 42")]).toEqual(["cafe", "sci", "fi", "42"]);
    expect(normalize("Ｃａｆé")).toBe("cafe");
  });
});

describe("wordsBegin", () => {
  const typed = (query: string) => [...wordsOf(query)];

  it("matches when every word typed begins a word of the text, in any order", () => {
    expect(wordsBegin(typed("chas"), "Being chased")).toBe(true);
    expect(wordsBegin(typed("chased be"), "Being chased")).toBe(true);
    expect(wordsBegin(typed("being water"), "Being chased")).toBe(false);
  });

  it("does not match inside a word", () => {
    expect(wordsBegin(typed("ased"), "Being chased")).toBe(false);
  });

  it("folds case and accents on both sides", () => {
    expect(wordsBegin(typed("café"), "Cafe")).toBe(true);
    expect(wordsBegin(typed("CAFE"), "Café")).toBe(true);
  });

  it("matches any text when nothing is typed", () => {
    expect(wordsBegin([], "Water")).toBe(true);
    expect(wordsBegin(typed(" - "), "Water")).toBe(true);
  });
});
