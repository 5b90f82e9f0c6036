import { readdirSync, readFileSync } from "node:fs";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

/**
 * Every translation holds the English catalogue's ids, no others, and each message says the same
 * things: the same placeholders, the same select cases, the same markup, and valid ICU syntax
 * (docs/translating.md).
 */
const locales = new URL("../../locales/", import.meta.url);
const read = (locale: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}/${file}`, locales), "utf8"));
const filesOf = (locale: string) =>
  readdirSync(new URL(`${locale}/`, locales))
    .filter((file) => file.endsWith(".json"))
    .sort();
const translations = readdirSync(locales).filter((locale) => locale !== "en");

/** What a message must keep in every language: its arguments, select cases and markup tags. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") found.add(`{${token.arg}}`);
      if (token.type === "content") for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
      if (token.type === "select" || token.type === "plural" || token.type === "selectordinal") {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const c of token.cases) {
          if (token.type === "select") found.add(`{${token.arg}} case ${c.key}`);
          walk(c.tokens);
        }
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("shape", () => {
  it("names a message's arguments, select cases and tags, not its plural forms", () => {
    expect(shape("{n, plural, one {# dream} other {# dreams}} by <0>{who}</0>")).toEqual(
      ["<0>", "</0>", "{n, plural}", "{who}"].sort(),
    );
    expect(shape("{g, select, a {x} other {y}}")).toEqual(["{g, select}", "{g} case a", "{g} case other"]);
    expect(() => shape("{n, plural, one {# dream}")).toThrow();
  });
});

describe.each(translations)("the %s catalogue", (locale) => {
  it("has the English files", () => {
    expect(filesOf(locale)).toEqual(filesOf("en"));
  });

  it.each(filesOf("en"))("%s has every English id and no other", (file) => {
    expect(Object.keys(read(locale, file)).sort()).toEqual(Object.keys(read("en", file)).sort());
  });

  it.each(filesOf("en"))("%s keeps each message's placeholders, cases and markup", (file) => {
    const english = read("en", file);
    for (const [id, text] of Object.entries(read(locale, file))) {
      expect(text.trim(), `${locale}/${file} ${id} is empty`).not.toBe("");
      expect(shape(text), `${locale}/${file} ${id}`).toEqual(shape(english[id] ?? ""));
      for (const token of parse(text))
        if (token.type === "plural")
          expect(
            token.cases.map((c) => c.key),
            `${locale}/${file} ${id}`,
          ).toContain("other");
    }
  });
});
