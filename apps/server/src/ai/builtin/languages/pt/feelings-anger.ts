import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * Portuguese words and idioms of anger, annoyance, disgust and jealousy (../types.ts), in Brazil
 * and Portugal: "brabo" in the South and the North, "retado" in Bahia, "virado no mói de coentro"
 * in the Northeast, "lixado" and "de trombas" in Portugal. Disgust and jealousy are anger's class
 * (../../fixtures/pt/CORPUS.md).
 */
export const PORTUGUESE_ANGER: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furios*, =fúria, =furia, raiva, com raiva, ódio, odio, odiei, odiava, possesso, possessa, possessos,
      possessas, fora de mim, uma fera, fiquei uma fera, virei bicho, puto da vida, puta da vida, p da vida,
      pê da vida, passado da cabeça, fulo, fula, revoltad*, indignad*, enraivecid*, fiquei irad*, ficou irad*,
      ficaram irad*, irad* com, perdi a cabeça, perdi as estribeiras, me subiu o sangue, subiu me o sangue,
      ferver de raiva, fervendo de raiva, espumando de raiva, =puto, =putos, putíssim*, emputec*, =pistola,
      soltei os cachorros, soltou os cachorros, soltar os cachorros, chutei o balde, chutou o balde,
      rodei a baiana, rodou a baiana, perdi a paciência, perdeu a paciência, enfurecid*, =enfureci,
      =enfureceu, =revoltei, revoltou se, =indignei, indignou se, revolta, indignação, passei me, passou se,
      passei me dos carretos, fiquei danad*, ficou danad*, danad* da vida, =lixado, =lixada, louco da vida,
      louca da vida, doido da vida, doida da vida, fiquei uma arara, ficou uma arara, virou uma arara,
      virei uma arara, tava uma arara, fiquei uma onça, ficou uma onça, com sangue nos olhos, cuspindo fogo,
      soltando fogo pelas ventas, sangue ferveu, o sangue a ferver, furibund*, tremendo de raiva,
      tremia de raiva, a tremer de raiva, virado no mói de coentro, virada no mói de coentro, =retado,
      =retada
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      zangad*, zanguei, zangou, bravo, brava, bravos, bravas, bravíssim*, brabo, braba, brabos, brabas,
      brabíssim*, ciúme, ciúmes, ciumento, ciumenta, enciumad*, inveja, invejos*, dor de cotovelo, =bolado,
      =bolada, me corroendo, nervoso com, nervosa com, nervosos com, nervosas com, nervos comigo,
      chatead* com, chatead* comigo, nojo, nojent*, enojad*, asco, repugnância, repugnad*, =bufando, =bufava,
      xingando, xingava, xinguei, xingou, xingaram, a xingar, xingamento*, invocad*, injuriad*, enfezad*,
      ralhou, ralhava, =ralhar, a ralhar, fazia uma tempestade, fez uma tempestade, fazendo uma tempestade,
      tempestade em copo, tempestade num copo, com sangue na guelra, fiquei com bronca, ficou com bronca,
      tava com bronca, estava com bronca, com uma bronca danada
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`que raiva, que ódio, que odio, que nojo, que nojeira, que asco, =eca`),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      irritad*, irritação, irritei, irritou, irritava, irritavam, irritaram, incomodad*, aborrecid*,
      de saco cheio, saco cheio, encheu o saco, enchendo o saco, enchia o saco, enchi o saco, que saco,
      impacient*, sem paciência, frustrad*, frustração, farto, farta, fartos, fartas, enjoad* de,
      de mau humor, mal humorad*, contrariad*, emburrad*, amuad*, enervad*, de cara amarrada, de cara fechada,
      fechou a cara, fechei a cara, amarrou a cara, de trombas, torceu o nariz, torci o nariz,
      de nariz torcido, =chateou me, me chateou, aborreceu me, me aborreceu, me irritou, irritou me,
      =estressei, me estressei, estressou se
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      =irritante, =irritantes, =chato, =chata, chatíssim*, um saco, =insuportável, =insuportáveis, =enervante,
      =enervantes
    `),
  },
];
