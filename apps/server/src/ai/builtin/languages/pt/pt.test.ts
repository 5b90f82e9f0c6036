import { describe, expect, it } from "vitest";
import { felt, symbols } from "../test-reading";

describe("Portuguese dreams", () => {
  it("reads a plain feeling", () => {
    expect(felt("Sonhei que estava numa sala enorme e fiquei com muito medo do silêncio.")).toContain(
      "fear:dreamer",
    );
  });
  it("skips a negated feeling", () => {
    expect(felt("Eu estava na varanda da casa da praia e não tinha medo nenhum.")).toEqual([]);
  });
  it("keeps a negated comparison", () => {
    expect(
      felt("Eu nunca tinha ficado tão assustada na minha vida como naquele sonho com a minha avó."),
    ).toContain("fear:dreamer");
  });
  it("skips a hypothetical feeling", () => {
    expect(felt("Se o barco virasse eu ficaria triste, mas ele seguiu viagem até ao cais.")).not.toContain(
      "sadness:dreamer",
    );
  });
  it("skips an asked feeling", () => {
    expect(felt("Será que eu estava mesmo com raiva do meu irmão naquele sonho?")).toEqual([]);
  });
  it("gives another person's feeling with a name", () => {
    expect(felt("No sonho a minha mãe entrou na cozinha e ela estava muito triste.")).toContain(
      "sadness:other:ela",
    );
  });
  it("gives a stimulus to the dreamer", () => {
    expect(felt("Sonhei que a casa antiga da minha avó era assustadora e estava cheia de pó.")).toContain(
      "fear:dreamer",
    );
  });
  it("reads a sign only beside a threat", () => {
    expect(felt("Um homem com uma faca vinha atrás de mim e eu tremia toda no corredor.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Estava frio na serra e eu tremia toda enquanto esperava o ônibus.")).not.toContain(
      "fear:dreamer",
    );
  });
  it("reads a feeling on waking", () => {
    expect(felt("Sonhei com a escola antiga e depois acordei aliviada de manhã cedo.")).toContain(
      "relief:dreamer:waking",
    );
  });
  it("reads an idiom as a feeling and not as a symbol", () => {
    const text = "Na reunião do trabalho o meu chefe gritou e eu fiquei uma fera com ele.";
    expect(felt(text)).toContain("anger:dreamer");
    expect(symbols(text)).not.toContain("monster");
  });
  it("finds symbols through their inflected forms", () => {
    const found = symbols(
      "Vi dois cães enormes a correr pela estrada, perto de umas cobras e de muitas árvores.",
    );
    expect(found).toEqual(expect.arrayContaining(["dog", "snake", "road", "forest"]));
  });
  it("keeps words with one stem apart", () => {
    expect(
      symbols("Eu estava com a minha amiga numa rua calma, com a mão no bolso do casaco."),
    ).not.toContain("food");
    expect(symbols("A minha mãe me deu a mão no meio da feira do bairro.")).toContain("mother");
    expect(symbols("O cachorro quente estava frio e eu comi na calçada sozinho.")).not.toContain("dog");
  });
});
