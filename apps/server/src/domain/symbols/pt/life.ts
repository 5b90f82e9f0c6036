import { type LocalSymbol, terms } from "../terms";

/** The lexicon's situation, milestone and conflict entries in Portuguese: names and the words for them. */
export const PORTUGUESE_LIFE_SYMBOLS: LocalSymbol[] = [
  {
    id: "exam",
    name: "Exame",
    article: "o exame",
    terms: terms(`
      exame, exames, =prova, =provas, vestibular, chumbei, reprovei
    `),
  },
  {
    id: "unprepared",
    name: "Não estar preparado",
    article: "a falta de preparação",
    terms: terms(`
      não tinha estudado, não estudei, despreparad*, não estava preparad*, não estava pronto, não estava
      pronta, deu branco, deu um branco, não sabia as respostas
    `),
  },
  {
    id: "nakedness",
    name: "Nudez",
    article: "a nudez",
    terms: terms(`
      =nu, =nua, =nus, =nuas, =pelado, =pelada, =pelados, =peladas, sem roupa, despid*, nudez, de cueca,
      de cuecas, de calcinha, em roupa interior
    `),
  },
  {
    id: "losing-something",
    name: "Perder algo",
    article: "a perda de algo",
    terms: terms(`
      perdi o meu, perdi a minha, perdi meu, perdi minha, perdi as minhas, perdi os meus, sumiu o meu,
      sumiu a minha, não encontrava o meu, não achava o meu, não achava minha, extraviad*
    `),
  },
  {
    id: "being-lost",
    name: "Estar perdido",
    article: "o estar perdido",
    terms: terms(`
      me perdi, perdi me, estava perdido, estava perdida, estávamos perdidos, nos perdemos, perdi o
      caminho, não sabia onde estava, não sabia onde eu estava, não achava o caminho, não encontrava o
      caminho
    `),
  },
  {
    id: "searching",
    name: "Procura",
    article: "a procura",
    terms: terms(`
      procur*, buscar, buscava, busquei, buscando, não encontrava, não achava, tentava encontrar,
      tentava achar
    `),
  },
  {
    id: "repeated-attempts",
    name: "Tentativas repetidas",
    article: "as tentativas repetidas",
    terms: terms(`
      tentava de novo, tentei de novo, tentei outra vez, tentava outra vez, tentei várias vezes, por
      mais que tentasse, continuava a tentar, continuava tentando, vezes sem conta
    `),
  },
  {
    id: "wedding",
    name: "Casamento",
    article: "o casamento",
    terms: terms(`
      casamento, casamentos, =casar, =casei, =casou, =casava, =casando, =casaram, noiva, noivo, noivos,
      vestido de noiva, bodas
    `),
  },
  {
    id: "funeral",
    name: "Funeral",
    article: "o funeral",
    terms: terms(`
      funeral, funerais, =enterro, velório, velorio, sepultamento, luto, cortejo fúnebre
    `),
  },
  {
    id: "death",
    name: "Morte",
    article: "a morte",
    terms: terms(`
      morte, =morrer, =morri, =morreu, =morria, =morrendo, =morreram, morto, morta, mortos, mortas, cadáver,
      cadaver, defunto
    `),
    except: terms(`
      morrer de rir, morri de rir, morrendo de rir, morto de cansaço, morta de cansaço, morrendo de
      fome, morto de fome, morta de sono, morto de sono, morrendo de calor
    `),
  },
  {
    id: "romance",
    name: "Romance",
    article: "o romance",
    terms: terms(`
      beij*, romance, romântic*, romantic*, namorar, namorava, namorando, namoro, sexo, transar,
      transamos, fazer amor, fizemos amor, paquer*, flert*
    `),
  },
  {
    id: "pregnancy",
    name: "Gravidez",
    article: "a gravidez",
    terms: terms(`
      grávida, gravida, grávidas, gravidez, dar à luz, dei à luz, deu à luz, trabalho de parto,
      engravid*
    `),
  },
  {
    id: "moving-house",
    name: "Mudança de casa",
    article: "a mudança",
    terms: terms(`
      mudança de casa, mudar de casa, mudei de casa, mudamos de casa, caminhão de mudança, camião das
      mudanças, fazer a mudança, casa nova, apartamento novo, nova casa, encaixot*, empacot*
    `),
  },
  {
    id: "food",
    name: "Comida",
    article: "a comida",
    terms: terms(`
      =comida, =comer, =comia, =comi, =comeu, =comendo, =comemos, =comiam, refeição, jantar, almoço,
      almocei, jantei, pequeno almoço, café da manhã, =bolo, =bolos, banquete, lanche, pizza, churrasco,
      sopa, fruta, cachorro quente
    `),
  },
  {
    id: "winning",
    name: "Vitória",
    article: "a vitória",
    terms: terms(`
      venci, vencer, venceu, vitória, vitoria, prémio, prêmio, premio, troféu, trofeu, medalha, =loteria,
      lotaria, ganhei o prémio, campeão, campeã, promovid*
    `),
  },
  {
    id: "failing",
    name: "Fracasso",
    article: "o fracasso",
    terms: terms(`
      fracass*, falhei, falhanço, reprovad*, chumbei, chumbado, chumbada, fui despedido, fui despedida,
      fui demitido, fui demitida, me demitiram, rejeitad*, perdi o jogo, perdemos o jogo
    `),
  },
  {
    id: "killing",
    name: "Matar",
    article: "a morte violenta",
    terms: terms(`
      =matar, =matava, =matei, =matou, =matando, =mataram, assassin*, homicídio, baleado, baleada, levou
      um tiro, levei um tiro, esfaque*, estrangul*
    `),
  },
  {
    id: "attack",
    name: "Ataque ou luta",
    article: "o ataque",
    terms: terms(`
      atac*, ataque, =luta, =lutas, =lutar, =lutava, =lutei, =lutou, =lutando, soco, socos, murro,
      murros, pontapé, pontapés, porrada, pancadaria, agredi*, agressão, espanc*
    `),
  },
  {
    id: "argument",
    name: "Discussão",
    article: "a discussão",
    terms: terms(`
      discussão, discussões, discuti, discutimos, discutia, discutíamos, briga, brigas, brigar,
      brigamos, brigávamos, brigando, bate boca, gritei com, gritava com, gritou com, gritaram com,
      berrei com, berrava com, desentendimento
    `),
  },
  {
    id: "war",
    name: "Guerra",
    article: "a guerra",
    terms: terms(`
      guerra, guerras, batalha, bomba, bombas, bombard*, explos*, tiroteio, =tiros, invasão, trincheira,
      =míssil, =mísseis
    `),
    except: terms(`
      levei bomba, tomei bomba
    `),
  },
  {
    id: "trapped",
    name: "Ficar preso",
    article: "o encurralamento",
    terms: terms(`
      preso, presa, presos, presas, encurralad*, trancad*, sem saída, sem saida, não conseguia sair,
      amarrad*, enterrado vivo, enterrada viva
    `),
  },
  {
    id: "watched",
    name: "Ser observado",
    article: "a sensação de ser observado",
    terms: terms(`
      me observava, me observavam, observavam me, me olhava, me olhavam, olhavam para mim, olhava para
      mim, olhando para mim, me encarava, me encaravam, me vigiava, me vigiavam, todos olhavam, todo
      mundo olhava, toda a gente olhava
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
      mordeu, mordia, mordida, mordido, morder, dentada, abocanh*, atacado por um, atacada por um,
      atacado por uma, atacada por uma
    `),
  },
];
