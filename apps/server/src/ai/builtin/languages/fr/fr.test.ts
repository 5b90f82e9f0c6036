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
  it("reads no surprise in a grab bag", () => {
    const found = emotions(
      "Au marché de Noël, mon patron m'offrait une pochette-surprise pleine de bonbons.",
    );
    expect(found.map((felt) => felt.emotion)).not.toContain("surprise");
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
  it("reads a pronoun as no killing and a step as no walk", () => {
    const found = symbols("Tu sais, je marchais vers le marché et les enfants chantaient à tue-tête.");
    expect(found).not.toContain("killing");
    expect(found).not.toContain("stairs");
    expect(symbols("Un homme voulait me tuer avec un couteau.")).toContain("killing");
  });
  it("reads things that fall as no fall of the dreamer", () => {
    expect(symbols("La nuit tombait et la pluie tombait sur le toit de la grange.")).not.toContain("falling");
    expect(symbols("Je suis tombée du pont dans la rivière glacée.")).toContain("falling");
    expect(symbols("On déposait des fleurs sur la tombe de mon oncle.")).toContain("cemetery");
    expect(symbols("On déposait des fleurs sur la tombe de mon oncle.")).not.toContain("falling");
  });
  it("reads a comparison as no image", () => {
    expect(symbols("Une araignée de la taille d'un chat courait sur le mur.")).not.toContain("cat");
    expect(symbols("Ma voisine criait comme une sorcière dans l'escalier.")).not.toContain("witch");
  });
  it("reads idioms of feeling as no symbol", () => {
    const text = "J'étais morte d'inquiétude en attendant le résultat à l'hôpital.";
    expect(dreamer(text)).toContain("fear");
    expect(symbols(text)).not.toContain("death");
    expect(symbols("J'étais sur un petit nuage toute la soirée.")).not.toContain("sky");
  });
  it("reads laughter and tears of joy as happiness", () => {
    expect(dreamer("On n'arrêtait pas de rire avec ma cousine dans le train.")).toContain("joy");
    const tears = dreamer("Je pleurais de bonheur en la voyant revenir.");
    expect(tears).toContain("joy");
    expect(tears).not.toContain("sadness");
  });
  it("reads missing someone as sadness, not boredom", () => {
    const found = dreamer("Dans le rêve je lui disais que je m'ennuyais de lui depuis des années.");
    expect(found).toContain("sadness");
    expect(found).not.toContain("annoyance");
  });
  it("reads a startled waking as fear on waking", () => {
    const found = emotions("Le chien me courait après dans le champ. Réveil en sursaut à trois heures.");
    expect(found.some((felt) => felt.emotion === "worry" && felt.when === "waking")).toBe(true);
  });
  it("gives a look on someone's face to that person", () => {
    const found = emotions("Le serveur me regardait avec un air furieux.");
    expect(found.some((felt) => felt.who === "other" && felt.emotion === "anger")).toBe(true);
  });
  it("reads a Québec swear as anger only where it stands for anger", () => {
    expect(dreamer("Dans le rêve j'étais en tabarnak contre le voisin d'en haut.")).toContain("anger");
    expect(dreamer("Dans le rêve j'étais fier en tabarnak de ma petite sœur.")).not.toContain("anger");
  });
  it("reads someone presented as unknown as a stranger", () => {
    expect(symbols("Dans le parc, un vieux monsieur nourrissait les pigeons sur un banc.")).toContain(
      "stranger",
    );
    expect(symbols("Dans le rêve je devais attendre ma sœur devant la gare.")).not.toContain("stranger");
  });
});
