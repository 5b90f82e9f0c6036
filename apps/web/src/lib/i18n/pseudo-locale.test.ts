import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { PSEUDO_LOCALE, pseudoLocaleChosen, pseudoLocalize } from "./pseudo-locale";

// Every area of the English catalogue, compiled as the app loads it (emails.json is the server's).
const areas = import.meta.glob<Messages>(["../../locales/en/*.json", "!../../locales/en/emails.json"], {
  query: "?lingui",
  import: "messages",
  eager: true,
});
const english = Object.assign({}, ...Object.values(areas)) as Messages;

/** Any placeholder's value: a number, so that plurals choose and selects fall to `other`. */
const values = new Proxy({}, { get: () => 2 }) as Record<string, number>;
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

describe("en-XA", () => {
  const source = setupI18n({ locale: "en", messages: { en: english } });
  const pseudo = setupI18n({ locale: PSEUDO_LOCALE, messages: { [PSEUDO_LOCALE]: pseudoLocalize(english) } });

  it("has every English message", () => {
    expect(Object.keys(english).length).toBeGreaterThan(500);
    expect(Object.keys(pseudoLocalize(english))).toEqual(Object.keys(english));
  });

  it("writes each message in ⟦ ⟧, accented and about 40 % longer, its placeholders, cases and markup kept", () => {
    for (const id of Object.keys(english)) {
      const was = source._(id, values);
      const shown = pseudo._(id, values);
      expect(shown, id).toMatch(/^⟦[\s\S]*⟧$/);
      // The English text with its values, then the padding: nothing lost, nothing left unformatted.
      expect(plain(shown.slice(1, -1)).startsWith(was), `${id}: ${shown}`).toBe(true);
      expect(shown.match(/<\/?\d+\/?>/g) ?? [], id).toEqual(was.match(/<\/?\d+\/?>/g) ?? []);
      expect(shown.length - 2, id).toBeGreaterThanOrEqual(Math.floor(was.length * 1.3));
    }
  });

  it("accents the letters, not the markup or a plural's number", () => {
    const messages = pseudoLocalize({
      a: ["Read the ", "<0>", "terms", "</0>"],
      b: [["count", "plural", { one: ["#", " dream"], other: ["#", " dreams"] }]],
    });
    const i18n = setupI18n({ locale: PSEUDO_LOCALE, messages: { [PSEUDO_LOCALE]: messages } });
    expect(i18n._("a")).toMatch(/^⟦Réád thé <0>térms<\/0> \S+⟧$/);
    expect(i18n._("b", { count: 1 })).toMatch(/^⟦1 dréám \S+⟧$/);
    expect(i18n._("b", { count: 3 })).toMatch(/^⟦3 dréáms \S+⟧$/);
  });

  it("is chosen by the language cookie alone", () => {
    expect(pseudoLocaleChosen("a=b; somnia-locale=en-XA")).toBe(true);
    expect(pseudoLocaleChosen("somnia-locale=en")).toBe(false);
    expect(pseudoLocaleChosen(undefined)).toBe(false);
  });
});
