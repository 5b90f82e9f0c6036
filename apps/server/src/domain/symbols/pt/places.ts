import { type LocalSymbol, terms } from "../terms";

/** The lexicon's travel and place entries in Portuguese: names and the words for them. */
export const PORTUGUESE_PLACES_SYMBOLS: LocalSymbol[] = [
  {
    id: "car",
    name: "Carro",
    article: "o carro",
    terms: terms(`
      carro, carros, automóvel, =carrinha, caminhão, camião, caminhonete, táxi, taxi, uber, jipe,
      veículo, veiculo
    `),
    except: terms(`
      carro chefe, carrinho de compras, carrinho do supermercado, carrinho de supermercado, carrinho de mão
    `),
  },
  {
    id: "car-crash",
    name: "Acidente de carro",
    article: "o acidente",
    terms: terms(`
      acidente, acidentes, batida de carro, bati o carro, bateu o carro, colisão, colidi*, capot*,
      despist*
    `),
  },
  {
    id: "train",
    name: "Trem",
    article: "o trem",
    terms: terms(`
      =trem, =trens, comboio, comboios, metrô, no metro, do metro, bonde, =elétrico, =eléctrico
    `),
    except: terms(`
      trem esquisito, trem estranho, trem doido, trem bão, trem bom, uns trem, os trem, que trem, esse
      trem, trem de doido, trem de cozinha
    `),
  },
  {
    id: "missing-transport",
    name: "Perder o transporte",
    article: "o transporte perdido",
    terms: terms(`
      perder o comboio, perder o trem, perder o ônibus, perder o autocarro, perder o voo, perder o
      avião, perder o metrô, perder o barco, partiu sem mim
    `),
  },
  {
    id: "airplane",
    name: "Avião",
    article: "o avião",
    terms: terms(`
      avião, aviões, aviao, jato, jacto, =voo, =voos, =piloto, =pilotos, aeronave
    `),
    except: terms(`
      modo avião
    `),
  },
  {
    id: "bus",
    name: "Ônibus",
    article: "o ônibus",
    terms: terms(`
      ônibus, onibus, autocarro, autocarros, busão, camioneta
    `),
    except: terms(`
      ponto de ônibus, pontos de ônibus, paragem do autocarro, paragem de autocarro, parada de ônibus
    `),
  },
  {
    id: "bicycle",
    name: "Bicicleta",
    article: "a bicicleta",
    terms: terms(`
      bicicleta, bicicletas, bike, =pedalar, =pedalava, =pedalei, =pedalando, =pedalou, bicla
    `),
  },
  {
    id: "journey",
    name: "Viagem",
    article: "a viagem",
    terms: terms(`
      viagem, viagens, viajar, viajava, viajei, viajamos, viajando, =mala, =malas, bagagem, =férias
    `),
    except: terms(`
      que mala, um mala,
      porta malas, porta bagagens
    `),
  },
  {
    id: "road",
    name: "Estrada",
    article: "a estrada",
    terms: terms(`
      estrada, estradas, rua, ruas, avenida, =trilha, =trilhas, encruzilhada, cruzamento, autoestrada,
      rodovia, =calçada, =calçadas, =beco, =becos, =ladeira, =ladeiras, ciclovia, acostamento, =asfalto
    `),
  },
  {
    id: "house",
    name: "Casa",
    article: "a casa",
    terms: terms(`
      =casa, =casas, =casinha, apartamento, apartamentos, mansão, casebre, vivenda, moradia, chalé,
      =barraco, =barracos
    `),
    except: terms(`
      chaves de casa, chave de casa,
      casa dos vinte, casa dos trinta, casa dos quarenta, casa dos cinquenta, casa decimal,
      casa cheia, perto de casa, ao pé de casa, casa de marimbondo*, casa de abelhas, casa de vespas,
      casa de câmbio, casa de show*, casa de fados, casa de apostas, casas bahia, casa da moeda
    `),
  },
  {
    id: "hidden-room",
    name: "Quarto secreto",
    article: "o quarto secreto",
    terms: terms(`
      quarto secreto, sala secreta, quarto escondido, sala escondida, passagem secreta, quarto que eu
      não conhecia, cômodo secreto
    `),
  },
  {
    id: "childhood-home",
    name: "Casa de infância",
    article: "a casa de infância",
    terms: terms(`
      casa de infância, casa da minha infância, casa onde cresci, onde eu cresci, onde eu me criei, onde me criei, casa onde eu nasci,
      casa onde nasci, casa dos meus pais,
      antiga casa, casa da minha infância, casa de criança, onde passei a infância
    `),
  },
  {
    id: "basement",
    name: "Porão",
    article: "o porão",
    terms: terms(`
      porão, porões, =cave, subsolo
    `),
  },
  {
    id: "attic",
    name: "Sótão",
    article: "o sótão",
    terms: terms(`
      sótão, sotão, sotao, águas furtadas, mansarda
    `),
  },
  {
    id: "bedroom",
    name: "Quarto",
    article: "o quarto",
    terms: terms(`
      =quarto, =quartos, dormitório, quarto de dormir
    `),
    except: terms(`
      colega de quarto, colegas de quarto, amiga de quarto, amigo de quarto, companheira de quarto,
      companheiro de quarto, e um quarto, um quarto de, o quarto este, quarto sonho, quarto dia, quarto ano, quarto
      mês, quarta vez,
      de quarto em quarto, quarto de hospital, quarto de hotel, quarto de hora, quarto lugar, quarto
      andar, quarto de banho
    `),
  },
  {
    id: "bathroom",
    name: "Banheiro",
    article: "o banheiro",
    terms: terms(`
      =banheiro, =banheiros, casa de banho, casas de banho, sanita, vaso sanitário, privada, retrete,
      lavabo, wc, quarto de banho
    `),
  },
  {
    id: "kitchen",
    name: "Cozinha",
    article: "a cozinha",
    terms: terms(`
      =cozinha, =cozinhas
    `),
  },
  {
    id: "school",
    name: "Escola",
    article: "a escola",
    terms: terms(`
      =escola, =escolas, =escolinha, colégio, sala de aula, liceu, =aula, recreio, cursinho, creche
    `),
    except: terms(`
      colega de escola, colegas de escola, colega de turma, colegas de turma, amigo de escola, amiga de escola, amiga da época da escola, amigo da época da escola,
      escola de samba, escola de condução, auto escola, autoescola
    `),
  },
  {
    id: "workplace",
    name: "Trabalho",
    article: "o trabalho",
    terms: terms(`
      escritório, escritorio, ao trabalho, para o trabalho, do trabalho, meu trabalho,
      local de trabalho, reunião, colega de trabalho, colegas de trabalho, firma, empresa
    `),
  },
  {
    id: "hospital",
    name: "Hospital",
    article: "o hospital",
    terms: terms(`
      hospital, hospitais, clínica, clinica, ambulância, urgência, urgências, pronto socorro, cirurgia,
      enfermeira, enfermeiro, enfermagem, maca, internad*
    `),
  },
  {
    id: "church",
    name: "Igreja",
    article: "a igreja",
    terms: terms(`
      igreja, igrejas, templo, mesquita, sinagoga, catedral, capela, altar, missa
    `),
  },
  {
    id: "prison",
    name: "Prisão",
    article: "a prisão",
    terms: terms(`
      prisão, prisões, =cadeia, presídio, =cela, =celas, algemas, algemad*, fui preso, fui presa,
      encarcerad*
    `),
    except: terms(`
      prisão de ventre, cadeia de montanhas, cadeia alimentar, em cadeia, cadeia de lojas
    `),
  },
  {
    id: "hotel",
    name: "Hotel",
    article: "o hotel",
    terms: terms(`
      hotel, hotéis, hoteis, motel, =pousada, =pousadas, hostel, albergue
    `),
  },
];
