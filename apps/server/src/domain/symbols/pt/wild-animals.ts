import { type LocalSymbol, terms } from "../terms";

/** The lexicon's wild predator entries in Portuguese: names and the words for them. */
export const PORTUGUESE_WILD_ANIMALS_SYMBOLS: LocalSymbol[] = [
  {
    id: "wolf",
    name: "Lobo",
    article: "o lobo",
    terms: terms(`
      lobo, lobos, loba, raposa, raposas, coiote
    `),
  },
  {
    id: "bear",
    name: "Urso",
    article: "o urso",
    terms: terms(`
      urso, ursos, ursa
    `),
    except: terms(`
      urso de pelúcia, ursinho de pelúcia, ursos de pelúcia,
      ursinho de pelúcia
    `),
  },
  {
    id: "big-cat",
    name: "Leão ou tigre",
    article: "o leão",
    terms: terms(`
      =leão, =leões, =leoa, tigre, tigres, leopardo, pantera, onça, jaguar, guepardo
    `),
    except: terms(`
      amigo da onça, amigos da onça, amiga da onça
    `),
  },
  {
    id: "shark",
    name: "Tubarão",
    article: "o tubarão",
    terms: terms(`
      =tubarão, =tubarões, =tubarao, crocodilo, crocodilos, jacaré, jacarés
    `),
  },
];
