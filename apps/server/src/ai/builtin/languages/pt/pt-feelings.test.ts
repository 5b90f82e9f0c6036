import { describe, expect, it } from "vitest";
import { felt } from "../test-reading";

/** The feelings files, class by class: each new expression, and where it must not fire. */
describe("Portuguese feelings by class", () => {
  it("reads regional and idiomatic anger", () => {
    expect(felt("Na festa o meu primo ficou brabo comigo por causa do carro.")).toContain(
      "anger:other:primo",
    );
    expect(felt("Quando ele pegou o meu lugar na fila eu fiquei uma arara.")).toContain("anger:dreamer");
    expect(felt("Eu fiquei virado no mói de coentro com aquela história da herança.")).toContain(
      "anger:dreamer",
    );
    expect(felt("A Joana estava de trombas no canto da sala, sem falar com ninguém.")).toContain(
      "annoyance:other:Joana",
    );
    expect(felt("Pisei numa barata enorme no corredor, que nojo.")).toContain("anger:dreamer");
  });
  it("keeps a parrot and a slammed mug out of anger", () => {
    expect(felt("Vi uma arara azul pousada no galho da mangueira do quintal.")).toEqual([]);
  });
  it("gives an annoying thing's annoyance to the dreamer, and a felt one to its person", () => {
    expect(felt("O barulho da obra era irritante e não parava nunca.")).toContain("annoyance:dreamer");
    expect(felt("Ela ficou irritada com o garçom e foi embora do restaurante.")).toContain(
      "annoyance:other:ela",
    );
    expect(felt("A minha irmã ficou assustada com o trovão da noite.")).toContain("fear:other:irmã");
  });
  it("reads missing someone, pity, sobbing and a squeezed heart as sadness", () => {
    expect(felt("Senti muita falta da minha mãe no sonho inteiro.")).toContain("sadness:dreamer");
    expect(felt("Fiquei com dó do cachorrinho molhado na chuva.")).toContain("sadness:dreamer");
    expect(felt("Eu fiquei no quarto vazio, soluçando baixinho.")).toContain("sadness:dreamer");
    expect(felt("Aí deu um aperto no coração quando vi a casa vendida.")).toContain("sadness:dreamer");
    expect(felt("Fiquei com os olhos cheios d'água quando ouvi a música da minha avó.")).toContain(
      "sadness:dreamer",
    );
    expect(felt("Levei um balde de água fria quando ela disse que não vinha.")).toContain(
      "disappointment:dreamer",
    );
  });
  it("keeps a hiccup and a seat by the window out of sadness", () => {
    expect(felt("Eu estava com uma gripe forte e o soluço não parava.")).toEqual([]);
    expect(felt("Sentei do lado da janela do ônibus e fiquei olhando a estrada.")).toEqual([]);
  });
  it("reads not knowing what to do or what was happening as confusion, not a fact", () => {
    expect(felt("Fiquei sem saber o que responder ao guarda da portaria.")).toContain("confusion:dreamer");
    expect(felt("Eu não fazia ideia do que se passava naquela casa.")).toContain("confusion:dreamer");
    expect(felt("Tive uma sensação estranha ao entrar na sala da minha avó.")).toContain("confusion:dreamer");
    expect(felt("Eu não sabia onde estava a chave do carro da minha mãe.")).toEqual([]);
    expect(felt("O homem do balcão tinha uma cara estranha e um bigode.")).toEqual([]);
  });
  it("reads surprise only where someone is left open-mouthed, not asleep so", () => {
    expect(felt("Fiquei de queixo caído quando vi o mar dentro da cozinha.")).toContain("surprise:dreamer");
    expect(felt("O meu pai dormia de boca aberta no sofá da sala.")).toEqual([]);
  });
  it("reads lightness, safety, relief and being smitten as happiness", () => {
    expect(felt("Me senti leve e em paz no meio do campo de girassóis.")).toContain("calm:dreamer");
    expect(felt("Me senti segura nos braços da minha avó.")).toContain("calm:dreamer");
    expect(felt("Ainda bem que o ônibus esperou por mim na rodoviária.")).toContain("relief:dreamer");
    expect(felt("Fiquei toda derretida quando ele me chamou para dançar.")).toContain("love:dreamer");
    expect(felt("A minha mãe estava calmíssima a fazer bolo na cozinha.")).toContain("calm:other:mãe");
    expect(felt("Acordei com um sorriso no rosto e fui fazer café.")).toContain("joy:dreamer:waking");
  });
  it("reads shaken, stressed, chilled, free and loved as feelings, and a wrecked car or a cool one as none", () => {
    expect(felt("Fiquei muito abalada com a notícia do acidente.")).toContain("sadness:dreamer");
    expect(felt("O carro ficou destroçado depois da batida na avenida.")).toEqual([]);
    expect(felt("Me estressei com o meu colega por causa do relatório.")).toContain("annoyance:dreamer");
    expect(felt("O carro do meu primo era irado, todo preto e rebaixado.")).toEqual([]);
    expect(felt("O meu pai ficou irado com o vizinho do lado.")).toContain("anger:other:pai");
    expect(felt("Senti um calafrio quando a porta rangeu no escuro.")).toContain("fear:dreamer");
    expect(felt("O evento foi realizado no salão da igreja do bairro.")).toEqual([]);
    expect(felt("Me senti livre, voando por cima da cidade.")).toContain("joy:dreamer");
    expect(felt("Nem acreditei quando vi a minha avó viva na cozinha.")).toContain("surprise:dreamer");
  });
  it("keeps a lighter bag, peace made and being left alone out of happiness", () => {
    expect(felt("A mala ficou mais leve depois que tirei os livros da escola.")).toEqual([]);
    expect(felt("Os meus pais fizeram as pazes na cozinha da casa antiga.")).toEqual([]);
    expect(felt("O vizinho gritou da janela: me deixa em paz!")).toEqual([]);
    expect(felt("O meu tio tentou manter a calma, mas a sala inteira gritava.")).not.toContain(
      "calm:other:tio",
    );
  });
  it("reads unease and trembling legs beside a threat as apprehension", () => {
    expect(felt("Eu me senti desconfortável no meio daquela gente toda da festa.")).toContain(
      "worry:dreamer",
    );
    expect(felt("O sofá da sala era desconfortável e cheio de molas.")).toEqual([]);
    expect(felt("Um homem com uma faca apareceu no corredor e as minhas pernas tremiam.")).toContain(
      "fear:dreamer",
    );
    expect(felt("Depois da corrida no parque as minhas pernas tremiam de cansaço.")).toEqual([]);
    expect(felt("A minha mãe ria de nervoso no meio da sala.")).toEqual(["fear:other:mãe"]);
  });
});
