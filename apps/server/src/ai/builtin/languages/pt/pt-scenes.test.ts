import { describe, expect, it } from "vitest";
import { felt } from "../test-reading";

/** Feeling words that are something else in a dream: a scene, a kind of thing, a formula, an order. */
describe("Portuguese feeling words in other senses", () => {
  it("keeps a feeling adjective on a place, the weather or a tune out", () => {
    expect(felt("O mar estava calmo e azul quando cheguei na praia.")).toEqual([]);
    expect(felt("A rua estava calma àquela hora da madrugada.")).toEqual([]);
    expect(felt("Eles tocavam uma música alegre na praça da igreja.")).toEqual([]);
    expect(felt("O céu estava triste e cinzento por cima da cidade.")).toEqual([]);
    expect(felt("A festa estava animada no salão do prédio.")).toEqual([]);
    expect(felt("Na rua eu estava calma, mesmo com o barulho.")).toContain("calm:dreamer");
  });
  it("keeps a surprise that is a thing, a mess and a fierce dog out", () => {
    expect(felt("A minha avó chegou de surpresa na festa de São João.")).toEqual([]);
    expect(felt("O meu tio fez uma surpresa para a minha mãe no aniversário.")).toEqual([]);
    expect(felt("Tinha uma confusão de gente na porta do estádio.")).toEqual([]);
    expect(felt("Eu não corri e fiquei parada olhando o cachorro bravo do vizinho.")).toEqual([]);
  });
  it("keeps formulas, petting, a funeral's words and a theme park out", () => {
    expect(felt("O padre disse que ela descanse em paz e fechou o livro.")).toEqual([]);
    expect(felt("O rapaz da loja disse: obrigado, fico feliz em ajudar.")).toEqual([]);
    expect(felt("Fomos ao parque de diversões com os meus primos de Braga.")).toEqual([]);
    expect(felt("Vi um mico-leão-dourado pendurado na árvore do quintal.")).toEqual([]);
    expect(felt("Eu tinha aulas de luta no ginásio da escola.")).toEqual([]);
    expect(felt("Ela me deu uma carta de amor escrita à mão.")).toEqual([]);
  });
  it("reads an order to keep calm as no calm, and a calm that was felt as calm", () => {
    expect(felt("Um segurança me mandou ficar calma no meio da multidão.")).toEqual([]);
    expect(felt("A minha tia disse: fica calma, menina.")).toEqual([]);
    expect(felt("Fiquei calmo, sentei à mesa e comi um pedaço de bolo da vó.")).toContain("calm:dreamer");
  });
  it("ends a negation at a verb that opens the next clause", () => {
    expect(felt("Eu voltei pro banco sem comungar e fiquei com vergonha o resto da missa.")).toContain(
      "embarrassment:dreamer",
    );
  });
  it("reads tears of joy across the words between, and a good feeling", () => {
    expect(felt("Eu tava emocionado, com lágrima no olho de tanta alegria.")).not.toContain(
      "sadness:dreamer",
    );
    expect(felt("Eu chorava muito de alegria abraçada com a minha mãe.")).toEqual(["joy:dreamer"]);
    expect(felt("Eu fiquei ali deitado na grama, com um sentimento bom.")).toContain("joy:dreamer");
  });
  it("reads not knowing how to answer as confusion, and feelings said as verbs", () => {
    expect(felt("O padre me perguntou uma coisa e eu não soube responder.")).toContain("confusion:dreamer");
    expect(felt("Eu me emocionei quando vi a minha filha no palco.")).toContain("joy:dreamer");
    expect(felt("Eu me envergonhei na frente da turma toda.")).toContain("embarrassment:dreamer");
  });
});
