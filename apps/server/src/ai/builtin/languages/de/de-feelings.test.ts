import { describe, expect, it } from "vitest";
import { felt } from "../test-reading";

/** The classes of the German vocabulary, said the many ways a German dream journal says them. */
describe("German feelings, by class", () => {
  it("reads fear said with idioms, regional words and a fixed phrase after 'vor Angst'", () => {
    expect(felt("Im Treppenhaus war es dunkel, und ich hatte echt die Hosen voll.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Im alten Stall hab ich mich so gfürchtet, dass ich umgedreht bin.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Am Bahnsteig stand ein Mann im Mantel, und mir ging die Düse.")).toContain("fear:dreamer");
    expect(felt("Ich stand im Flur, und mir stockte der Atem.")).toContain("fear:dreamer");
    expect(felt("Auf dem Parkplatz fühlte ich mich bedroht, obwohl niemand da war.")).toContain(
      "fear:dreamer",
    );
    // The negation after "vor Angst" is of what the fear kept the dreamer from doing.
    expect(felt("Ich konnte mich vor Angst nicht rühren, als die Tür aufging.")).toContain("fear:dreamer");
    expect(felt("Die ganze Nacht konnte ich vor lauter Angst kaum atmen.")).toContain("fear:dreamer");
    // A heart pounding as the dreamer wakes, with nothing else said.
    expect(felt("Wir waren im Wald. Ich bin mit Herzklopfen aufgewacht.")).toContain("fear:dreamer:waking");
  });
  it("reads worry and unease, and a fright as a sign only beside a threat", () => {
    expect(felt("Vor dem Vorstellungsgespräch hatte ich einen Riesenbammel.")).toContain("worry:dreamer");
    expect(felt("Ich war im Kaufhaus und fühlte mich die ganze Zeit beobachtet.")).toContain("worry:dreamer");
    expect(felt("Mir war ganz anders, als der Aufzug stehen blieb.")).toContain("fear:dreamer");
    expect(felt("So ganz geheuer war mir das Ganze nicht.")).toContain("fear:dreamer");
    expect(felt("Ein Einbrecher stand im Garten, und ich bin zusammengezuckt.")).toContain("fear:dreamer");
    expect(felt("Der Toaster hat geknallt, und ich bin zusammengezuckt.")).toEqual([]);
  });
  it("reads embarrassment said as unpleasant, as a superlative, or as a soaked poodle", () => {
    expect(felt("Mir war das so unangenehm vor der Klasse.")).toContain("worry:dreamer");
    expect(felt("Beim Vortrag fiel mir der Zettel runter, das war oberpeinlich.")).toContain(
      "embarrassment:dreamer",
    );
    expect(felt("Nach dem Sturz in den Teich stand ich da wie ein begossener Pudel.")).toContain(
      "embarrassment:dreamer",
    );
    expect(felt("Es war mir gar nicht unangenehm, vor allen zu singen.")).toEqual([]);
  });
  it("reads anger: Swiss and colloquial words, a scolding, fists on the table, disgust", () => {
    expect(felt("Als der Bus ohne mich abfuhr, bin ich richtig hässig geworden.")).toContain("anger:dreamer");
    expect(felt("Nach dem dritten Versuch war ich schon ziemlich gefrustet.")).toContain("annoyance:dreamer");
    expect(felt("Der Nachbar hat über den Zaun gekeift, wir sollen leiser sein.")).toContain(
      "anger:other:nachbar",
    );
    expect(felt("Mein Onkel hat mit der Faust auf den Tisch gehauen.")).toContain("anger:other:onkel");
    expect(felt("Sie hat zurückgeschrien, dass ich nie zuhöre.")).toContain("anger:other:sie");
    expect(felt("Die Würmer im Salat, ich hab mich so geekelt.")).toContain("annoyance:dreamer");
    expect(felt("Das Gerede ging mir mit der Zeit auf die Nerven.")).toContain("annoyance:dreamer");
    expect(felt("Mein Bruder hat sich über den Schiedsrichter aufgeregt.")).toContain("anger:other:bruder");
  });
  it("reads sadness: a heavy or torn heart, feeling abandoned, missing someone, hurt", () => {
    expect(felt("Beim Abschied am Gleis wurde mir das Herz so schwer.")).toContain("sadness:dreamer");
    expect(felt("Als das Boot ablegte, hat es mir fast das Herz zerrissen.")).toContain("sadness:dreamer");
    expect(felt("Alle sind gegangen, und ich hab mich so verlassen gefühlt.")).toContain("sadness:dreamer");
    expect(felt("Opa war wieder da, er hat mir so gefehlt.")).toContain("sadness:dreamer");
    expect(felt("Ich war gekränkt, weil keiner an mich gedacht hat.")).toContain("sadness:dreamer");
    expect(felt("Ich war den ganzen Abend ziemlich down.")).toContain("sadness:dreamer");
    expect(felt("Wir haben gepackt. Aufgewacht bin ich mit nassem Kopfkissen.")).toContain(
      "sadness:dreamer:waking",
    );
  });
  it("reads surprise and confusion: astonishment, a strange situation, not knowing what is real", () => {
    expect(felt("Da saß meine Lehrerin auf dem Dach, ich hab nicht schlecht gestaunt.")).toContain(
      "surprise:dreamer",
    );
    expect(felt("Mein Cousin kam mit einem Kamel, ich war völlig von den Socken.")).toContain(
      "surprise:dreamer",
    );
    expect(felt("Meine Schwester hat mit offenem Mund zugeschaut.")).toContain("surprise:other:schwester");
    expect(felt("Der Zug fuhr rückwärts in den Himmel, das war echt merkwürdig.")).toContain(
      "confusion:dreamer",
    );
    expect(felt("Ich kam mir vor wie im falschen Film.")).toContain("confusion:dreamer");
    expect(felt("Ich stand völlig auf dem Schlauch und sah nur die Tür.")).toContain("confusion:dreamer");
    expect(felt("In der Küche hab ich mich gefragt, ob ich gerade träume.")).toContain("confusion:dreamer");
    expect(felt("Beim Gewitter in der Halle hab ich nix gecheckt.")).toContain("confusion:dreamer");
    expect(felt("Nach dem Umzug war ich ziemlich durcheinander.")).toContain("confusion:dreamer");
  });
  it("reads a dream told in the present", () => {
    expect(felt("Ich stehe im Garten meiner Oma und fühle mich total wohl.")).toContain("calm:dreamer");
    expect(felt("Der Bus kommt nicht, und ich ärgere mich über den Fahrplan.")).toContain("anger:dreamer");
    expect(felt("Sie steigt in den Zug, und ich weine die ganze Zeit.")).toContain("sadness:dreamer");
    expect(felt("Der Hund tanzt auf dem Tisch, und ich lache mich kaputt.")).toContain("joy:dreamer");
    expect(felt("In der Kirche ist es still, ich fühl mich sicher.")).toContain("calm:dreamer");
  });
  it("reads happiness: a heart opening, being moved, liking it, feeling good, calm", () => {
    expect(felt("Sie hat mir ein Lied vorgesungen, und mir ging richtig das Herz auf.")).toContain(
      "joy:dreamer",
    );
    expect(felt("Ich hab vor Rührung kaum sprechen können.")).toContain("joy:dreamer");
    expect(felt("Der Ausflug mit dem Ruderboot hat mir richtig gut gefallen.")).toContain("joy:dreamer");
    expect(felt("Ich bin über die Felder gelaufen und fühlte mich so frei.")).toContain("joy:dreamer");
    expect(felt("Wir haben am Lagerfeuer gesungen, es war so schön.")).toContain("joy:dreamer");
    expect(felt("Die Enkel im Garten fanden das total lustig, als der Hund bellte.")).toContain(
      "joy:other:enkel",
    );
    expect(felt("Des hat mi so gfreut, dass er kommen is.")).toContain("joy:dreamer");
    expect(felt("Eine tiefe Ruhe breitete sich in mir aus.")).toContain("calm:dreamer");
    expect(felt("Im Garten vom Hotel fühlte ich mich total wohl.")).toContain("calm:dreamer");
    expect(felt("Wir sind auf der Lichtung gelandet. Aufgewacht bin ich mit einem Lächeln.")).toContain(
      "joy:dreamer:waking",
    );
  });
});
