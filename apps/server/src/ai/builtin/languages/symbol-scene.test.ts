import { describe, expect, it } from "vitest";
import { symbols } from "./test-reading";

describe("symbols off the dream's scene (./symbol-scene.ts)", () => {
  it("reads what the report says of waking life as no symbol of the dream", () => {
    expect(symbols("Mon frère, qui est malade en vrai, courait avec moi sur la plage.")).not.toContain(
      "illness",
    );
    expect(
      symbols("Soñé con mi tío, que en la vida real está enfermo, y paseábamos por el río."),
    ).not.toContain("illness");
    expect(symbols("Ich war mit Tom am See, der vor zehn Jahren ins Gymnasium kam.")).not.toContain("school");
    expect(symbols("Ero al mare con Paolo, mio compagno di scuola dieci anni fa.")).not.toContain("school");
    expect(symbols("Eu estava na praia com o Rui, que na vida real está doente.")).not.toContain("illness");
  });

  it("keeps the dream's people beside a waking-life remark", () => {
    const found = symbols("Ho visto i miei amici che non vedo da dieci anni fa e mio marito in giardino.");
    expect(found).toContain("partner");
    expect(
      symbols("J'ai revu mon ex, que je n'ai pas revue depuis le lycée, dans un grand hôtel."),
    ).toContain("hotel");
  });

  it("keeps a dead person who appears, dated in waking life", () => {
    expect(symbols("Mon grand-père, mort il y a dix ans, m'attendait devant la gare.")).toContain("deceased");
  });

  it("reads what a character only talks of as no symbol", () => {
    expect(symbols("Dans le café, on a parlé de la neige toute la soirée.")).not.toContain("snow");
    expect(symbols("En la cocina, mi abuela hablaba de su perro todo el rato.")).not.toContain("dog");
    expect(symbols("Im Zug sprachen wir über Hunde und Katzen, stundenlang.")).not.toContain("dog");
    expect(symbols("Al bar mio zio parlava di cavalli per ore.")).not.toContain("horse");
    expect(symbols("No ônibus, a moça falava de cobras sem parar.")).not.toContain("snake");
  });

  it("reads a question someone asks as no symbol", () => {
    expect(symbols("Une vieille dame m'a demandé si j'avais vu son chat.")).not.toContain("cat");
  });

  it("reads quoted speech as no symbol, and the scene around it as the dream", () => {
    const found = symbols("Le gardien criait « rentrez vos chevaux » pendant que je marchais dans la forêt.");
    expect(found).not.toContain("horse");
    expect(found).toContain("forest");
  });

  it("reads what is only in a picture as no symbol", () => {
    expect(symbols("Sur le mur du couloir il y avait une photo de mon chien.")).not.toContain("dog");
    expect(symbols("En la mesa había una foto de mi abuela y un reloj.")).not.toContain("grandparents");
    expect(symbols("In der Küche hing ein Foto von meiner Katze.")).not.toContain("cat");
    expect(symbols("Sul comodino c'era una foto di mio nonno.")).not.toContain("grandparents");
    expect(symbols("Na estante tinha um retrato do meu cachorro.")).not.toContain("dog");
  });

  it("keeps a street near the beach, which is no picture", () => {
    expect(symbols("Estaba en la casa, a dos cuadras de la playa, cuando sonó la sirena.")).toContain(
      "beach",
    );
  });
});
