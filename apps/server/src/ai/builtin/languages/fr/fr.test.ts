import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../../index";

const analyst = createBuiltinAnalyst();
const emotions = (text: string) => analyst.detect(text).emotions;
const dreamer = (text: string) =>
  emotions(text)
    .filter((found) => found.who === "dreamer" && !found.when)
    .map((found) => found.emotion);
const symbols = (text: string) => analyst.detect(text).symbols.map((found) => found.symbol);

describe("Somnia's analyst reading French", () => {
  it("reads a plain feeling", () => {
    expect(dreamer("Je marchais seul dans la rue et j'étais complètement terrifié.")).toContain("fear");
  });
  it("drops a negated feeling", () => {
    expect(dreamer("Je marchais dans la rue le soir mais je n'avais pas peur du tout.")).not.toContain(
      "fear",
    );
  });
  it("keeps a negated comparison", () => {
    expect(dreamer("Dans ce rêve je n'ai jamais eu aussi peur de toute ma vie.")).toContain("fear");
  });
  it("drops a hypothetical feeling", () => {
    expect(
      dreamer("Je me disais que si je tombais, je serais vraiment triste pour ma famille."),
    ).not.toContain("sadness");
  });
  it("drops an asked feeling", () => {
    expect(dreamer("Pourquoi est-ce que j'étais aussi heureux dans ce drôle de rêve ?")).not.toContain("joy");
  });
  it("gives another person's feeling with a name", () => {
    const found = emotions("Dans le jardin de la maison, ma sœur était furieuse contre le voisin.");
    expect(found.some((felt) => felt.who === "other" && felt.emotion === "anger" && felt.whoName)).toBe(true);
  });
  it("gives a stimulus word to the dreamer", () => {
    expect(dreamer("Elle m'a montré une cave vraiment flippante au fond du couloir.")).toContain("fear");
  });
  it("reads a bodily sign only beside a threat", () => {
    expect(dreamer("Un homme me poursuivait dans la forêt, je tremblais de tout mon corps.")).toContain(
      "fear",
    );
    expect(
      dreamer("Il faisait très froid dehors ce matin-là et je tremblais de tout mon corps."),
    ).not.toContain("fear");
  });
  it("reads feelings on waking", () => {
    const found = emotions(
      "Je nageais dans un lac immense. Au réveil, j'étais super soulagé que tout soit fini.",
    );
    expect(found.some((felt) => felt.emotion === "relief" && felt.when)).toBe(true);
  });
  it("reads a Québec idiom as a feeling, not a dog", () => {
    const text = "Quand le gros bonhomme est entré dans le salon, j'avais la chienne de ma vie.";
    expect(dreamer(text)).toContain("fear");
    expect(symbols(text)).not.toContain("dog");
  });
  it("finds symbols through their inflections", () => {
    const found = symbols("Des serpents noirs sortaient des escaliers et mes dents tombaient une par une.");
    expect(found).toEqual(expect.arrayContaining(["snake", "stairs", "teeth"]));
  });
  it("keeps the sea and the mother apart", () => {
    expect(symbols("Ma mère m'attendait dans la cuisine avec un grand sourire aux lèvres.")).toContain(
      "mother",
    );
    expect(symbols("Ma mère m'attendait dans la cuisine avec un grand sourire aux lèvres.")).not.toContain(
      "ocean",
    );
    expect(symbols("Nous marchions tranquillement au bord de la mer avec des amis.")).not.toContain("mother");
  });
  it("reads a train that is no train", () => {
    expect(symbols("J'étais en train de cuisiner des pâtes pour toute la famille.")).not.toContain("train");
  });
  it("reads slang feelings", () => {
    expect(dreamer("Mon pote a raté le bus et moi j'étais trop vénère contre lui.")).toContain("anger");
  });
});
