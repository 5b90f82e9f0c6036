import { type LocalSymbol, terms } from "../terms";

/** The lexicon's otherworldly entries in Portuguese: names and the words for them. */
export const PORTUGUESE_OTHERWORLDLY_SYMBOLS: LocalSymbol[] = [
  {
    id: "ghost",
    name: "Fantasma",
    article: "o fantasma",
    terms: terms(`
      fantasma, fantasmas, espírito, espíritos, assombrad*, assombração, alma penada, almas penadas,
      aparição
    `),
  },
  {
    id: "monster",
    name: "Monstro",
    article: "o monstro",
    terms: terms(`
      monstro, monstros, criatura, criaturas, besta
    `),
  },
  {
    id: "demon",
    name: "Demônio",
    article: "o demônio",
    terms: terms(`
      demónio, demônio, demonio, demónios, demônios, diabo, diabos, satanás, satanas, capeta, possuído,
      possuída, espírito maligno
    `),
    except: terms(`
      que diabo, que diabos, com os diabos
    `),
  },
  {
    id: "shadow-figure",
    name: "Vulto",
    article: "o vulto",
    terms: terms(`
      vulto, vultos, figura escura, figura sombria, homem de preto, sem rosto, encapuzad*
    `),
  },
  {
    id: "alien",
    name: "Extraterrestres",
    article: "os extraterrestres",
    terms: terms(`
      extraterrestre, extraterrestres, alienígena, alienígenas, óvni, ovni, disco voador, nave espacial,
      abduzid*
    `),
  },
  {
    id: "superpowers",
    name: "Superpoderes",
    article: "os superpoderes",
    terms: terms(`
      superpoder, superpoderes, =poderes, magia, mágica, mágico, feitiço, feiticeiro, mago, invisível,
      invisivel, teletransport*
    `),
  },
  {
    id: "angel",
    name: "Anjo",
    article: "o anjo",
    terms: terms(`
      anjo, anjos, asas, auréola
    `),
    except: terms(`
      meu anjo, minha anjo,
      anjo na neve, anjos na neve
    `),
  },
  {
    id: "divine",
    name: "Divino",
    article: "o divino",
    terms: terms(`
      =deus, jesus, cristo, buda, divino, divina, oração, rezar, rezava, rezei, orar, orava, orei, =prece, =preces
    `),
    except: terms(`
      meu deus, graças a deus, ai meu deus, deus me livre, se deus quiser, pelo amor de deus, deus do
      céu, valha me deus
    `),
  },
  {
    id: "vampire",
    name: "Vampiro ou zumbi",
    article: "o vampiro",
    terms: terms(`
      vampiro, vampiros, vampira, zumbi, zumbis, zombie, zombies, morto vivo, mortos vivos, lobisomem
    `),
  },
  {
    id: "witch",
    name: "Bruxa",
    article: "a bruxa",
    terms: terms(`
      bruxa, bruxas, bruxo, bruxaria, feiticeira, maldição, amaldiçoad*, macumba
    `),
  },
  {
    id: "dragon",
    name: "Dragão",
    article: "o dragão",
    terms: terms(`
      dragão, dragões, dragao, dinossauro, dinossauros
    `),
  },
  {
    id: "time-travel",
    name: "Viagem no tempo",
    article: "a viagem no tempo",
    terms: terms(`
      viagem no tempo, viajar no tempo, voltei no tempo, voltar no tempo, voltei a ser criança, era
      criança de novo, era criança outra vez, máquina do tempo
    `),
  },
  {
    id: "lucid",
    name: "Sonho lúcido",
    article: "o sonho lúcido",
    terms: terms(`
      =lúcido, =lúcida, sabia que estava a sonhar, sabia que estava sonhando, percebi que estava sonhando,
      percebi que estava a sonhar, sabia que era um sonho, percebi que era um sonho, sonho lúcido, sonhos
      lúcidos, lucidez, =sl, =ld, =dild, =wild, =wbtb, fiquei lúcid*, tô sonhando, to sonhando, estou
      sonhando, estou a sonhar, tava sonhando, que era sonho, que era um sonho meu, isso é um sonho
    `),
  },
  {
    id: "false-awakening",
    name: "Falso despertar",
    article: "o falso despertar",
    terms: terms(`
      falso despertar, sonho dentro de um sonho, sonho dentro do sonho, achei que tinha acordado, pensei
      que tinha acordado, ainda estava sonhando, ainda estava a sonhar, acordei de novo, acordava de novo,
      acordei outra vez, acordava outra vez, achei que acordei, pensei que acordei, achava que tinha
      acordado, acordei no sonho, acordei dentro do sonho, ainda tava sonhando, =fa duplo
    `),
  },
];
