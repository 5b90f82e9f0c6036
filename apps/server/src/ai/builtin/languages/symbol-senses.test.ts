import { describe, expect, it } from "vitest";
import { symbols } from "./test-reading";

/** The lexicon's other senses and idioms in each language (domain/symbols/<language>/, `except`). */
describe("symbol words in another sense", () => {
  it("French: walking is no market, a neighbourhood no city, a dinner spoon no food", () => {
    expect(symbols("Hier soir j'ai marché longtemps au bord du canal.")).not.toContain("shop");
    expect(symbols("Tout le quartier dormait quand je suis sortie.")).not.toContain("city");
    expect(symbols("Il mélangeait le thé avec une cuillère à soupe.")).not.toContain("food");
    expect(symbols("Il faisait un froid de canard sur le quai.")).not.toContain("farm-animals");
    expect(symbols("Mon voisin de palier frappait à la porte.")).not.toContain("stairs");
    expect(symbols("Il m'a parlé de son service militaire en marchant.")).not.toContain("soldier");
    expect(symbols("Nous étions assis sur des bancs d'église au milieu du champ.")).not.toContain("church");
    expect(symbols("J'ai sorti une boîte à chaussures du placard.")).not.toContain("shoes");
    expect(symbols("Les chiens d'aveugle attendaient devant le magasin.")).not.toContain("eyes");
    expect(symbols("Mes beaux-parents nous attendaient à la ferme.")).not.toContain("parents");
    expect(symbols("Il s'est arrêté sur la bande d'arrêt d'urgence.")).not.toContain("hospital");
    expect(symbols("Je réussissais à faire léviter une tasse.")).not.toContain("flying");
    expect(symbols("J'avais peur de mourir dans cet ascenseur.")).not.toContain("death");
  });

  it("French: a comparison after « comme » is no image", () => {
    expect(symbols("On riait pour rien, comme au lycée, dans le train.")).not.toContain("school");
    expect(symbols("Ma main traversait le mur comme dans de l'eau.")).not.toContain("water");
  });

  it("French: a real market and an oak are still found", () => {
    expect(symbols("J'achetais des pommes au marché du village.")).toContain("shop");
    expect(symbols("Je me suis assis sous un grand chêne.")).toContain("tree");
  });

  it("Spanish: embarrassment is no bear, secrecy no escape, a chandelier no spider", () => {
    expect(symbols("Me dio un oso horrible delante de todos.")).not.toContain("bear");
    expect(symbols("Entré a escondidas en la cocina de mi tía.")).not.toContain("escape");
    expect(symbols("Del techo colgaba una lámpara de araña enorme.")).not.toContain("spider");
    expect(symbols("Empujaba el carro de la compra por el pasillo.")).not.toContain("car");
    expect(symbols("Me senté en un sillón de pana muy viejo.")).not.toContain("friend");
  });

  it("Spanish: a grandmother's house is not by itself the childhood home", () => {
    expect(symbols("Estaba en la casa de mi abuela y llovía sin parar.")).not.toContain("childhood-home");
    expect(symbols("Estaba en la casa de mi infancia y llovía sin parar.")).toContain("childhood-home");
  });

  it("German: slow motion in a comparison, a tap and a mine gallery are no images", () => {
    expect(symbols("Die Lawine kam ganz langsam, wie in Zeitlupe, den Hang herunter.")).not.toContain(
      "slow-motion",
    );
    expect(symbols("Aus dem Hahn kam nur kaltes Wasser.")).not.toContain("farm-animals");
    expect(symbols("Ich stand mit der Lampe im Stollen und wartete.")).not.toContain("food");
    expect(symbols("Ich habe mich tot gestellt, bis der Bär weg war.")).not.toContain("death");
    expect(symbols("An der Decke hingen bunte Luftschlangen.")).not.toContain("snake");
  });

  it("German: an audience is a stage, not a crowd", () => {
    expect(symbols("Ich stand auf der Bühne und das Publikum klatschte.")).not.toContain("crowd");
  });

  it("Italian: idioms of boxes, mirrors and dragons are no images", () => {
    expect(symbols("Mi stava rompendo le scatole da un'ora.")).not.toContain("box");
    expect(symbols("All'esame mi arrampicavo sugli specchi.")).not.toContain("mirror");
    expect(symbols("Mio cugino, che è un drago in chimica, mi aiutava.")).not.toContain("dragon");
    expect(symbols("Dormivamo in un albergo a tre stelle.")).not.toContain("stars");
    expect(symbols("Ero sul ponte di una nave in mezzo al mare.")).not.toContain("bridge");
    expect(symbols("Mi esercito a volare ogni notte.")).not.toContain("soldier");
    expect(symbols("Facevo immersioni con il diving del porto.")).not.toContain("divine");
  });

  it("Italian: a coffin is the funeral, not the cemetery", () => {
    expect(symbols("In chiesa la bara era coperta di fiori.")).not.toContain("cemetery");
  });

  it("Portuguese: idioms, a place's name and a brake pedal are no images", () => {
    expect(symbols("Ela me mostrou o anel de noivado na cozinha.")).not.toContain("wedding");
    expect(symbols("Comi uma fatia de bolo-rei na mesa.")).not.toContain("celebrity");
    expect(symbols("Subimos o Pão de Açúcar no bondinho.")).not.toContain("food");
    expect(symbols("A mãe fazia bolinho de chuva na cozinha.")).not.toContain("rain");
    expect(symbols("Eu pisei no pedal do freio com força.")).not.toContain("bicycle");
    expect(symbols("A brigada de incêndio chegou logo.")).not.toContain("argument");
    expect(symbols("Ele correu como o vento até a praia.")).not.toContain("storm");
  });
});
