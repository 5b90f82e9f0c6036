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
      em vez de, ao invés de, =não, =nao, nunca, jamais, =sem, =nem, nenhum, nenhuma, =nada, ninguém, ninguem,
      tampouco
    `),
    negationUndone: terms("=tão, =tanto, =tanta, =mais, =assim, =igual"),
    hypothetical: terms(`
      =se, =caso, =talvez, =seria, =estaria, =ficaria, =ficasse, =poderia, =podia ser, =queria, =quisesse,
      =gostaria, =ia, =iria, =tomara, =oxalá, quem dera, =imagina, =imaginei, =fingi, =fingia, =fosse,
      =estivesse, =tivesse, =teria, =teriam, =pudesse, =quero, =querer, =tentei ficar, =tentava ficar,
      =fingir, =fingiu, =fingindo, =parecesse, =deveria, =devia
    `),
    dreamer: terms(`
      eu, me, meu, minha, *ei, =senti, meus, minhas, =nós, nosso, nossa, a gente, connosco, conosco,
      comigo, =tô, =estou, =sinto
    `),
    others: terms(`
      ele, ela, eles, elas, você, voce, tu,
      =mãe, pai, irmão, irmã, amigo, amiga, homem, mulher, criança, menino, menina, filho, filha,
      marido, esposa, namorado, namorada, chefe, professor, professora, avó, avô, cão, cachorro, gato,
      tubarão, cavalo, bicho, monstro, madrinha, padrinho,
      tia, tio, primo, prima, vizinho, vizinha, sobrinho, sobrinha, cunhado, cunhada, colega, moço, moça,
      =todos, todo mundo, toda a gente, pessoas, as pessoas, senhora, senhor, velho, velha, velhinho,
      velhinha, rapaz, rapariga, garoto, garota, guri, guria, miúdo, miúda, moleque, piá, bebê, bebé,
      =vó, =vô, vovó, vovô, mainha, painho, mamãe, papai, sogra, sogro, noiva, noivo, neta, neto,
      médico, médica, enfermeira, enfermeiro, policial, polícia, soldado, motorista, padre, freira,
      vendedor, vendedora, aluno, aluna, alunos, alunas, =dono, =dona, gerente, inspetor, inspetora,
      diretor, diretora, cliente, turma, o povo, a malta, a galera, o pessoal, =ex, síndico, porteiro,
      assistente, atendente, garçom, garçonete, empregado, empregada, funcionário, funcionária, cobrador,
      juiz, juíza, advogado, advogada, pastor, dentista, treinador, taxista, cozinheiro, cozinheira,
      padeiro, carteiro, desconhecido, desconhecida, criatura, fantasma, vizinhos
    `),
    waking: terms(`
      =acordei, =despertei, ao acordar, =acordámos, =acordamos, acordo sempre, quando acordo, e acordo,
      aí acordo, então acordo, até acordar, =acordo, ao despertar, depois de acordar, quando acordei,
      acordei me
    `),
    threats: terms(`
      persegu*, atrás de mim, monstro, ladrão, assaltante, arma, faca, fugir, fugia, fugindo, escond*,
      atac*, ameaç*, matar, morrer, vulto, fantasma, demônio, demónio, escuro, sombra, caía, cair, afog*,
      tigre, leão, cobra, aranha, tubarão, soldado, fuzil, guerra, rugido, bandido, intruso
    `),
    clauseBreaks: terms(`
      mas, porém, porque, pois, quando, então, depois, enquanto, embora, que, e eu, e ele, e ela, e a gente,
      e nós, e eles, e elas, aí, daí, até que, contudo, todavia, só que, apesar de
    `),
    notSymbols: terms(`
      =como =um *, =como =uma *, =como =uns *, =como =umas *, =como se fosse =um *, =como se fosse =uma *, =como se
      fosse *, =como se fossem *, =igual =um *, =igual =uma *, =igual a =um *, =igual a =uma *, =igual *, =igualzinho
      *, =feito =um *, =feito =uma *, =feito *, =tipo =um *, =tipo =uma *, =tipo *, que =nem =um *, que =nem =uma *,
      do =tamanho de =um *, do =tamanho de =uma *, do =tamanho dum *, do =tamanho duma *, do =tamanho de *,
      =parecia =um *, =parecia =uma *, =parecia *, =pareciam *, do =tamanho da *, do =tamanho do *, =parecido com =um *, =parecida com =uma *, em forma de *,
      com =cara de *, =voz de *, =como =num *, =como =numa *, =como =no *, =como =na *
    `),
    notFeelings: terms(`
      feliz aniversário, feliz natal, feliz ano novo, boas festas, calma lá, calma aí, tenha calma,
      com certeza, com calma, com muita calma, graças a deus, seguro de vida, amor próprio, meu amor,
      querido diário, calma respira, tem calma, fica calma, fica calmo, fique calma, fique calmo, calma
      calma, fica tranquil*, fique tranquil*, parar de me preocupar, parar de se preocupar, não se
      preocupe, não te preocupes, não se preocupa, cabeça nas nuvens, ria formosa, ria de aveiro,
      morrer de saudade, desenho animado, desenhos animados, filme animado, floresta encantada, castelo
      encantado, príncipe encantado, a culpa é, a culpa foi, o estranho é que, o mais estranho é que, festa surpresa, prova surpresa, teste
      surpresa, visita surpresa, ataque surpresa, ovo surpresa
    `),
  },
};
