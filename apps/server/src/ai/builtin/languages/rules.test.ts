import { describe, expect, it } from "vitest";
import { LEXICON } from "../../../domain/symbols/lexicon";
import { RULES } from "./index";
import { compileTerm } from "./term-match";

describe.each(Object.values(RULES))("the rules of $language", (rules) => {
  it("name every lexicon entry exactly once, with its article and its words", () => {
    const ids = rules.symbols.map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(LEXICON.map((entry) => entry.id).sort());
    for (const symbol of rules.symbols) {
      expect(symbol.name.trim(), symbol.id).not.toBe("");
      expect(symbol.article.trim(), symbol.id).not.toBe("");
      expect(symbol.terms.length, symbol.id).toBeGreaterThan(0);
    }
  });

  it("start and end every term with a word", () => {
    const all = [
      ...rules.feelings.flatMap((group) => group.terms),
      ...rules.symbols.flatMap((symbol) => [...symbol.terms, ...(symbol.except ?? [])]),
      ...Object.values(rules.cues).flat(),
    ];
    for (const term of all) {
      const { patterns } = compileTerm(term, rules);
      expect(patterns.length, term).toBeGreaterThan(0);
      expect(patterns[0], term).not.toBe("gap");
      expect(patterns.at(-1), term).not.toBe("gap");
    }
  });
});
