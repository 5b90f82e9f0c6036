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
  it("reads the dreamer in the dative and the accusative", () => {
    expect(felt("Auf dem Dachboden war es still, und mir war die ganze Zeit mulmig zumute.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Der Nachbar hat stundenlang gebohrt, und das hat mich furchtbar genervt.")).toContain(
      "annoyance:dreamer",
    );
  });
  it("reads a reflexive 'aufregen' as anger, and regional words", () => {
    expect(felt("Ich hab mich total aufgeregt, weil der Zug schon wieder ausfiel.")).toContain(
      "anger:dreamer",
    );
    expect(felt("Ich war den ganzen Nachmittag grantig, weil keine Straßenbahn kam.")).toContain(
      "anger:dreamer",
    );
    expect(felt("Ich hab mich im Traum so geniert, dass ich einfach rausgegangen bin.")).toContain(
      "embarrassment:dreamer",
    );
  });
  it("skips a feeling negated at the end of an inverted sentence", () => {
    expect(felt("Im Keller war es stockdunkel. Angst hatte ich aber keine.")).not.toContain("fear:dreamer");
  });
  it("keeps a feeling stated through a hypothetical idiom", () => {
    expect(felt("Alle haben mich angestarrt, ich wäre am liebsten im Erdboden versunken.")).toContain(
      "embarrassment:dreamer",
    );
  });
  it("reads almost crying and comforting someone as no feeling of the dreamer", () => {
    expect(felt("Ich habe beim Abschied am Bahnsteig fast geweint.")).not.toContain("sadness:dreamer");
    expect(felt("Meine Freundin war traurig, und ich hab sie lange getröstet.")).not.toContain("joy:dreamer");
  });
  it("reads a feeling the morning after as a feeling on waking", () => {
    expect(
      felt("Im Traum hat mein Bruder mein Auto zerkratzt. Den ganzen Morgen war ich noch sauer auf ihn."),
    ).toContain("anger:dreamer:waking");
  });
  it("reads no image in a comparison with a comparative, nor in a name or an idiom", () => {
    expect(symbols("Auf der Wiese stand ein Hase, größer als ein Pferd, und schaute mich an.")).not.toContain(
      "horse",
    );
    expect(symbols("Wir waren im Traum bei Tante Inge in Bad Tölz zum Kaffee eingeladen.")).not.toContain(
      "bathroom",
    );
    expect(symbols("Im Garten blühten Rosen, und überall lagen rote Blüten.")).not.toContain("blood");
    expect(symbols("Meine Lehrerin, Frau Berger, hat die Hefte eingesammelt.")).not.toContain("mountain");
  });
  it("codes a compound by its head", () => {
    const found = symbols(
      "Die Schlafzimmertür ging langsam auf, und im Badezimmerspiegel sah ich eine Gestalt.",
    );
    expect(found).toEqual(expect.arrayContaining(["door", "mirror"]));
    expect(found).not.toContain("bedroom");
    expect(found).not.toContain("bathroom");
  });
  it("reads no image in a clock time, a stem that only looks alike, or a participle", () => {
    expect(
      symbols("Ich war wieder um acht zu Hause, und der Vater brachte die Kinder um neun ins Bett."),
    ).not.toEqual(expect.arrayContaining(["time-travel"]));
    expect(symbols("Wir saßen in einer alten Burg am Rhein und haben Wein getrunken.")).not.toContain("food");
    expect(felt("Ich hatte die Haustür offen gelassen und bin schnell Brötchen holen gegangen.")).toEqual([]);
  });
});
