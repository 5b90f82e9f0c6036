import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import { leadingTo } from "../feelings";
import type { LanguageRules } from "../types";
import { PORTUGUESE_FEELINGS } from "./feelings";
import { PORTUGUESE_SCENE_MOODS } from "./feelings-scene";
import { PORTUGUESE_SCENE } from "./not-symbols";

/** Portuguese: how the analyst reads a dream written in Brazil or Portugal (../types.ts). */
export const PORTUGUESE: LanguageRules = {
  language: "pt",
  stemmer: "portuguese",
  feelings: PORTUGUESE_FEELINGS,
  symbols: SYMBOLS_IN.pt,
  cues: {
    negation: terms(`
      em vez de, ao invés de, =não, =nao, nunca, jamais, =sem, =nem, nenhum, nenhuma, =nada, ninguém, ninguem,
      tampouco, =zero, longe de
    `),
    negationAfter: terms("=nenhum, =nenhuma"),
    // Between a negation and the feeling: a comparison ("nunca tinha ficado tão"), or a feeling that
    // happened all the same ("não parava de rir", "não consegui esconder a raiva", "sem dúvida").
    negationUndone: terms(`
      =tão, =tanto, =tanta, =mais, =assim, =igual, =parava, =parei, =parou, =paravam, =pararam, =parar,
      =deixava, =deixei, =deixou, =aguentava, =aguentei, =esconder, =disfarçar, =dúvida, =só,
      =apenas, =somente
    `),
    // "se" is "if" only before a subject or a verb in the subjunctive ("se eu", "se fosse", "se
    // tivesse"), never as the reflexive pronoun ("ela se assustou", "riu-se", "pôs-se a chorar").
    hypothetical: terms(`
      =se =eu, =se =ele, =se =ela, =se =eles, =se =elas, =se =você, =se =voce, =se =tu, =se =nós,
      =se =a =gente, =se =o, =se =os, =se =um, =se =uma, =se =alguém, =se =alguem, =se =minha, =se =meu,
      =se =me, =se =te, =se =não, =se =nao, =se =isso, =se =aquilo, =se *sse, =se *ssem, =se =for, =se =fores,
      =como =se, =ou =se, =saber =se, =sabia =se, =sei =se, pergunt* =se, =mandou, =mandava, =mandaram,
      =pediu =pra, =pediu =para, =pedia =pra, =pedia =para, =caso, =talvez, =seria, =estaria, =ficaria,
      =ficasse, =poderia, =podia ser, =queria, =quisesse, =gostaria, =ia, =iria, =tomara, =oxalá, quem dera,
      =imagina, =imaginei, =fingi, =fingia, =fosse, =estivesse, =tivesse, =teria, =teriam, =pudesse, =quero,
      =querer, =tentei ficar, =tentava ficar, =fingir, =fingiu, =fingindo, =parecesse, =deveria, =devia
    `),
    dreamer: terms(`
      eu, me, meu, minha, *ei, =senti, meus, minhas, =nós, nosso, nossa, a gente, connosco, conosco,
      comigo, =tô, =estou, =sinto, =me =sentia, =me =sinto, =me =senti, =me =sentir, =me *ei, =me =vi,
      =me =via
    `),
    we: terms("=nós, a gente"),
    // The dreamer as object: "me" alone says who felt only just before the feeling's words (../types.ts).
    dreamerObject: [
      ...terms("=me, =comigo, =me =tinha, =me =tinham, =me =havia"),
      ...leadingTo(
        terms(`
      =me =deu, =me =dava, =me =dá, =me =deram, =me =davam, =me =fez, =me =fazia, =me =faz,
      =me =deixou, =me =deixava, =me =deixa, =me =deixaram, =me =bateu, =me =batia, =me =veio,
      =me =vinha, =me =subiu, =me =pôs, =me =punha, =me =meteu, =me =metia, =me =tinha =deixado,
      =me =tinha =dado
        `),
      ),
    ],
    others: terms(`
      ele, ela, eles, elas, você, voce, tu, =mãe, pai, irmão, irmã, amigo, amiga, homem, mulher, criança,
      menino, menina, filho, filha, =marido, =maridos, esposa, namorado, namorada, chefe, professor,
      professora, avó, avô, =cão, =cães, =cadela, =cachorro, =cachorra, =cachorrinho, =cachorrinha, gato,
      =tubarão, =tubarões, cavalo, bicho, monstro, madrinha, padrinho, nonno, nonna, bisavó, bisavô, turista,
      turistas, passageiro, passageira, passageiros, =ambos, =ambas, sala toda, sala inteira, multidão,
      plateia, =alguém, guarda, ladrão, bandido, assaltante, recepcionista, secretária, supervisor,
      supervisora, coordenador, coordenadora, tia, tio, primo, prima, vizinho, vizinha, sobrinho, sobrinha,
      cunhado, cunhada, colega, moço, moça, =todos, todo mundo, toda a gente, pessoas, as pessoas, senhora,
      senhor, velho, velha, velhinho, velhinha, rapaz, rapariga, garoto, garota, guri, guria, miúdo, miúda,
      moleque, =piá, =bebê, =bebé, =bebês, =bebés, =neném, =vó, =vô, vovó, vovô, mainha, painho, mamãe, papai,
      sogra, sogro, noiva, noivo, =neta, =neto, =netas, =netos, médico, médica, enfermeira, enfermeiro,
      policial, polícia, soldado, =motorista, =motoristas, padre, freira, vendedor, vendedora, aluno, aluna,
      alunos, alunas, =dono, =dona, gerente, inspetor, inspetora, diretor, diretora, cliente, turma, o povo,
      a malta, a galera, o pessoal, =ex, síndico, porteiro, assistente, atendente, garçom, garçonete,
      =empregado, =empregada, funcionário, funcionária, cobrador, juiz, juíza, advogado, advogada, pastor,
      dentista, treinador, taxista, cozinheiro, cozinheira, padeiro, carteiro, desconhecido, desconhecida,
      criatura, fantasma, vizinhos
    `).concat(
      // A verb in the third person plural after the dreamer as object: "me olhavam", "me disseram".
      terms("=me *avam, =me *iam, =me *aram, =me *eram"),
    ),
    waking: terms(`
      =acordei, =despertei, ao acordar, =acordámos, =acordamos, =acordo =sempre, =quando =acordo, =e =acordo,
      =aí =acordo, =então =acordo, até acordar, =acordo, ao despertar, depois de acordar, quando acordei,
      acordei me
    `),
    threats: terms(`
      persegu*, atrás de mim, monstro, ladrão, assaltante, arma, faca, fugir, fugia, fugindo, escond*,
      atac*, ameaç*, matar, morrer, vulto, fantasma, demônio, demónio, escuro, sombra, caía, cair, afog*,
      tigre, leão, cobra, aranha, tubarão, soldado, fuzil, guerra, rugido, bandido, intruso
    `),
    clauseBreaks: terms(`
      mas, porém, porque, pois, quando, então, depois, enquanto, embora, que, e eu, e ele, e ela, e a gente,
      e nós, e eles, e elas, aí, daí, até que, contudo, todavia, só que, apesar de, =e =fiquei, =e =senti,
      =e =comecei, =e =fico, =e =sinto, =e =ficava, =e =sentia
    `),
    ...PORTUGUESE_SCENE,
    notSymbols: terms(`
      =como =um *, =como =uma *, =como =uns *, =como =umas *, =como se fosse =um *, =como se fosse =uma *, =como se
      fosse *, =como se fossem *, =igual =um *, =igual =uma *, =igual a =um *, =igual a =uma *, =igual *, =igualzinho
      *, =feito =um *, =feito =uma *, =feito *, =tipo =um *, =tipo =uma *, =tipo *, que =nem =um *, que =nem =uma *,
      do =tamanho de =um *, do =tamanho de =uma *, do =tamanho dum *, do =tamanho duma *, do =tamanho de *,
      =parecia =um *, =parecia =uma *, =parecia *, =pareciam *, do =tamanho da *, do =tamanho do *, =parecido com =um *, =parecida com =uma *, em forma de *,
      com =cara de *, =voz de *, =como =num *, =como =numa *, =como =no *, =como =na *, =como =o *, =como =a *,
      =como =os *, =como =as *, =como *, =como =de *, =como =em *
    `),
    notFeelings: [
      ...PORTUGUESE_SCENE_MOODS,
      ...terms(`
      feliz aniversário, feliz natal, feliz ano novo, boas festas, calma lá, calma aí, =tenha =calma,
      com certeza, com calma, com muita calma, graças a deus, seguro de vida, amor próprio, meu amor,
      querido diário, calma respira, =tem =calma, =fica =calma, =fica =calmo, =fique =calma, =fique =calmo,
      =fiquem =calmos, calma calma, =fica tranquil*, =fique tranquil*, =fiquem tranquil*,
      parar de me preocupar, parar de se preocupar, não se preocupe, não te preocupes, não se preocupa,
      cabeça nas nuvens, ria formosa, ria de aveiro, =morrer de saudade, desenho animado, desenhos animados,
      filme animado, floresta encantada, castelo encantado, príncipe encantado, a culpa é, a culpa foi,
      o estranho é que, o mais estranho é que, festa surpresa, prova surpresa, teste surpresa,
      visita surpresa, ataque surpresa, ovo surpresa, história de terror, histórias de terror,
      historia de terror, filme de terror, filmes de terror, filme de horror, conto de terror,
      série de terror, jogo de terror, casa do terror, casa de terror, deu confusão, deu uma confusão,
      a maior confusão, no meio da confusão, na confusão, arrum* confusão, arm* confusão,
      confusão generalizada, cachorro bravo, cão bravo, cães bravos, cachorro brabo, mar bravo, mar brabo,
      touro bravo, boi bravo, bicho bravo, cavalo bravo, onça brava, fez carinho, fazer carinho,
      fazia carinho, fazendo carinho, fizemos amor, fazer amor, fazendo amor, fez amor, juiz de paz,
      deixa me em paz, me deixa em paz, deixe me em paz, me deixe em paz, deixem me em paz,
      me deixar em paz, fazer as pazes, fizemos as pazes, fizeram as pazes, é um amor, era um amor,
      um amor de pessoa, tent* manter a calma, mantenha a calma, poço encantado, vale encantado,
      reino encantado, mundo encantado, jardim encantado, bosque encantado, lago encantado,
      ilha encantada, cidade encantada, sapo encantado, princesa encantada, ilha do amor, praia do amor,
      rua do amor, ponte do amor, túnel do amor, de surpresa, fez uma surpresa, fizeram uma surpresa, fazer uma
      surpresa, prepar* uma surpresa, uma surpresa para, uma surpresa pra, confusão de, uma confusão danada,
      estava uma confusão, era uma confusão, tava uma confusão, fico feliz em ajudar, fico feliz em saber,
      feliz em conhecer, prazer em conhecer, mico leão, descanse em paz, descansa em paz, pomba da paz, bandeira
      da paz, carta de amor, cartas de amor, música de amor, canção de amor, filme de amor, história de amor,
      paixão de cristo, fruta da paixão, fruto da paixão, parque de diversão, parque de diversões
    `),
    ],
  },
};
