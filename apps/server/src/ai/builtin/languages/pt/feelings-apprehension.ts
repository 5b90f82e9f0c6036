import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Portuguese words and idioms of fear, worry, embarrassment and guilt (../types.ts). */
export const PORTUGUESE_APPREHENSION: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      apavor*, aterroriz*, terror, pavor, pânico, panico, em pânico, entrei em pânico, morto de medo,
      morta de medo, mortos de medo, morrendo de medo, morrer de medo, morri de medo, medo de morte,
      borrei me, borrado de medo, borrada de medo, cagado de medo, cagada de medo, cagando de medo,
      sangue gelou, gelou o sangue, gelei de medo, horroriz*, tremendo de medo, tremia de medo,
      coração na boca, coração .. na boca, coração saindo pela boca, coração .. pela boca
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =medo, =medos, com medo, assust*, amedront*, atemoriz*, receio, receosa, receoso, =temor, =temores, =temia,
      =temi, =temendo, cagaço, cagufa, medroso, medrosa, medinho, =susto, =sustos, levei um susto, que
      susto, apreensiv*, apreensão, angústia, angustiad*, ansios*, ansiedade, aflit*, aflição, =gelei,
      fiquei gelad*, cabelo em pé, cabelos em pé, arrepio, arrepios, arrepiad*, desesper*, agonia,
      agoniad*, frio na espinha, pelo espinhaço, sem coragem, ri de nervoso, riso nervoso, risada
      nervosa, com o coração na mão, com o coração nas mãos, sobressalt*, em sobressalto, alarmad*
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      assustador, assustadora, assustadores, assustadoras, aterrorizante, aterrador*, apavorante,
      horripilante, sinistro, sinistra, macabro, macabra, tenebros*, arrepiante, medonho, medonha,
      ameaçador*, horrível, horrivel, horroros*, angustiante, assombros*
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      coração batia, coração .. batia, =tremendo, =tremia, coração disparado, coração disparou, coração aos
      pulos, coração .. acelerado, coração a mil, eu tremia, tremia toda, tremia todo, tremendo de, a
      tremer, suava frio, suor frio, suando frio, paralisado de, paralisada de, congelei, fiquei
      congelado, fiquei congelada, fiquei paralisado, fiquei paralisada, perna bamba, pernas bambas,
      =travei, fiquei travad*
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      preocup*, nervos*, =tenso, =tensa, =tensos, =tensas, inquiet*, estressad*, stressad*, desassossego,
      pressentimento, mau pressentimento, intranquil*, frio na barriga, borboletas no estômago, aperto no
      peito, com os nervos à flor da pele, pilha de nervos, morrendo de preocupação, aflitinha, agitad*, insegur*, inseguranç*
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      envergonhad*, vergonha, constrangid*, constrangimento, sem graça, encabulad*, embaraçad*, embaraço,
      vexame, mico, pagar mico, paguei mico, que mico, que vergonha, =corei, =corado, =corada, fiquei
      vermelho, fiquei vermelha, morri de vergonha, morrer de vergonha, morrendo de vergonha, sem jeito,
      acanhad*, =tímido, =tímida, =tímidos, =tímidas, timidez, queria sumir, quis sumir, queria me enterrar
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`culpa, culpado, culpada, culpad*, remorso, humilhad*, humilhação, indigno, indigna`),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`arrepend*, lamentava, lamentei, pesar na consciência, peso na consciência`),
  },
];
