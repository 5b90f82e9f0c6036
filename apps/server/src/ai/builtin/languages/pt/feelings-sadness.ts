import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * Portuguese words and idioms of sadness, grief, missing someone and disappointment (../types.ts):
 * tears and sobbing, "saudade" and "sentir falta", "bateu uma bad" (Brazil), "de rastos" and "em
 * baixo" (Portugal), a heart that aches or is squeezed ("aperto no peito", read so by
 * ../../fixtures/pt/CORPUS.md), pity ("pena", "dó").
 */
export const PORTUGUESE_SADNESS: LocalFeelings[] = [
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      triste, tristes, tristeza, tristinho, tristinha, tristíssim*, tristonh*, entristec*, chorei, chorava,
      chorar, chorando, chorou, choraram, choramos, choro, choraming*, aos prantos, em prantos, =pranto,
      =soluçando, =soluçava, =solucei, a =soluçar, aos soluços, em lágrimas, lágrimas, lagrimas, lacrimej*,
      olhos marejados, olhos cheios de água, olhos cheios d água, olhos rasos de água, olhos rasos d água,
      =desabei, deprimid*, depressão, =deprê, abatid*, desolad*, desconsolad*, =infeliz, =infelizes,
      melancolia, melancólic*, magoad*, mágoa, arrasad*, devastad*, fiquei abalad*, ficou abalad*,
      muito abalad*, tão abalad*, me senti abalad*, senti me abalad*, fiquei destroçad*, me senti destroçad*,
      fiquei sentid*, ficou sentid*, fiquei em baixo, na fossa, desanimad*, desânimo, amargurad*, amargura,
      cabisbaix*, =chateado, =chateada, =chateados, =chateadas, chateadíssim*, =chateei, chateou se,
      chateadinh*, de =luto, enlutad*, de rastos, desgosto, desgostos*, nostalgia, nostálgic*, solidão,
      com pesar, sofri, sofria, sofrimento, sozinho e triste, me senti sozinh*, senti me sozinh*,
      sentia me sozinh*, me sentia sozinh*, tão sozinh*, me senti abandonad*, senti me abandonad*,
      me sentia abandonad*, sentia me abandonad*, me senti rejeitad*, senti me rejeitad*, me senti excluíd*,
      senti me excluíd*, me senti ferid*, senti me ferid*, senti pra baixo, senti para baixo,
      sentia pra baixo, sentia para baixo, fiquei pra baixo, fiquei para baixo, estava em baixo,
      andava em baixo
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      saudade, saudades, com saudade, saudos*, sentia falta, senti falta, sentindo falta, sinto falta, senti
      muita falta, sentia tanta falta, fazia me falta, fez me falta, me fazia falta, me fez falta
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      coração partido, de coração partido, coração apertado, coração despedaçad*, coração em pedaços,
      coração em cacos, coração pesado, coração doía, doeu o coração, partiu me o coração, partiu meu coração,
      aperto no coração, aperto no peito, apertou o peito, apertam o peito, apertava o peito, senti um aperto,
      sentia um aperto, sem chão, perdi o chão, na bad, vazio no peito, senti um vazio, sentia um vazio,
      um vazio por dentro, sensação de vazio, nó na garganta, coração pequeno, coração pequenininho,
      me senti um lixo, senti me um lixo, me senti um nada, me senti um fracasso, senti me um fracasso,
      me senti inútil
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      com pena, cara de pena, senti pena, sentia pena, tive pena, tinha pena, fiquei com pena, fiquei com
      =dó, =senti =dó, =tive =dó, =tinha =dó
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      desilud*, desilusão, decepcion*, decepção, dececion*, deceção, desapont*, frustrad* com, um balde de
      água fria, balde de água fria
    `),
  },
];
