import { describe, expect, it } from "vitest";
import { felt } from "../test-reading";

/** The cues of ./index.ts: negation, what is only wondered or supposed, and who felt it. */
describe("Portuguese cues", () => {
  it("reads the reflexive se as no if", () => {
    expect(felt("Na praia a minha irmã se assustou com a onda grande.")).toContain("fear:other:irmã");
    expect(felt("A minha mãe virou-se e riu-se de mim na varanda.")).toContain("joy:other:mãe");
    expect(felt("A minha mãe pôs-se a chorar na varanda da casa.")).toContain("sadness:other:mãe");
  });
  it("keeps an if, a whether and a question asked out", () => {
    expect(felt("Se eu tivesse visto o monstro, eu teria morrido de medo.")).toEqual([]);
    expect(felt("A minha mãe perguntou se eu estava com medo do escuro.")).toEqual([]);
    expect(felt("Fiquei sem saber se ria ou se chorava naquela hora.")).toEqual(["confusion:dreamer"]);
  });
  it("negates a feeling with zero and nenhum", () => {
    expect(felt("Eu tive zero medo do escuro naquele sonho.")).toEqual([]);
    expect(felt("Medo nenhum, eu fiquei só olhando a casa pegar fogo.")).toEqual([]);
  });
  it("keeps feelings that went on all the same after a negation", () => {
    expect(felt("Eu não parava de rir com as piadas do meu tio.")).toContain("joy:dreamer");
    expect(felt("Eu não consegui esconder a raiva do meu irmão.")).toContain("anger:dreamer");
  });
  it("reads no waking in a past awakening inside the dream", () => {
    expect(felt("Eu voltava pra casa e acordava de novo na cama. Gelei inteira.")).toContain("fear:dreamer");
  });
  it("gives a feeling to the people it names, not to words that only look like them", () => {
    expect(felt("Os turistas alemães não percebiam nada da conversa.")).toContain("confusion:other:turistas");
    expect(felt("O nonno ria sentado na cantina, com o copo de vinho.")).toContain("joy:other:nonno");
    expect(felt("A sala toda riu quando eu entrei de pijama.")).not.toContain("joy:dreamer");
    expect(felt("Entrei na cozinha e me escondi embaixo da pia, tremendo de medo.")).toContain(
      "fear:dreamer",
    );
    expect(felt("No sonho eu olhava pela janela, via o mar passando e respondia tudo calmamente.")).toContain(
      "calm:dreamer",
    );
    expect(felt("Eu soltei os cachorros em cima do síndico.")).toContain("anger:dreamer");
  });
  it("gives a feeling that struck, with no one named, to the dreamer", () => {
    expect(felt("A minha amiga ia embora pra Irlanda e bateu uma bad tão forte no aeroporto.")).toEqual([
      "sadness:dreamer",
    ]);
    expect(felt("O meu irmão apareceu na janela de madrugada e deu um medo danado.")).toEqual([
      "fear:dreamer",
    ]);
    expect(felt("O meu avô estava tão magrinho que dava pena.")).toEqual(["sadness:dreamer"]);
    expect(felt("A minha irmã ficou com pena do cachorro da rua.")).toEqual(["sadness:other:irmã"]);
  });
  it("keeps genres, a fuss and petting out of the feelings", () => {
    expect(felt("O meu chefe contava uma história de terror na fogueira.")).toEqual([]);
    expect(felt("O meu avô fazia carinho no gato da vizinha.")).toEqual([]);
    expect(felt("A minha chefe fez uma tempestade em copo d'água por causa da caneca.")).toContain(
      "anger:other:chefe",
    );
  });
});
