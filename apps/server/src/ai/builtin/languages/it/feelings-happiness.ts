import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Italian words and idioms of Hall–Van de Castle happiness: joy, relief, love, calm. */
export const ITALIAN_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      felicissim*, al settimo cielo, felice come una pasqua, euforic*, euforia, esultav*, esultai, esultanza,
      esultante, pazz* di gioia, fuori di me dalla gioia, scoppiavo di gioia, saltavo di gioia,
      salti di gioia, lacrime di gioia, lacrime di felicità, piangevo di gioia, piangeva di gioia,
      piangere di gioia, piangevo dalla felicità, piangevo di felicità, piangere dalla gioia,
      piangevo dalla gioia, estasiat* di gioia, gioia immensa, piangeva dalla felicità, piangendo dalla felicità,
      piangendo di gioia, piangeva dalla gioia, una gioia immensa, al massimo della felicità,
      raggiante, raggianti, gasatissim*
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      felic*, felicità, content*, cuntent*, gioia, gioios*, gioiv*, =gioire, allegr*, allegria, entusiast*,
      entusiasmo, su di giri, gasat*, galvanizzat*, esaltat*, eccitat*, eccitazione, emozionat*, soddisfatt*,
      soddisfazione, orgoglios*, orgoglio, =fiero, =fieri, fiera di me, fiera di lei, fiera di lui, divertit*,
      mi divertivo, ci divertivamo, mi sono divertit*, ci siamo divertit*, divertiva, spasso, me la godevo,
      ce la godevamo, godevo, godermi, mi godevo, non vedevo l ora, entusiasmat*, priezza, ridevo, rideva,
      ridevano, ridevamo, ridere, ridendo, =risi, =rise, =risero, risata, risate, risatina, ridevamo come matti,
      ridere a crepapelle, a crepapelle, piegat* dalle risate, morivo dal ridere, morir dal ridere,
      morire dal ridere, mi sono fatt* una risata, mi =veniva da ridere, mi =venne da ridere,
      mi =scappava da ridere, =grato, ero =grata, =grata a, =grata per, gratitudine, riconoscente,
      il cuore mi scoppiava di gioia, in paradiso, appagat*, sorridevo, sorrideva,
      sorridevano, sorridendo, =sorrisi, =sorrise, con il sorriso, col sorriso, con un sorriso,
      felic* da piangere, content* da piangere, contentissim*, felice come un bambino, felice come una scema,
      felice come uno scemo, non stavo nella pelle, non stavo più nella pelle, saltavo dalla gioia,
      saltavamo dalla gioia, che gioia, mi brillavano gli occhi, gongolav*, me la sono goduta,
      me la sono goduto, mi sono goduto, mi sono goduta, a mio agio e contento, entusiasmo alle stelle,
      una contentezza, contentezza, beato, beata, beatamente
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms("divertent*, che figata, una figata, figata, che bello"),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      sollievo, con sollievo, che sollievo, sospiro di sollievo, tirai un sospiro, ho tirato un sospiro,
      ero sollevat*, mi =sentivo sollevat*, =sentivo sollevat*, sollevatissim*, rassicurat*, rincuorat*,
      meno male, menomale, per fortuna era solo un sogno, grazie al cielo, grazie a dio
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      innamorat*, innamorai, mi innamorai, una cotta per, preso una cotta, presa una cotta, ero cotta,
      ero cotto, ero cottissim*, cotta persa, cotto perso, amore immenso, pien* d amore, provavo amore,
      =sentivo amore, tanto amore, =affetto, affettuos*, tenerezza, teneramente, mi =faceva .. tenerezza,
      gli volevo bene, le volevo bene, volevo bene, voglio bene, vuole bene, voleva bene, gli voglio bene,
      le voglio bene, ti voglio bene, ti amo, l amavo, lo amavo, la amavo, amavo, adoravo, protettiv*,
      commoss*, commozione, mi sono commoss*, mi commossi, mi commuovevo, struggent*
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      seren*, =serenità, in pace, pace, in pace con, calmo, calma, =calmi, calme, calmat*, mi calmai,
      mi sono calmat*, rilassat*, rilassatezza, spensierat*, spensieratezza, =tranquillità, ero tranquill*,
      calmissim*, tranquillissim*, serenissim*, =era tranquill*, =erano tranquill*, =eravamo tranquill*,
      sembrava tranquill*, =era calmissim*, mi sentivo in pace, in pace con me stess*, una calma enorme,
      una calma, mi sentivo bene, stavo bene, stavo benissimo, mi sentivo benissimo, mi sentivo a casa,
      mi =sentivo tranquill*, =sentivo tranquill*, restai tranquill*, rimasi tranquill*, rimast* tranquill*,
      stavo tranquill*, a mio agio, a nostro agio, a suo agio, =sentivo legger*, mi =sentivo legger*,
      ero leggero, ero leggera, leggerezza, =sentivo liber*, mi =sentivo liber*, senso di libertà, benessere,
      beatitudine, pace interiore, in armonia, =quiete, al sicuro, mi =sentivo al sicuro, protett*,
      =sentivo protett*, coccolat*, cullat*
    `),
  },
];
