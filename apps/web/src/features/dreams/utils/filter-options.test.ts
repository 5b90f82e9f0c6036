import { describe, expect, it } from "vitest";
import { type FilterOption, matchingOptions, withChosen } from "./filter-options";

const SYMBOLS: FilterOption[] = [
  { value: "water", label: "Water", count: 5 },
  { value: "flying", label: "Flying", count: 3 },
  { value: "chase", label: "Being chased", count: 2 },
  { value: "cafe", label: "Café", count: 1 },
  { value: "fire", label: "Fire", count: 1 },
];
const labels = (options: FilterOption[]) => options.map((option) => option.label);

describe("matchingOptions", () => {
  it("keeps every option, in order, for a blank query", () => {
    expect(matchingOptions(SYMBOLS, "")).toEqual(SYMBOLS);
    expect(matchingOptions(SYMBOLS, "   ")).toEqual(SYMBOLS);
  });

  it("finds an option by the beginning of any word of its label, in any case", () => {
    expect(labels(matchingOptions(SYMBOLS, "f"))).toEqual(["Flying", "Fire"]);
    expect(labels(matchingOptions(SYMBOLS, "FLY"))).toEqual(["Flying"]);
    expect(labels(matchingOptions(SYMBOLS, "chas"))).toEqual(["Being chased"]);
  });

  it("does not match inside a word", () => {
    expect(matchingOptions(SYMBOLS, "ying")).toEqual([]);
    expect(matchingOptions(SYMBOLS, "ater")).toEqual([]);
  });

  it("needs every word typed, in any order", () => {
    expect(labels(matchingOptions(SYMBOLS, "chased being"))).toEqual(["Being chased"]);
    expect(matchingOptions(SYMBOLS, "being water")).toEqual([]);
  });

  it("folds accents both ways and ignores punctuation", () => {
    expect(labels(matchingOptions(SYMBOLS, "cafe"))).toEqual(["Café"]);
    expect(labels(matchingOptions([{ value: "x", label: "Cafe" }], "café"))).toEqual(["Cafe"]);
    expect(labels(matchingOptions([{ value: "sf", label: "sci-fi" }], "fi"))).toEqual(["sci-fi"]);
  });
});

describe("withChosen", () => {
  it("leaves the options alone when nothing is chosen or the choice is among them", () => {
    expect(withChosen(SYMBOLS, undefined, undefined)).toEqual(SYMBOLS);
    expect(withChosen(SYMBOLS, "fire", "Fire")).toEqual(SYMBOLS);
  });

  it("puts a chosen value that is no longer offered first, by its label and without a count", () => {
    expect(withChosen(SYMBOLS, "house", "House")[0]).toEqual({ value: "house", label: "House" });
    expect(withChosen(SYMBOLS, "house", undefined)[0]).toEqual({ value: "house", label: "house" });
    expect(withChosen(SYMBOLS, "house", "House")).toHaveLength(SYMBOLS.length + 1);
  });
});
