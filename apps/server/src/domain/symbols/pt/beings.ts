import { type LocalSymbol, terms } from "../terms";

/** The lexicon's body and animal entries in Portuguese: names and the words for them. */
export const PORTUGUESE_BEINGS_SYMBOLS: LocalSymbol[] = [
  {
    id: "teeth",
    name: "Dentes",
    article: "os dentes",
    terms: terms(`
      dente, dentes, molar, gengiva, gengivas, dentadura
    `),
    except: terms(`
      escova de dente*, pasta de dente*, fio dental
    `),
  },
  {
    id: "hair",
    name: "Cabelo",
    article: "o cabelo",
    terms: terms(`
      cabelo, cabelos, cabeleira, careca, calvo, barba, peruca
    `),
    except: terms(`
      cabelo em pé, cabelos em pé
    `),
  },
  {
    id: "blood",
    name: "Sangue",
    article: "o sangue",
    terms: terms(`
      sangue, sangrar, sangrava, sangrando, sangrou, ensanguentad*
    `),
    except: terms(`
      sangue frio, sangue azul, subiu o sangue, me subiu o sangue,
      sangue frio
    `),
  },
  {
    id: "injury",
    name: "Ferimento",
    article: "o ferimento",
    terms: terms(`
      ferid*, ferimento, ferimentos, machuc*, lesão, perna partida, braço partido, perna quebrada, braço
      quebrado, parti a perna, parti o braço, quebrei a perna, quebrei o braço, fratura
    `),
  },
  {
    id: "illness",
    name: "Doença",
    article: "a doença",
    terms: terms(`
      doente, doentes, doença, doenças, febre, vomit*, vómito, vômito, cancro, câncer, gripe
    `),
  },
  {
    id: "voice",
    name: "Perder a voz",
    article: "a perda da voz",
    terms: terms(`
      não conseguia gritar, não conseguia falar, a voz não saía, voz não saía, sem voz, perdi a voz,
      nenhum som saía, não saía som
    `),
  },
  {
    id: "eyes",
    name: "Olhos e visão",
    article: "os olhos",
    terms: terms(`
      cego, cega, cegueira, não conseguia ver, não via nada, vendad*, venda nos olhos
    `),
  },
  {
    id: "paralysis",
    name: "Paralisia do sono",
    article: "a paralisia do sono",
    terms: terms(`
      paralisia do sono, paralisad*, paralisia, não conseguia abrir os olhos, peso no peito
    `),
  },
  {
    id: "aging",
    name: "Envelhecer",
    article: "o envelhecimento",
    terms: terms(`
      envelhec*, velhice, =rugas, =ruga, enrugad*, cabelos brancos, cabelo branco, grisalh*
    `),
  },
  {
    id: "dog",
    name: "Cão",
    article: "o cão",
    terms: terms(`
      =cão, =cães, cadela, cachorro, cachorros, cachorra, cachorrinho, cãozinho, =latir, =latia, =latiu,
      latido, latidos, ladrar, ladrava, ladrou, vira lata, rafeiro
    `),
    except: terms(`
      cachorro quente
    `),
  },
  {
    id: "cat",
    name: "Gato",
    article: "o gato",
    terms: terms(`
      gato, gatos, gata, gatas, gatinho, gatinha, gatinhos, bichano
    `),
    except: terms(`
      que gato, que gata, muito gato, muito gata, super gata, uma gata do, um gato do
    `),
  },
  {
    id: "horse",
    name: "Cavalo",
    article: "o cavalo",
    terms: terms(`
      cavalo, cavalos, égua, pónei, pônei, potro, galop*, cavalgar, cavalgava
    `),
  },
  {
    id: "bird",
    name: "Pássaro",
    article: "o pássaro",
    terms: terms(`
      pássaro, passaro, pássaros, =ave, =aves, passarinho, beija flor, beija flores, corvo, corvos, =águia, coruja, pomba, pombo,
      pombos, papagaio, gaivota, gaivotas, urubu, andorinha
    `),
    except: terms(`
      ave maria
    `),
  },
  {
    id: "fish",
    name: "Peixe",
    article: "o peixe",
    terms: terms(`
      peixe, peixes, peixinho, =baleia, =baleias, golfinho, golfinhos, polvo, medusa, água viva, alforreca
    `),
  },
  {
    id: "butterfly",
    name: "Borboleta",
    article: "a borboleta",
    terms: terms(`
      borboleta, borboletas, mariposa, traça, lagarta, casulo
    `),
  },
  {
    id: "pet",
    name: "Animal de estimação",
    article: "o animal de estimação",
    terms: terms(`
      animal de estimação, animais de estimação, bicho de estimação, hamster, coelho, coelhos, coelhinho
    `),
  },
  {
    id: "farm-animals",
    name: "Animais de criação",
    article: "os animais de criação",
    terms: terms(`
      galinheiro, curral, chiqueiro, estábulo, pocilga, vaca, vacas, =boi, =bois, porco, porcos, ovelha, ovelhas, cabra, cabras, bode, galinha, galinhas,
      =galo, carneiro, bezerro, pato, patos, gado
    `),
    except: terms(`
      sua vaca, pagar o pato, paguei o pato, pagou o pato, pagamos o pato, sou burro, que burro, é burro
    `),
  },
  {
    id: "snake",
    name: "Cobra",
    article: "a cobra",
    terms: terms(`
      =cobra, =cobras, serpente, serpentes, víbora, jiboia, jibóia, cascavel, naja
    `),
    except: terms(`
      é cobra em, cobra em matemática, era cobra em, são cobras em
    `),
  },
  {
    id: "spider",
    name: "Aranha",
    article: "a aranha",
    terms: terms(`
      aranha, aranhas, tarântula, teia, teias
    `),
  },
  {
    id: "insects",
    name: "Insetos",
    article: "os insetos",
    terms: terms(`
      inseto, insetos, insecto, insectos, =barata, =baratas, formiga, formigas, verme, vermes, larva,
      larvas, minhoca, mosca, moscas, mosquito, mosquitos, pulga, piolho
    `),
  },
  {
    id: "bees",
    name: "Abelhas",
    article: "as abelhas",
    terms: terms(`
      abelha, abelhas, vespa, vespas, marimbondo, zangão, colmeia, enxame, ferroada, ferrão
    `),
  },
  {
    id: "rodent",
    name: "Ratos",
    article: "os ratos",
    terms: terms(`
      rato, ratos, ratazana, ratazanas, ratinho, camundongo, roedor, roedores
    `),
    except: terms(`
      rato do computador, rato sem fios, o rato deixou de funcionar
    `),
  },
];
