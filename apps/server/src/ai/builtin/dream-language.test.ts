import { describe, expect, it } from "vitest";
import { languageOfLocale } from "../../domain/languages";
import { dreamLanguage } from "./dream-language";

describe("dreamLanguage", () => {
  it("reads each of the six languages, whoever reads it", () => {
    const dreams = {
      fr: "Je volais au-dessus de Paris et j'avais très peur de tomber dans la Seine.",
      es: "Estaba en la casa de mi abuela y me sentía muy feliz y tranquila.",
      de: "Ich war in einem dunklen Wald und hatte große Angst vor den Wölfen.",
      it: "Ero in una casa enorme e non trovavo più l'uscita, poi è arrivata mia sorella.",
      pt: "Eu estava na casa da minha avó e fiquei muito feliz quando ela me abraçou.",
      en: "I was flying over the city at night and I was not afraid at all.",
    };
    for (const [language, text] of Object.entries(dreams))
      for (const reader of ["en", "fr", "de"] as const)
        expect(dreamLanguage(text, reader), text).toBe(language);
  });

  it("knows a language Somnia does not read from the ones it does", () => {
    for (const text of [
      "Ik droomde dat ik door een donker bos liep en heel bang was.",
      "Śniło mi się, że spadam z wysokiego budynku.",
      "Vaig somiar que queia d'un edifici molt alt.",
      "Мне снилось, что я падаю с крыши.",
      "私は空を飛ぶ夢を見た。",
    ])
      expect(dreamLanguage(text, "en"), text).toBeNull();
  });

  it("lets the reader's language decide a note too short to tell", () => {
    // Spanish and Portuguese share these words; the reader's language breaks the tie.
    expect(dreamLanguage("Pesadelo de novo.", "pt")).toBe("pt");
    expect(dreamLanguage("Lucid, brief.", "en")).toBe("en");
    expect(dreamLanguage("Cauchemar, encore.", "fr")).toBe("fr");
    // …but not a sentence that is plainly another language.
    expect(dreamLanguage("Me perseguían por un bosque oscuro.", "fr")).toBe("es");
    expect(dreamLanguage("Mein Vater stand am Bahnhof.", "en")).toBe("de");
  });

  it("gives a text without a letter the reader's language", () => {
    expect(dreamLanguage("!!! 3:14 …", "it")).toBe("it");
    expect(dreamLanguage("", "de")).toBe("de");
  });

  it("reads Brazilian Portuguese as Portuguese", () => {
    expect(languageOfLocale("pt-BR")).toBe("pt");
    expect(languageOfLocale("en")).toBe("en");
  });
});
