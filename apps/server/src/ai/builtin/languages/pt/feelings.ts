import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Portuguese (Brazil and Portugal) words and idioms that state a feeling, by emotion (../types.ts). */
export const PORTUGUESE_FEELINGS: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      apavor*, aterroriz*, terror, pavor, pânico, panico, em pânico, entrei em pânico, morto de medo,
      morta de medo, morrendo de medo, morrer de medo, medo de morte, borrei me, cagado de medo,
      sangue gelou, gelou o sangue, horroriz*
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =medo, =medos, com medo, assust*, amedront*, receio, receosa, receoso, cagaço, cagufa, pavoroso,
      apreensiv*,
      angústia, angustiad*, ansios*, ansiedade, aflit*, aflição, gelei de medo, cabelo em pé,
      arrepio, arrepios, arrepiad*, desesper*, medinho, agonia, agoniad*, frio na espinha, pelo espinhaço
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      assustador, assustadora, assustadores, aterrorizante, aterrador*, apavorante, horripilante,
      sinistro, sinistra, macabro, macabra, tenebros*, arrepiante, medonho, medonha, ameaçador*
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      coração batia, coração .. batia, =tremendo, =tremia, coração disparado, coração disparou, coração aos
      pulos, coração .. acelerado, coração a mil,
      eu tremia, tremia toda, tremia todo, tremendo de, a tremer, suava frio, suor frio, suando frio,
      paralisado de, paralisada de, =gritei, =gritava, =berrei, congelei, fiquei congelado, fiquei congelada,
      fiquei paralisado, fiquei paralisada, perna bamba, pernas bambas
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      preocup*, nervos*, nervoso, tenso, tensa, inquiet*, aflito, estressad*, stressad*,
      desassossego, pressentimento, mau pressentimento, intranquil*, frio na barriga, borboletas no estômago,
      com o coração na mão, coração apertado, aperto no peito, com os nervos à flor da pele, pilha de nervos
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      envergonhad*, vergonha, constrangid*, constrangimento, sem graça, encabulad*, embaraçad*,
      embaraço, vexame, mico, pagar mico, paguei mico, que mico, que vergonha, =corei, =corado, =corada,
      fiquei vermelho, fiquei vermelha, morri de vergonha, morrer de vergonha, morrendo de vergonha
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
    terms: terms(`arrepend*, lamentava, lamentei, pesar na consciência`),
  },
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furios*, fúria, furia, raiva, com raiva, ódio, odio, odiei, odiava, possess*, fora de mim,
      uma fera, fiquei uma fera, virei bicho, puto da vida, puta da vida, passado da cabeça, fulo,
      fula, revoltad*, indignad*, enraivecid*, irad*, perdi a cabeça, perdi as estribeiras, me subiu o sangue
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(
      `zangad*, zanguei, zangou, bravo, brava, ciúme, ciúmes, ciumento, ciumenta, inveja, dor de cotovelo,
      =bolado, =bolada, me corroendo, nervoso com, nervosa com, nervosos com, nervosas com, bravíssim*, nervos comigo, chatead*, p da vida`,
    ),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      irritad*, irritação, irritei, incomodad*, aborrecid*, de saco cheio, saco cheio, impacient*,
      frustrad*, frustração, farto, farta, fartos, enjoad* de, de mau humor, mal humorad*, contrariad*
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`irritante, irritantes, =chato, =chata, chatíssim*, um saco, insuportável`),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      triste, tristes, tristeza, entristec*, chorei, chorava, chorar, chorando, choro, aos prantos,
      em lágrimas, lágrimas, lagrimas, deprimid*, depressão, abatid*, desolad*, infeliz, melancolia,
      melancólic*, saudade, saudades, com saudade, magoad*, mágoa, coração partido, coração apertado,
      de coração partido, sem chão, bateu uma bad, deu uma bad, na bad, vazio no peito, sozinho e triste, sofri, sofria, arrasad*, devastad*, na
      fossa
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
      =surpreso, =surpresos, fiquei surpresa, surpreendid*, espant*, espanto, chocad*, em choque,
      boquiabert*, de boca aberta,
      pasm*, atônit*, atónit*, estupefact*, estupefat*, incrédul*, não acreditava, não podia acreditar
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
      confus*, confusão, perplex*, desnorteado, desnorteada, baralhad*, atordoad*, desorientad*,
      sem entender, não entendia, não percebia, não percebia nada, não entendia nada, sem perceber,
      sem saber o que fazer, sem saber pra onde ir, sem saber para onde ir, sem reação,
      fiquei passada, fiquei passado, intrigad*, zonz*, aturdid*
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      feliz, felizes, felicidade, alegre, alegres, alegria, contente, contentes, content*, radiante,
      eufóric*, euforic*, euforia, empolg*, chorando e rindo, rindo e chorando, chorei e ri, ri e chorei, entusiasmad*, animad*, rindo, ri muito, dei risada,
      gargalh*, às gargalhadas,
      chorei de felicidade, chorava de emoção, chorei de emoção, chorava de alegria, morri de rir, morrendo
      de rir, a rir, achei graça, achava graça, exultante, felizão, felizona, amarradão, na maior
      felicidade,
      nas nuvens, no sétimo céu, pulando de alegria, a saltar de alegria, realizad*, orgulhos*, orgulho
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`divertido, divertida, engraçado, engraçada, gostoso, gostosa, delicioso, deliciosa`),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(
      `=ufa, alívio, alivio, aliviad*, que alívio, respirei fundo, respirei de alívio, suspirei de alívio`,
    ),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      amor, apaixonad*, carinho, ternura, afeto, afecto, afeição, adorava, amava, amei,
      querid*, enamorad*, gostava muito, gostava tanto, coração cheio
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      =calmo, =calma, =calmos, =calmas, tranquil*, sossegad*, sereno, serena, serenidade, em paz, paz,
      relaxad*, descontraíd*,
      à vontade, a vontade, de boa, numa boa, tranquilão, tranquilona, zen, em segurança
    `),
  },
];
