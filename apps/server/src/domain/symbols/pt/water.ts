import { type LocalSymbol, terms } from "../terms";

/** The lexicon's water entries in Portuguese: names and the words for them. */
export const PORTUGUESE_WATER_SYMBOLS: LocalSymbol[] = [
  {
    id: "water",
    name: "Água",
    article: "a água",
    terms: terms(`
      =água, =agua, =águas, =poça, =poças, debaixo de água, debaixo d água
    `),
    except: terms(`
      copo d água, copo de água, copos de água, garrafa de água, garrafa d água, garrafinha de água, água
      de coco, água com gás, água mineral
    `),
  },
  {
    id: "ocean",
    name: "Mar",
    article: "o mar",
    terms: terms(`
      =mar, =mares, oceano, onda, ondas, =maré, alto mar, beira mar
    `),
    except: terms(`
      mar de rosas, mar de lágrimas, onda de calor, onda de frio, onda de choque, fazer onda,
      micro ondas, microondas, barulho de mar, =mar de gente,
      que onda, na onda
    `),
  },
  {
    id: "flood",
    name: "Inundação",
    article: "a inundação",
    terms: terms(`
      inund*, enchente, enchentes, alagad*, alagou, alagamento, transbord*, submers*
    `),
  },
  {
    id: "tidal-wave",
    name: "Tsunami",
    article: "o tsunami",
    terms: terms(`
      tsunami, onda gigante, onda enorme, ondas gigantes, onda gigantesca, vagalhão, maremoto
    `),
  },
  {
    id: "drowning",
    name: "Afogamento",
    article: "o afogamento",
    terms: terms(`
      afog*, afund*, puxado para o fundo, puxada para o fundo
    `),
    except: terms(`
      afog* num copo, afog* em um copo, afog* em copo, afog* em papelada, afog* em trabalho
    `),
  },
  {
    id: "swimming",
    name: "Nadar",
    article: "a natação",
    terms: terms(`
      =nadar, =nadava, =nadei, =nadou, =nadando, =nadamos, =nadávamos, =nadavam, natação, mergulh*
    `),
  },
  {
    id: "river",
    name: "Rio",
    article: "o rio",
    terms: terms(`
      =rio, =rios, riacho, córrego, ribeiro, ribeira, cachoeira, cascata, arroio
    `),
    except: terms(`
      eu rio, me rio, rio me, rio muito, rio sozinho, rio sozinha,
      rio de janeiro
    `),
  },
  {
    id: "lake",
    name: "Lago",
    article: "o lago",
    terms: terms(`
      lago, lagos, lagoa, lagoas, açude, represa, charco
    `),
  },
  {
    id: "pool",
    name: "Piscina",
    article: "a piscina",
    terms: terms(`
      piscina, piscinas
    `),
  },
  {
    id: "rain",
    name: "Chuva",
    article: "a chuva",
    terms: terms(`
      chuva, chuvas, chover, chovia, choveu, chovendo, garoa, chuvisc*, aguaceiro, guarda chuva, chapéu
      de chuva
    `),
    except: terms(`
      bolinho de chuva, bolinhos de chuva,
      chuva de perguntas, chuva de balas, chuva de arroz, chuva de confetes, chuva de pétalas
    `),
  },
  {
    id: "boat",
    name: "Barco",
    article: "o barco",
    terms: terms(`
      barco, barcos, navio, navios, canoa, caiaque, jangada, balsa, iate, veleiro, lancha, =bote, =botes,
      cacilheiro
    `),
  },
  {
    id: "beach",
    name: "Praia",
    article: "a praia",
    terms: terms(`
      =praia, =praias, =areia, =areias, areal, conchas, orla
    `),
    except: terms(`
      minha praia, a minha praia,
      cadeira de praia, cadeiras de praia, toalha de praia, bola de praia, roupa de praia, chinelo de praia
    `),
  },
  {
    id: "bath",
    name: "Banho",
    article: "o banho",
    terms: terms(`
      banho, =banheira, chuveiro, duche, tomar banho, tomava banho
    `),
    except: terms(`
      banho de mar, banhos de mar, ir ao banho, ir a banhos, fato de banho, fatos de banho, roupa de
      banho, calção de banho, traje de banho, banho de sol, casa de banho, banho de loja, dar um banho em, levou
      um banho, banho de água fria
    `),
  },
  {
    id: "ice",
    name: "Gelo",
    article: "o gelo",
    terms: terms(`
      =gelo, =gelos, geleira, glaciar, lago congelado, rio congelado
    `),
    except: terms(`
      quebrar o gelo, quebrou o gelo, com gelo, cubos de gelo, pedra de gelo, pedras de gelo
    `),
  },
  {
    id: "snow",
    name: "Neve",
    article: "a neve",
    terms: terms(`
      neve, nevar, nevava, nevou, nevando, nevasca, nevão, floco de neve, flocos de neve
    `),
  },
];
