import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of violence and conflict, in French (../terms.ts). */
export const FRENCH_CONFLICT: LocalSymbol[] = [
  {
    id: "killing",
    name: "Meurtre",
    article: "le meurtre",
    terms: terms(`
      =tuer, =tué, =tuée, =tués, =tuées, =tuais, =tuait, =tuaient, =tue, =tuent, =tuera, =tuerait, =tuerai,
      =tuerais, =tuions, =tuez, =tuons, meurtre, meurtres, meurtrier, meurtrière, assassin*,
      égorg*, egorg*, étrangl*, etrangl*, poignardé, poignardée, abattre, abattu par, descendu par
    `),
    except: terms(
      "tue tête, à tue tête, tuer le temps, ça me tue, ça me tuait, tue l amour, se tue au travail, se tuait au travail, s est tue, s est tu, me suis tue, me suis tu, se sont tus",
    ),
  },
  {
    id: "attack",
    name: "Attaque ou bagarre",
    article: "l’attaque",
    terms: terms(`
      attaqu*, bagarre, bagarres, bagarrer, me battre, se battre, se battaient, me battais, nous battions,
      me =frappait, me =frappaient, m a =frappé, m a =frappée, m ont =frappé, l ai =frappé, l ai =frappée,
      le =frappais, la =frappais, les =frappais, le =frappait, la =frappait, se =frappaient, =frappé au
      visage, =frappée au visage, me =frapper, coup de poing, coups de poing, coup de pied, coups de
      pied, tabass*, castagne, agress*, assaill*
    `),
    except: terms(`
      frapper à la porte, frappé à la porte, frappait à la porte, frappais à la porte, crise d angoisse, crise
      de panique
    `),
  },
  {
    id: "argument",
    name: "Dispute",
    article: "la dispute",
    terms: terms(`
      dispute, disputes, disputé, disputée, disputais, disputait, disputaient, disputer, engueul*, querelle,
      chicane, chicanes, chicanais, chicanait, prise de bec, embrouille, embrouilles, crié dessus, criait
      dessus, hurlait dessus, me criait après, s est brouillé
    `),
  },
  {
    id: "war",
    name: "Guerre",
    article: "la guerre",
    terms: terms(`
      guerre, guerres, bataille, bombe, bombes, bombard*, explosion, explosions, fusillade, coups de feu,
      invasion, tranchée, tranchées, champ de bataille, obus
    `),
  },
];
