import { type LocalSymbol, terms } from "../terms";

/** The lexicon's situation, milestone and conflict entries in Portuguese: names and the words for them. */
export const PORTUGUESE_LIFE_SYMBOLS: LocalSymbol[] = [
  {
    id: "exam",
    name: "Exame",
    article: "o exame",
    terms: terms(`
      exame, exames, =prova, =provas, vestibular, =chumbei, =chumbou, =chumbar, reprovei
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
    except: terms(`
      olho nu, a olho nu, nu e cru, nua e crua
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
      procur*, =buscava, =busquei, =buscando, à procura de, não encontrava, não achava, tentava encontrar,
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
      vestido de noiva, =bodas
    `),
    except: terms(`
      anel de noivado,
      foto* do .. casamento, álbum de casamento, aniversário de casamento, anos de casamento
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
      morrendo de ciúme, morrendo de ciúmes, morrendo de vergonha, morri de vergonha, morrendo de saudade, morrendo de frio, morrendo de medo, morri de medo, morrendo de inveja, morrendo de raiva,
      morrer de calor, morrendo de calor, morri de calor, morrendo de fome, morri de fome, morrendo de sono,
      morto de sono, morta de sono, morrer de tédio,
      achei que ia morrer, pensei que ia morrer, achava que ia morrer, ia morrer, motor morreu, bateria
      morreu, celular morreu, telemóvel morreu, morrer de rir, morrendo de rir, morri de rir, morto de cansaço, morta
      de cansaço,
      morrer de rir, morri de rir, morrendo de rir, morto de cansaço, morta de cansaço, morrendo de
      fome, morto de fome, morta de sono, morto de sono, morrendo de calor
    `),
  },
  {
    id: "romance",
    name: "Romance",
    article: "o romance",
    terms: terms(`
      beij*, romance, romântic*, romantic*, =namorar, =namorava, =namorando, =namoro, =namorávamos,
      =namoramos, sexo, transar,
      transamos, fazer amor, fizemos amor, paquer*, flert*
    `),
    except: terms(`
      beija flor, beija flores, =pode beijar a noiva,
      beij* no rosto, beij* na testa, beij* na bochecha, beij* na face, beij* na mão, beij* no cabelo,
      beijinho*, =beijos
    `),
  },
  {
    id: "pregnancy",
    name: "Gravidez",
    article: "a gravidez",
    terms: terms(`
      =grávida, =gravida, =grávidas, gravidez, dar à luz, dei à luz, deu à luz, trabalho de parto,
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
    id: "winning",
    name: "Vitória",
    article: "a vitória",
    terms: terms(`
      venci, vencer, venceu, vitória, vitoria, prémio, prêmio, premio, troféu, trofeu, medalha, =loteria,
      =lotaria, ganhei o prémio, campeão, campeã, promovid*
    `),
  },
  {
    id: "failing",
    name: "Fracasso",
    article: "o fracasso",
    terms: terms(`
      fracass*, falhei, falhanço, reprovad*, =chumbei, =chumbado, =chumbada, =chumbou, fui despedido, fui despedida,
      fui demitido, fui demitida, me demitiram, rejeitad*, perdi o jogo, perdemos o jogo
    `),
  },
  {
    id: "killing",
    name: "Matar",
    article: "a morte violenta",
    terms: terms(`
      =matar, =matava, =matei, =matou, =matando, =mataram, assassin*, homicídio, =baleado, =baleada, levou
      um tiro, levei um tiro, esfaque*, estrangul*
    `),
    except: terms(`
      matar aula, matava aula, matei aula, matando aula, matou aula, matamos aula, matar o tempo, matar a
      saudade, matar a sede, matar a fome, matar a curiosidade
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
      discussão, discussões, =discuti, =discutimos, =discutia, =discutíamos, =discutiam, =discutiram,
      discutindo com, briga, brigas, brigar,
      brigamos, brigávamos, brigando, bate boca, gritei com, gritava com, gritou com, gritaram com,
      berrei com, berrava com, desentendimento, gritando comigo, gritou comigo, gritava comigo, gritaram
      comigo, berrou comigo, aos gritos com
    `),
    except: terms("a brigada, da brigada, brigada de, uma brigada"),
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
      bomba de gasolina, bomba de água, bomba de chocolate, guerra de travesseiros, guerra de almofadas,
      guerra de água, guerra de comida, guerra de balões,
      levei bomba, tomei bomba
    `),
  },
  {
    id: "trapped",
    name: "Ficar preso",
    article: "o encurralamento",
    terms: terms(`
      preso, presa, presos, presas, encurralad*, trancad*, sem saída, sem saida, não conseguia sair,
      fiquei amarrad*, estava amarrad*, estavam amarrad*, me amarraram, amarraram me, enterrado vivo, enterrada viva
    `),
    except: terms(`
      porta .. trancad*, portas .. trancad*, portão .. trancad*, gaveta .. trancad*, presa na garganta,
      presa fácil
    `),
  },
];
