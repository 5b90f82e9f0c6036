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
      coração na boca, coração .. na boca, coração saindo pela boca, coração .. pela boca, morrendo de
      pavor, morto de pavor, morta de pavor, caguei de medo, cu na mão, mijei de medo, mijando de medo,
      gelad* de medo, paralisad* de medo, petrificad*, em desespero, entrei em desespero, =receava, =receei
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =medo, =medos, com medo, assust*, amedront*, atemoriz*, receio, receosa, receoso, =temor, =temores,
      =temia, =temi, =temendo, cagaço, cagufa, medroso, medrosa, medinho, =susto, =sustos, levei um susto,
      que susto, apreensiv*, apreensão, angústia, angustiad*, ansios*, ansiedade, aflit*, aflição, =gelei,
      fiquei gelad*, cabelo em pé, cabelos em pé, arrepio, arrepios, arrepiad*, desesper*, agonia, agoniad*,
      frio na espinha, pelo espinhaço, sem coragem, ri de nervoso, ri* de nervos*, riso nervoso,
      risada nervosa, com o coração na mão, com o coração nas mãos, sobressalt*, em sobressalto, alarmad*,
      =medão, =sustão, =sustaço, =sustinho, =me arrepiei, arrepiei me, tremer como varas verdes,
      tremia como varas verdes, como vara verde, feito vara verde, feito varas verdes, fiquei aterrad*,
      estava aterrad*, ficou aterrad*, coração na garganta, acuad*, me senti ameaçad*, senti me ameaçad*
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    // Written whole ("=assustador"): by their stem they would match the felt "assustada", "arrepiado".
    terms: terms(`
      =assustador, =assustadora, =assustadores, =assustadoras, =aterrorizante, =aterrorizantes,
      aterrador*, =apavorante, =apavorantes, =horripilante, =horripilantes, sinistro, sinistra,
      sinistros, sinistras, macabro, macabra, tenebros*, =arrepiante, =arrepiantes, medonho, medonha,
      ameaçador*, =horrível, =horríveis, =horrivel, =horriveis, horroros*, =angustiante, =angustiantes,
      assombros*, =aflitivo, =aflitiva, =de arrepiar, =de gelar o sangue
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      coração batia, coração .. batia, =tremendo, =tremia, coração disparado, coração disparou,
      coração aos pulos, coração .. acelerado, coração a mil, eu tremia, tremia toda, tremia todo,
      tremendo de, a tremer, suava frio, suor frio, suando frio, paralisado de, paralisada de, congelei,
      fiquei congelado, fiquei congelada, fiquei paralisado, fiquei paralisada, perna bamba, pernas bambas,
      =travei, fiquei travad*, coração aos saltos, coração a bater, coração batendo, coração .. batendo,
      coração .. a bater, coração palpitando, =tremi, pernas tremiam, pernas tremendo, pernas a tremer,
      mãos tremiam, mãos tremendo, mãos a tremer, suando, =suava, =suei, a suar, encharcad* de suor,
      fiquei branc*, fiquei pálid*, empalidec*, fiquei lívid*, =arrepiou, fiquei arrepiad*, calafrio,
      calafrios
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      preocup*, nervos*, =tenso, =tensa, =tensos, =tensas, inquiet*, estressad*, stressad*, desassossego,
      pressentimento, mau pressentimento, intranquil*, frio na barriga, borboletas no
      estômago, com os nervos à flor da pele, pilha de nervos, morrendo de preocupação, aflitinha, agitad*,
      insegur*, inseguranç*, grilad*, nervosinh*, roendo as unhas, roía as unhas, a roer as unhas, engoli
      em seco, em pulgas, nó no estômago, frio no estômago, borboletas na barriga, me senti
      desconfortável, senti me desconfortável, sentia me desconfortável, me sentia desconfortável, fiquei
      desconfortável, me senti vulnerável, senti me vulnerável, sentia me vulnerável, me sentia
      vulnerável, mau presságio, sensação ruim, sensação de perigo, sensação de que algo
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      envergonhad*, =envergonhei, envergonhou se, vergonha, constrangid*, constrangimento, sem graça,
      encabulad*, embaraçad*, embaraço, vexame, =mico, pagar mico, paguei mico, que mico, que vergonha,
      =corei, =corado, =corada, fiquei vermelho, fiquei vermelha, morri de vergonha, morrer de vergonha,
      morrendo de vergonha, sem jeito, acanhad*, =tímido, =tímida, =tímidos, =tímidas, timidez, queria sumir,
      quis sumir, queria me enterrar, =micão, com a cara no chão, queria que o chão me engolisse,
      queria que a terra me engolisse, queria enfiar a cabeça, vergonha alheia, =corou,
      fiquei roxo de vergonha, fiquei roxa de vergonha, fiquei corad*
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      culpa, culpado, culpada, culpad*, remorso, remorsos, humilhad*, humilhação, indigno, indigna,
      consciência pesada, me senti uma fraude, me senti um impostor, me senti uma impostora
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`arrepend*, lamentava, lamentei, pesar na consciência, peso na consciência`),
  },
];
