import { describe, expect, it } from "vitest";
import { ownWords } from "./own-words";

describe("the dream's own words for an image", () => {
  it("quotes the match with the article or pronoun that opens its phrase", () => {
    expect(ownWords("Je rangeais les bougies dans un vieux tiroir.", "bougies", "fr", "la bougie")).toBe(
      "les bougies",
    );
    expect(ownWords("On marchait vers une immense cathédrale.", "cathédrale", "fr", "l’église")).toBe(
      "une immense cathédrale",
    );
    expect(ownWords("Después yo nadaba sin parar.", "nadaba", "es", "la natación")).toBe("yo nadaba");
    expect(ownWords("Da lag einen großen Hund im Flur.", "Hund", "de", "der Hund")).toBe("einen großen Hund");
    expect(ownWords("Avevo perso la mia gatta.", "gatta", "it", "il gatto")).toBe("la mia gatta");
  });

  it("keeps an elided article whole and counts it with its word", () => {
    expect(ownWords("Je passais l'aspirateur au salon.", "aspirateur", "fr", "le ménage")).toBe(
      "Je passais l'aspirateur",
    );
  });

  it("says nothing new when the dream uses the lexicon's name, whatever its article", () => {
    expect(ownWords("Un loup hurlait au loin.", "loup", "fr", "le loup")).toBeNull();
    expect(ownWords("Havia um gato no telhado.", "gato", "pt", "o gato")).toBeNull();
  });

  it("never reaches back across a preposition nor ends on one", () => {
    expect(ownWords("J'ai acheté un cornet de frites.", "frites", "fr", "la nourriture")).toBeNull();
    expect(ownWords("Je me suis perdu dans la forêt.", "me suis perdu dans", "fr", "l’égarement")).toBe(
      "me suis perdu",
    );
  });

  it("reads German word order: no pronoun parted from its verb, no other noun before the match", () => {
    expect(ownWords("Dann haben wir Maroni gegessen.", "Maroni", "de", "das Essen")).toBeNull();
    expect(ownWords("Auf der Kirmes Autoscooter fahren.", "Autoscooter", "de", "das Autofahren")).toBeNull();
  });

  it("opens on a preposition merged with its article only right before the match", () => {
    expect(ownWords("A gente tava no supermercado.", "supermercado", "pt", "a loja")).toBe("no supermercado");
    expect(ownWords("Dormivo nella mia stanza.", "stanza", "it", "la camera")).toBe("nella mia stanza");
    expect(ownWords("Eu saí à noite procurando o gato.", "procurando", "pt", "a procura")).toBeNull();
  });

  it("never cuts a hyphenated word", () => {
    expect(ownWords("Wir hatten den Lotto-Jackpot geknackt.", "Lotto", "de", "der Sieg")).toBeNull();
  });
});
