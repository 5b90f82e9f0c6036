import type { DictionaryEntry } from "@somnia/shared/symbols";
import { describe, expect, it } from "vitest";
import { findSymbols, themeOf } from "./find-symbols";

const entry = (id: string, label: string, theme: DictionaryEntry["theme"], words: string[]) => ({
  id,
  label,
  theme,
  words,
  emotions: [],
  reading: "Often read as something.",
  question: "What does it mean to you?",
  sources: ["POP" as const],
});

const ENTRIES: DictionaryEntry[] = [
  entry("ocean", "Ocean", "water", ["ocean", "sea", "tide", "shore"]),
  entry("water", "Water", "water", ["water", "wet", "puddle"]),
  entry("cafe", "Cafe", "places", ["cafe", "coffee shop"]),
  entry("chase", "Being chased", "movement", ["chase", "pursue", "run after"]),
  entry("seal", "Seal", "animals", ["seal"]),
  entry("boat", "Boat", "water", ["boat", "ship", "sail"]),
  entry("child", "A child", "people", ["child", "kid"]),
];
const ids = (found: DictionaryEntry[]) => found.map((e) => e.id);

describe("findSymbols", () => {
  it("lists every entry alphabetically by label, a leading article aside, when nothing is typed", () => {
    expect(ids(findSymbols(ENTRIES, { query: "" }))).toEqual([
      "chase",
      "boat",
      "cafe",
      "child",
      "ocean",
      "seal",
      "water",
    ]);
    expect(ids(findSymbols(ENTRIES, { query: "  ,  " }))).toEqual(ids(findSymbols(ENTRIES, { query: "" })));
  });

  it("finds a label by the beginning of any of its words, in any case", () => {
    expect(ids(findSymbols(ENTRIES, { query: "CHAS" }))).toEqual(["chase"]);
    expect(ids(findSymbols(ENTRIES, { query: "wa" }))).toEqual(["water"]);
    expect(findSymbols(ENTRIES, { query: "ased" })).toEqual([]);
  });

  it("folds accents: 'café' finds 'Cafe'", () => {
    expect(ids(findSymbols(ENTRIES, { query: "café" }))).toEqual(["cafe"]);
  });

  it("also finds a symbol by the words of a dream that bring it up, after the label matches", () => {
    expect(ids(findSymbols(ENTRIES, { query: "sea" }))).toEqual(["seal", "ocean"]);
    expect(ids(findSymbols(ENTRIES, { query: "coffee" }))).toEqual(["cafe"]);
    expect(ids(findSymbols(ENTRIES, { query: "ocean tide" }))).toEqual(["ocean"]);
  });

  it("narrows to a family, searched or not", () => {
    expect(ids(findSymbols(ENTRIES, { query: "", theme: "water" }))).toEqual(["boat", "ocean", "water"]);
    expect(ids(findSymbols(ENTRIES, { query: "sea", theme: "water" }))).toEqual(["ocean"]);
    expect(findSymbols(ENTRIES, { query: "coffee", theme: "water" })).toEqual([]);
  });
});

describe("themeOf", () => {
  it("reads a family from the address, and nothing else", () => {
    expect(themeOf("water")).toBe("water");
    expect(themeOf("Water")).toBeUndefined();
    expect(themeOf("toString")).toBeUndefined();
    expect(themeOf(null)).toBeUndefined();
  });
});
