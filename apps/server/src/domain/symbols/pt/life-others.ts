import { type LocalSymbol, terms } from "../terms";

/** The lexicon's entries of being watched, betrayed or bitten in Portuguese: names and the words for them. */
export const PORTUGUESE_LIFE_OTHERS_SYMBOLS: LocalSymbol[] = [
  {
    id: "watched",
    name: "Ser observado",
    article: "a sensação de ser observado",
    terms: terms(`
      me observava, me observavam, observavam me, me olhava, me olhavam, olhavam para mim, olhava para
      mim, olhando para mim, me encarava, me encaravam, me vigiava, me vigiavam, todos olhavam, todo
      mundo olhava, toda a gente olhava, olhando pra mim, olhavam pra mim, me olhando, me olharam, me observando,
      me encarando, me encarou, parou pra me olhar, pararam pra me olhar, pararam para me olhar, de olho em mim, olhos em mim, me espiava, me
      espiando, me filmando, me filmava, a olhar para mim, a olhar pra mim, ficou me olhando, ficaram me
      olhando, ficavam me olhando, me seguia com os olhos
    `),
  },
  {
    id: "infidelity",
    name: "Traição",
    article: "a traição",
    terms: terms(`
      traição, traiu, traía, traindo, traído, traída, trair, infiel, infidelidade, chifre, chifres,
      amante, tinha um caso
    `),
  },
  {
    id: "animal-attack",
    name: "Ataque de animal",
    article: "o ataque de animal",
    terms: terms(`
      mordeu, mordia, mordida, mordido, morder, =dentada, =dentadas, abocanh*, atacado por um, atacada por um,
      atacado por uma, atacada por uma
    `),
  },
];
