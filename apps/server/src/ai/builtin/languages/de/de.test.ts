import { describe, expect, it } from "vitest";
import { felt, symbols } from "../test-reading";

describe("German dreams", () => {
  it("reads a plain feeling and its compounds", () => {
    expect(felt("Ich stand in einem riesigen leeren Saal und hatte große Angst vor der Stille.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Im Traum war ich allein im Keller und hatte eine richtige Scheißangst.")).toContain(
      "fear:dreamer",
    );
  });
  it("skips a feeling negated before it or after it", () => {
    expect(felt("Ich stand auf dem Balkon vom Ferienhaus und hatte überhaupt keine Angst.")).toEqual([]);
    expect(felt("Mein Bruder hat mir ein Geschenk gegeben, aber ich freute mich nicht.")).toEqual([]);
  });
  it("keeps a negated comparison", () => {
    expect(
      felt("Ich war noch nie in meinem Leben so wütend wie in diesem Traum mit meiner Schwester."),
    ).toContain("anger:dreamer");
  });
  it("keeps a feeling stated with a negation of its own", () => {
    expect(
      felt("Ich hab im Traum überhaupt nicht verstanden, was in dem Haus eigentlich los war."),
    ).toContain("confusion:dreamer");
  });
  it("skips a hypothetical feeling", () => {
    expect(
      felt("Falls das Boot umkippt, wäre ich traurig, aber es fuhr einfach weiter bis zum Steg."),
    ).toEqual([]);
  });
  it("skips an asked feeling", () => {
    expect(felt("War ich in dem Traum wirklich so wütend auf meinen Bruder und seine Freunde?")).toEqual([]);
  });
  it("gives another person's feeling, by a pronoun or a name opening the clause", () => {
    expect(felt("Im Traum kam meine Mutter in die Küche, und sie war furchtbar traurig.")).toContain(
      "sadness:other:sie",
    );
    expect(felt("Wir waren auf einer Hochzeit im Garten. Jasmin hat vor Glück geweint.")).toContain(
      "joy:other:Jasmin",
    );
  });
  it("keeps the dreamer's feeling when the dreamer speaks of someone", () => {
    expect(felt("Ich hab ihn so angeschrien, dass die Nachbarn an die Wand geklopft haben.")).toContain(
      "anger:dreamer",
    );
  });
  it("reads a bodily sign only beside a threat", () => {
    expect(
      felt("Ein Mann mit einem Messer war hinter mir her, und ich zitterte am ganzen Körper."),
    ).toContain("fear:dreamer");
    expect(felt("Es war eiskalt an der Bushaltestelle, und ich zitterte, bis der Bus endlich kam.")).toEqual(
      [],
    );
  });
  it("reads a feeling on waking, and a dream that opens on waking as the dream", () => {
    expect(
      felt("Ich war wieder in meiner alten Schule. Dann bin ich aufgewacht und war total erleichtert."),
    ).toContain("relief:dreamer:waking");
    expect(
      felt("Ich bin im Traum in meinem Bett aufgewacht und konnte mich nicht bewegen. Ich hatte Todesangst."),
    ).toContain("fear:dreamer");
    // The verb closes the clause: the feeling before it is on waking too.
    expect(felt("Wir waren am Meer. Ich bin mit verheultem Gesicht aufgewacht.")).toContain(
      "sadness:dreamer:waking",
    );
  });
  it("reads an idiom as no feeling", () => {
    expect(
      felt("Zum Glück hat der Zug gewartet, und wir sind alle zusammen nach Hause gefahren."),
    ).not.toContain("joy:dreamer");
  });
  it("finds symbols through their inflected forms and compounds", () => {
    const found = symbols(
      "Ich sah zwei riesige Schäferhunde auf der Straße, neben ein paar Schlangen und vielen Bäumen.",
    );
    expect(found).toEqual(expect.arrayContaining(["dog", "snake", "road", "tree"]));
  });
  it("reads no image in a comparison or a name", () => {
    expect(symbols("Ich bin gerannt wie ein Hund, quer über den Parkplatz vom Supermarkt.")).not.toContain(
      "dog",
    );
  });
});
