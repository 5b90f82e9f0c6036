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
  it("reads laughter, smiles and warm idioms as happiness", () => {
    expect(felt("Na festa da escola eu ria sem parar com as minhas primas.")).toContain("joy:dreamer");
    expect(felt("Fiquei sentada no banco do jardim, com o coração quentinho.")).toContain("joy:dreamer");
  });
  it("gives a feeling to the person the clause is about, not to an object's owner", () => {
    expect(felt("Eu segurava o braço dela no elevador e estava morrendo de preocupação.")).toContain(
      "worry:dreamer",
    );
    expect(felt("A vendedora riu muito quando eu derrubei as laranjas.")).toContain("joy:other:vendedora");
  });
  it("reads the contraction na as no negation", () => {
    expect(felt("Na rua da minha avó eu chorava muito.")).toContain("sadness:dreamer");
  });
  it("reads sadness and confusion idioms", () => {
    expect(felt("Vi a minha escola vazia e fiquei com um nó na garganta.")).toContain("sadness:dreamer");
    expect(felt("O ônibus parou num lugar que eu não conhecia e eu fiquei encucado.")).toContain(
      "confusion:dreamer",
    );
  });
  it("skips a reassurance said by someone else", () => {
    expect(felt("O meu tio olhou pra mim e disse: fica tranquila.")).toEqual([]);
    expect(felt("O meu tio disse que eu tinha que parar de me preocupar com a escola.")).toEqual([]);
  });
  it("keeps comparisons and other senses out of the symbols", () => {
    expect(symbols("Havia uma pedra do tamanho de um gato no meio do caminho.")).not.toContain("cat");
    expect(symbols("O meu colega de quarto chegou na quarta de manhã.")).not.toContain("bedroom");
    expect(symbols("Um beija-flor pousou na janela da sala.")).not.toContain("romance");
    expect(symbols("A sala de aula estava cheia de alunos.")).not.toContain("food");
    expect(symbols("Fui de manhã dar banho de mar com os miúdos.")).not.toContain("bath");
  });
  it("finds a chase with words between the verb and the dreamer", () => {
    expect(symbols("Um homem vinha pelo corredor escuro atrás de mim.")).toContain("chase");
  });
  it("keeps feeling words apart from words with the same stem", () => {
    expect(felt("Felizmente o ônibus parou a tempo na estrada de terra.")).toEqual([]);
    expect(felt("O pneu da bicicleta estava furado e o time inteiro esperou.")).toEqual([]);
  });
  it("finds a baby and keeps a school bus out of the school", () => {
    expect(symbols("Eu segurava um bebê no colo dentro do berço.")).toContain("baby");
    expect(symbols("Um ônibus escolar amarelo passou devagar.")).not.toContain("school");
  });
});
