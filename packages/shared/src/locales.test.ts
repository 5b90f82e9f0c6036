import { describe, expect, it } from "vitest";
import { acceptedLanguages, localeOfCookie, negotiateLocale, requestLocale } from "./locales";

describe("negotiateLocale", () => {
  it("takes the first tag Somnia speaks, by tag, then by language, else English", () => {
    expect(negotiateLocale(["EN-gb", "fr"])).toBe("en");
    expect(negotiateLocale(["ja", "de-AT", "fr"])).toBe("de");
    expect(negotiateLocale(["fr-CA"])).toBe("fr");
    expect(negotiateLocale(["pt-PT"])).toBe("pt-BR");
    expect(negotiateLocale(["pt-br"])).toBe("pt-BR");
    expect(negotiateLocale(["xx-YY"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
  });
});

describe("acceptedLanguages", () => {
  it("orders an Accept-Language header by quality, keeping the header's order on ties", () => {
    expect(acceptedLanguages("de;q=0.5, it-IT, fr;q=0.9, es;q=0.9, *;q=0.1, ja;q=0")).toEqual([
      "it-IT",
      "fr",
      "es",
      "de",
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });
});

describe("the language of a request", () => {
  it("is the cookie's when it names a language Somnia speaks, else the browser's", () => {
    expect(localeOfCookie("a=1; somnia-locale=it; b=2")).toBe("it");
    expect(localeOfCookie("somnia-locale=xx")).toBeUndefined();
    expect(requestLocale("somnia-locale=es", "de")).toBe("es");
    expect(requestLocale("somnia-locale=klingon", "de-CH,de;q=0.9")).toBe("de");
    expect(requestLocale(undefined, undefined)).toBe("en");
  });
});
