import { describe, expect, it } from "vitest";
import { felt } from "../test-reading";

/** Where a German feeling word states no feeling, and whose feeling and when it is. */
describe("German cues", () => {
  it("reads no feeling in a word that only contains one or sounds like one", () => {
    expect(felt("Das Haus meiner Tante ist längst verkauft, aber ich war wieder im Flur.")).toEqual([]);
    expect(felt("Es war schon spät, und wir sind mit dem Rad heimgefahren.")).toEqual([]);
    expect(felt("Die Hose war voll Schlamm vom Acker.")).toEqual([]);
  });
  it("reads no sadness in howling sirens, wind or wolves", () => {
    expect(felt("In der Ferne heulten die Sirenen, und ich lief über den Platz.")).toEqual([]);
    expect(felt("Draußen heulte der Wind ums Haus.")).toEqual([]);
    expect(felt("Auf dem Hügel heulten die Wölfe den Mond an.")).toEqual([]);
  });
  it("reads no calm in a quiet scene, and no confusion in things in disorder", () => {
    expect(felt("Auf der Hauptstraße war alles ruhig, nur eine Katze lief vorbei.")).toEqual([]);
    expect(felt("Es war ganz ruhig im Treppenhaus, als ich die Tür aufschloss.")).toEqual([]);
    expect(felt("Der Fluss unter der Brücke war ganz grün und ruhig.")).toEqual([]);
    expect(felt("Im Keller war alles total durcheinander, Kisten und Stühle.")).toEqual([]);
    expect(felt("Ich war gar nicht ruhig, als der Hund bellte.")).not.toContain("calm:dreamer");
  });
  it("reads no confusion in asking what is wrong, in a strange thing or a strange manner", () => {
    expect(felt("Ich hab meine Freundin gefragt, was los ist.")).toEqual([]);
    expect(felt("Das war ein merkwürdiger Mann mit einem grünen Hut.")).toEqual([]);
    expect(felt("Es war seltsam still in der Schule.")).toEqual([]);
    expect(felt("Ich hab nicht gecheckt, wer da eigentlich angerufen hat.")).toEqual([]);
  });
  it("reads no surprise in a surprise given or planned, nor in sleeping with an open mouth", () => {
    expect(felt("Meine Kollegin hat mir eine Überraschung mitgebracht.")).toEqual([]);
    expect(felt("Ich wollte meine Eltern mit dem Besuch überraschen.")).toEqual([]);
    expect(felt("Mein Mann schlief auf dem Sofa mit offenem Mund.")).toEqual([]);
  });
  it("reads nobody's surprise as none, and the one exception as the dreamer's", () => {
    expect(felt("Niemand in der Kantine hat sich darüber gewundert.")).toEqual([]);
    expect(felt("Keiner außer mir hat sich darüber gewundert.")).toContain("surprise:dreamer");
  });
  it("reads no joy in a beautiful person nor in a feeling negated inside a phrase", () => {
    expect(felt("Meine Schwester war so schön in ihrem roten Kleid.")).toEqual([]);
    expect(felt("Der Ausflug hat mir gar nicht gefallen.")).not.toContain("joy:dreamer");
    expect(felt("Ich fühlte mich nicht gut, als ich ins Büro kam.")).not.toContain("joy:dreamer");
  });
  it("reads crying by 'die Kleine' as hers, and a fear of the dreamer's children as theirs", () => {
    expect(felt("Ich bin in der Nacht hoch, weil die Kleine geweint hat.")).toContain("sadness:other:die");
    expect(felt("Die beiden saßen zitternd unter dem Tisch, weil ein Einbrecher im Haus war.")).toContain(
      "fear:other:die",
    );
  });
  it("reads the dreamer's own feeling or heart after someone named in the sentence", () => {
    expect(felt("Mama nahm meine Hand, und mein Herz raste vor Angst.")).toContain("fear:dreamer");
    expect(felt("Der Mops machte die Tür auf, und da war meine ganze Wut verflogen.")).toContain(
      "anger:dreamer",
    );
  });
  it("reads waking said in the present and in a note's shorthand", () => {
    expect(felt("Wir waren auf der Fähre. Ich wach jedes Mal davon auf und bin traurig.")).toContain(
      "sadness:dreamer:waking",
    );
    expect(felt("Oma war im Garten. Danach wach, Tränen im Gesicht.")).toContain("sadness:dreamer:waking");
  });
  it("reads no feeling in other senses: taste, weather, sunshine, places, stirring, howling", () => {
    expect(felt("Die Milch im Kühlschrank war sauer, also hab ich Tee getrunken.")).toEqual([]);
    expect(felt("Am Himmel strahlte die Sonne, und wir gingen zum See.")).toEqual([]);
    expect(felt("Wir fuhren eine einsame Straße entlang bis zum Wald.")).toEqual([]);
    expect(felt("Ich hab in der Küche den Teig lange gerührt und dann gebacken.")).toEqual([]);
    expect(felt("Der Hund vom Bauern hatte Tollwut und lief durch die Stadt.")).toEqual([]);
    expect(felt("Ich hab im Flur gewartet, bis das Handy geladen war.")).toEqual([]);
    expect(felt("Meine selige Großmutter stand im Garten und goss die Rosen.")).toEqual([]);
    expect(felt("Der Junge hat sich beim Essen benommen wie ein Ferkel.")).toEqual([]);
    expect(felt("Die Kinder tobten im Garten herum, bis es dunkel wurde.")).toEqual([]);
    expect(felt("Dann machte es Bang, und die Tür vom Schuppen fiel zu.")).toEqual([]);
    expect(felt("In der Ferne fingen die Wölfe an zu heulen.")).toEqual([]);
  });
  it("keeps the feeling sense of the same words", () => {
    expect(felt("Ich war ganz gerührt von dem Brief meiner Nichte.")).toContain("joy:dreamer");
    expect(felt("Ich war selig, als sie endlich zur Tür reinkam.")).toContain("joy:dreamer");
    expect(felt("Ich war noch ganz benommen, als ich in der Küche stand.")).toContain("confusion:dreamer");
    expect(felt("Als der Zug abfuhr, fing ich an zu heulen.")).toContain("sadness:dreamer");
  });
  it("reads feelings after a sleepless end as on waking", () => {
    expect(
      felt("Im Keller stand eine Gestalt. Danach hab ich mich nicht mehr getraut einzuschlafen."),
    ).toContain("worry:dreamer:waking");
  });
  it("reads no dreamer's feeling in someone's face or annoyance turned at the dreamer", () => {
    expect(felt("Der Kellner hat mich mit offenem Mund angestarrt.")).not.toContain("surprise:dreamer");
    expect(felt("Meine Chefin hat sich über mich aufgeregt, weil ich zu spät war.")).not.toContain(
      "anger:dreamer",
    );
    expect(felt("Die Kellnerin hat mich mit einem Lächeln begrüßt.")).not.toContain("joy:dreamer");
    expect(felt("Mir war der Geruch im Treppenhaus unangenehm.")).toEqual([]);
  });
  it("reads a gorge or a masked man as a threat, so shaking beside them is fear", () => {
    expect(felt("Wir hingen über einer Schlucht, und ich hab gezittert.")).toContain("fear:dreamer");
    expect(felt("Vor mir stand ein Mann mit Sturmhaube, und ich hab gezittert.")).toContain("fear:dreamer");
  });
});
