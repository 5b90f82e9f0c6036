import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import type { LanguageRules } from "../types";
import { PORTUGUESE_FEELINGS } from "./feelings";

/** Portuguese: how the analyst reads a dream written in Brazil or Portugal (../types.ts). */
export const PORTUGUESE: LanguageRules = {
  language: "pt",
  stemmer: "portuguese",
  feelings: PORTUGUESE_FEELINGS,
  symbols: SYMBOLS_IN.pt,
  cues: {
    negation: terms(`
      em vez de, ao invés de, não, nao, nunca, jamais, sem, nem, nenhum, nenhuma, nada, ninguém, ninguem,
      tampouco
    `),
    negationUndone: terms("=tão, =tanto, =tanta, =mais, =assim, =igual"),
    hypothetical: terms(`
      =se, =caso, =talvez, =seria, =estaria, =ficaria, =ficasse, =poderia, =podia ser, =queria, =quisesse,
      =gostaria, =ia, =iria, =tomara, =oxalá, quem dera, =imagina, =imaginei, =fingi, =fingia
    `),
    dreamer: terms(`
      eu, me, meu, minha, *ei, =senti, meus, minhas, nós, nos, nosso, nossa, a gente, connosco, conosco
    `),
    others: terms(`
      ele, ela, eles, elas, dele, dela, deles, delas, você, voce, tu,
      =mãe, pai, irmão, irmã, amigo, amiga, homem, mulher, criança, menino, menina, filho, filha,
      marido, esposa, namorado, namorada, chefe, professor, professora, avó, avô, cão, cachorro, gato,
      tubarão, cavalo, bicho, monstro, madrinha, padrinho,
      tia, tio, primo, prima, vizinho, vizinha, sobrinho, sobrinha, cunhado, cunhada, colega, moço, moça,
      =todos, todo mundo, toda a gente, pessoas, as pessoas
    `),
    waking: terms(`
      =acordei, =despertei, ao acordar, =acordámos, =acordamos, acordo sempre, quando acordo, e acordo,
      aí acordo, então acordo, até acordar
    `),
    threats: terms(`
      persegu*, atrás de mim, monstro, ladrão, assaltante, arma, faca, fugir, fugia, fugindo, escond*,
      atac*, ameaç*, matar, morrer, vulto, fantasma, demônio, demónio, escuro, sombra, caía, cair, afog*,
      tigre, leão, cobra, aranha, tubarão, soldado, fuzil, guerra, rugido, bandido, intruso
    `),
    clauseBreaks: terms("mas, porém, porque, pois, quando, então, depois, enquanto, embora, que"),
    notFeelings: terms(`
      feliz aniversário, feliz natal, feliz ano novo, boas festas, calma lá, calma aí, tenha calma,
      com certeza, com calma, com muita calma, graças a deus, seguro de vida, amor próprio, meu amor,
      querido diário
    `),
  },
};
