import { type LocalSymbol, terms } from "../terms";

/** The lexicon's water entries in Portuguese: names and the words for them. */
export const PORTUGUESE_WATER_SYMBOLS: LocalSymbol[] = [
  {
    id: "water",
    name: "Água",
    article: "a água",
    terms: terms(`
      =água, =agua, =águas, poça, poças, debaixo de água, debaixo d água
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
      afog*, afund*, não conseguia respirar, puxado para o fundo, puxada para o fundo
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
      =praia, =praias, areia, areal, concha, conchas, orla
    `),
  },
  {
    id: "bath",
    name: "Banho",
    article: "o banho",
    terms: terms(`
      banho, =banheira, chuveiro, duche, tomar banho, tomava banho
    `),
  },
  {
    id: "ice",
    name: "Gelo",
    article: "o gelo",
    terms: terms(`
      =gelo, =gelos, geleira, glaciar, lago congelado, rio congelado
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
