import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";
import { PORTUGUESE_APPREHENSION } from "./feelings-apprehension";
import { PORTUGUESE_HAPPINESS } from "./feelings-happiness";

/** Portuguese words and idioms of anger, sadness and confusion (../types.ts). */
const PORTUGUESE_OTHER_FEELINGS: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furios*, =fúria, =furia, raiva, com raiva, ódio, odio, odiei, odiava, possess*, fora de mim, uma fera,
      fiquei uma fera, virei bicho, puto da vida, puta da vida, p da vida, passado da cabeça, fulo, fula,
      revoltad*, indignad*, enraivecid*, irad*, perdi a cabeça, perdi as estribeiras, me subiu o sangue,
      subiu me o sangue, ferver de raiva, fervendo de raiva, espumando de raiva, =puto, =putos, putíssim*,
      emputec*, =pistola, soltei os cachorros, soltou os cachorros, soltar os cachorros, chutei o balde,
      chutou o balde, rodei a baiana, rodou a baiana, perdi a paciência, perdeu a paciência, enfurecid*,
      revolta, indignação, passei me, passou se, passei me dos carretos, fiquei danad*, ficou danad*,
      =lixado, =lixada
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      zangad*, zanguei, zangou, bravo, brava, bravos, bravas, bravíssim*, ciúme, ciúmes, ciumento,
      ciumenta, inveja, invejos*, dor de cotovelo, =bolado, =bolada, me corroendo, nervoso com, nervosa
      com, nervosos com, nervosas com, nervos comigo, chatead* com, chatead* comigo, nojo, nojent*,
      enojad*, asco, repugnância, =bufando, =bufava, xing*
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      irritad*, irritação, irritei, incomodad*, aborrecid*, de saco cheio, saco cheio, que saco,
      impacient*, frustrad*, frustração, farto, farta, fartos, fartas, enjoad* de, de mau humor, mal
      humorad*, contrariad*, emburrad*, amuad*, enervad*
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`irritante, irritantes, =chato, =chata, chatíssim*, um saco, insuportável, enervante`),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      triste, tristes, tristeza, tristinho, tristinha, entristec*, chorei, chorava, chorar, chorando,
      chorou, choraram, choramos, choro, aos prantos, em lágrimas, lágrimas, lagrimas, lacrimej*, olhos
      marejados, deprimid*, depressão, abatid*, desolad*, desconsolad*, =infeliz, =infelizes, melancolia, melancólic*,
      saudade, saudades, com saudade, magoad*, mágoa, coração partido, coração apertado, de coração
      partido, sem chão, bateu uma bad, deu uma bad, na bad, vazio no peito, nó na garganta, sozinho e
      triste, sofri, sofria, sofrimento, arrasad*, devastad*, na fossa, desanimad*, desânimo,
      amargurad*, amargura, cabisbaix*, =chateado, =chateada, =chateados, =chateadas, com pena, cara de
      pena, senti pena, sentia pena, tive pena, tinha pena, fiquei com pena, deu pena, dava pena, que
      pena, de luto, enlutad*, de rastos, desgosto, desgostos*, nostalgia, nostálgic*, saudos*, solidão,
      me senti sozinh*, senti me sozinh*, sentia me sozinh*, tão sozinh*, aperto no coração, coração doía,
      doeu o coração, partiu me o coração, partiu meu coração
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`desilud*, desilusão, decepcion*, decepção, dececion*, deceção, desapont*, frustrad* com`),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      =surpreso, =surpresos, =surpresa, =surpresas, surpreendid*, espantad*, =espantei, =espanto, chocad*, em choque,
      boquiabert*, de boca aberta, pasm*, atônit*, atónit*, estupefact*, estupefat*, incrédul*, não
      acreditava, não podia acreditar, fiquei de cara, fiquei de queixo caído, de queixo caído
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`maravilhad*, deslumbrad*, fascinad*, encantad*, admirad*, extasiad*, arrebatad*, fascínio`),
  },
  {
    emotion: "awe",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`maravilhos*, deslumbrante, magnífic*, lindíssim*, espetacular, incrível, incrivel`),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      confus*, confusão, perplex*, desnorteado, desnorteada, baralhad*, embaralhad*, atordoad*,
      desorientad*, desconcertad*, atrapalhad*, atarantad*, aparvalhad*, encucad*, intrigad*, zonz*, aturdid*, sem
      entender, sem entender nada, não entendia nada, não entendia o que, não entendia como, não
      entendia por que, não entendia porque, não percebia nada, não percebia o que, não percebia como,
      sem perceber, sem saber o que fazer, sem saber o que pensar, sem saber o que dizer, sem saber pra
      onde ir, sem saber para onde ir, sem saber se, sem reação, fiquei passada, fiquei passado, achei
      estranho, achei estranha, achei estranhíssimo, achei esquisito, achei muito estranho, achei tudo
      estranho, =estranhei, nada fazia sentido, não fazia sentido nenhum, não sabia o que estava
      acontecendo, não sabia o que tava acontecendo, sem entender o que
    `),
  },
];

/** Portuguese (Brazil and Portugal) words and idioms that state a feeling, by emotion (../types.ts). */
export const PORTUGUESE_FEELINGS: LocalFeelings[] = [
  ...PORTUGUESE_APPREHENSION,
  ...PORTUGUESE_OTHER_FEELINGS,
  ...PORTUGUESE_HAPPINESS,
];
