import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../../index";

const analyst = createBuiltinAnalyst();

/** The emotions found in a dream, as "emotion who[:name][ waking]". */
function feelings(text: string): string[] {
  const found = analyst.detect(text);
  expect(found.language).toBe("it");
  return found.emotions.map((entry) => {
    const who = entry.whoName ? `${entry.who}:${entry.whoName}` : entry.who;
    return `${entry.emotion} ${who}${entry.when === "waking" ? " waking" : ""}`;
  });
}

/** The symbol ids found in a dream. */
function symbols(text: string): string[] {
  return analyst.detect(text).symbols.map((entry) => entry.symbol);
}

describe("Italian dream reports: feelings", () => {
  it("reads a plain feeling as the dreamer's", () => {
    expect(feelings("Stanotte ho sognato di nuotare al largo ed ero felicissima.")).toEqual(["joy dreamer"]);
  });

  it("leaves out a negated feeling", () => {
    expect(feelings("Nel sogno camminavo nel bosco di notte e non avevo paura di niente.")).toEqual([]);
  });

  it("keeps a negation undone by a comparison", () => {
    expect(feelings("Non ho mai avuto così paura in vita mia, ve lo giuro.")).toEqual(["fear dreamer"]);
  });

  it("leaves out a hypothetical feeling", () => {
    expect(feelings("Se fossi rimasta in quella casa sarei stata terrorizzata da quei rumori.")).toEqual([]);
  });

  it("leaves out a feeling that is only asked", () => {
    expect(feelings("Ma ero davvero arrabbiato con mio fratello in quel sogno?")).toEqual([]);
  });

  it("gives another person's feeling to that person", () => {
    // The verb's own third person says it is someone else's, before any name.
    expect(feelings("Mia madre piangeva in cucina e non voleva dirmi il perché.")).toEqual([
      "sadness other:piangeva",
    ]);
  });

  it("reads the third person of the verb as someone else", () => {
    expect(feelings("Il capo mi guardava dalla porta ed era furioso con tutti quanti.")).toEqual([
      "anger other:era",
    ]);
  });

  it("gives a stimulus word to the dreamer", () => {
    expect(feelings("Lui mi portava in un corridoio lunghissimo e spaventoso, senza finestre.")).toEqual([
      "fear dreamer",
    ]);
  });

  it("reads a bodily sign as fear only beside a threat", () => {
    expect(feelings("Un uomo con un coltello mi inseguiva per le scale e tremavo tutta.")).toEqual([
      "fear dreamer",
    ]);
    expect(feelings("Dopo la partita di calcio con gli amici del paese tremavo tutta.")).toEqual([]);
  });

  it("reads feelings after waking as on waking", () => {
    expect(feelings("Il lupo era ormai vicinissimo. Poi mi sono svegliata e mi sentivo sollevata.")).toEqual([
      "relief dreamer waking",
    ]);
  });

  it("reads regional and colloquial words", () => {
    expect(feelings("Quando ho visto la biscia sotto il letto mi sono scantata davvero.")).toEqual([
      "fear dreamer",
    ]);
    expect(feelings("Il mio coinquilino si era finito il gelato e io ero incazzato nero.")).toEqual([
      "anger dreamer",
    ]);
  });

  it("does not read slang praise or a surprise party as a feeling", () => {
    expect(feelings("Sabato c'era una festa da paura a casa di Luca, con tutti gli amici.")).toEqual([]);
    expect(feelings("I miei colleghi mi avevano organizzato una festa a sorpresa in ufficio.")).toEqual([]);
  });

  it("reads a third person's own verb and reflexive as someone else's", () => {
    expect(feelings("Mia zia era seduta sul divano. Piangeva senza dire niente.")).toEqual([
      "sadness other:piangeva",
    ]);
    expect(feelings("Durante la lezione la maestra si è messa a ridere davanti a tutti.")).toEqual([
      "joy other:si",
    ]);
  });

  it("reads a feeling said of the dreamer's heart as the dreamer's", () => {
    expect(feelings("Guardavo la vecchia casa vuota e mi si stringeva il cuore.")).toEqual([
      "sadness dreamer",
    ]);
  });

  it("reads idioms of confusion, tears of joy and a pounding heart on waking", () => {
    expect(feelings("Nel corridoio le porte cambiavano posto e mi sembrava tutto molto strano.")).toEqual([
      "confusion dreamer",
    ]);
    expect(feelings("Al supermercato il carrello scappava da solo e non sapevo più che fare.")).toEqual([
      "confusion dreamer",
    ]);
    expect(feelings("Quando ho rivisto mio fratello ero felice da piangere.")).toEqual(["joy dreamer"]);
    expect(feelings("Un cane nero mi seguiva per la strada. Mi sono svegliato col cuore a mille.")).toEqual([
      "fear dreamer waking",
    ]);
  });

  it("does not read a calm dream or laughing something off as a feeling", () => {
    expect(feelings("Eravamo al lago con gli amici, niente di speciale, un sogno tranquillo.")).toEqual([]);
    expect(feelings("Mio nonno raccontava di una strega del paese e io ci ridevo su.")).toEqual([]);
  });
});

describe("Italian dream reports: symbols", () => {
  it("reads an idiom as a feeling and not as its image", () => {
    const text = "Quando l'ho visto arrivare avevo le farfalle nello stomaco e mi si è gelato il sangue.";
    expect(feelings(text)).toEqual(["worry dreamer", "fear dreamer"]);
    expect(symbols(text)).not.toContain("butterfly");
    expect(symbols(text)).not.toContain("blood");
  });

  it("finds symbols in their inflected forms", () => {
    const found = symbols("Sul tetto della casa c'erano tre cani e due gattini neri che dormivano.");
    expect(found).toEqual(expect.arrayContaining(["roof", "house", "dog", "cat"]));
  });

  it("keeps apart words that share a stem", () => {
    const found = symbols("Mio marito camminava da solo sotto la pioggia, lontano dal porto.");
    expect(found).toContain("partner");
    expect(found).toContain("rain");
    expect(found).not.toContain("ocean");
    expect(found).not.toContain("sun");
    expect(found).not.toContain("door");
  });

  it("leaves out another sense of a word", () => {
    const found = symbols("Al lavoro ho perso la pazienza e mi sono rotto il braccio cadendo dalle scale.");
    expect(found).not.toContain("losing-something");
    expect(found).toContain("injury");
  });

  it("keeps apart words that only share a stem with an image", () => {
    const found = symbols(
      "Ci sedevamo in cerchio nel cortile, sceglievo una carta a caso e premevo il campanello.",
    );
    expect(found).not.toContain("searching");
    expect(found).not.toContain("house");
    expect(found).not.toContain("winning");
  });

  it("leaves out comparisons and idioms", () => {
    expect(symbols("Il vicino urlava tipo un demonio e aveva un diavolo per capello.")).not.toContain(
      "demon",
    );
    expect(symbols("Alla partita giocavo in attacco e lo stadio è esploso di gioia.")).not.toContain(
      "attack",
    );
  });

  it("reads bathing at the sea as swimming and people in a role as strangers", () => {
    const sea = symbols("Al mare facevamo il bagno fino a sera, poi il bagnino ci ha chiamati.");
    expect(sea).toContain("swimming");
    expect(sea).not.toContain("bathroom");
    expect(sea).toContain("stranger");
    expect(symbols("Ero io la maestra e i bambini non mi ascoltavano.")).not.toContain("teacher");
  });
});
