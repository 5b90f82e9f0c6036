import { type LocalSymbol, terms } from "../terms";

/** The lexicon's threshold and venue entries in Portuguese: names and the words for them. */
export const PORTUGUESE_THRESHOLDS_SYMBOLS: LocalSymbol[] = [
  {
    id: "roof",
    name: "Telhado",
    article: "o telhado",
    terms: terms(`
      telhado, telhados, terraço, cobertura, =sacada, parapeito, laje
    `),
  },
  {
    id: "elevator",
    name: "Elevador",
    article: "o elevador",
    terms: terms(`
      elevador, elevadores, ascensor, escada rolante, escadas rolantes
    `),
  },
  {
    id: "stairs",
    name: "Escadas",
    article: "as escadas",
    terms: terms(`
      escada, escadas, escadaria, degrau, degraus
    `),
  },
  {
    id: "door",
    name: "Porta",
    article: "a porta",
    terms: terms(`
      =porta, =portas, portão, portões, porta trancada
    `),
    except: terms(`
      vizinho de porta, vizinha de porta,
      porta do armário, porta do guarda roupa, porta da geladeira, porta do frigorífico, porta do forno,
      porta da máquina, porta malas, porta luvas,
      porta malas, porta voz
    `),
  },
  {
    id: "window",
    name: "Janela",
    article: "a janela",
    terms: terms(`
      janela, janelas, vidraça, parapeito da janela
    `),
  },
  {
    id: "bridge",
    name: "Ponte",
    article: "a ponte",
    terms: terms(`
      =ponte, =pontes, viaduto, passarela
    `),
    except: terms(`
      ponte aérea
    `),
  },
  {
    id: "hallway",
    name: "Corredor",
    article: "o corredor",
    terms: terms(`
      corredor, corredores, hall de entrada, =vestíbulo
    `),
    except: terms(`
      corredor* do supermercado, corredor* do mercado, corredor* da loja, corredor* da biblioteca,
      corredor* do avião, corredor* do ônibus, corredor* do autocarro, corredor* do elétrico, corredor* do
      comboio, corredor* do trem, corredor* do metrô, corredor* de ônibus
    `),
  },
  {
    id: "maze",
    name: "Labirinto",
    article: "o labirinto",
    terms: terms(`
      labirinto, labirintos, andava em círculos, andei em círculos, andando em círculos, voltas e voltas
    `),
  },
  {
    id: "city",
    name: "Cidade",
    article: "a cidade",
    terms: terms(`
      cidade, cidades, vila, aldeia, centro da cidade, arranha céu, arranha céus, metrópole, vilarejo
    `),
  },
  {
    id: "airport",
    name: "Aeroporto",
    article: "o aeroporto",
    terms: terms(`
      aeroporto, aeroportos, terminal, estação, rodoviária, portão de embarque, gare
    `),
    except: terms(`
      estação do ano
    `),
  },
  {
    id: "shop",
    name: "Loja",
    article: "a loja",
    terms: terms(`
      loja, lojas, shopping, centro comercial, supermercado, mercado, feira, mercearia, padaria,
      quiosque
    `),
    except: terms(`
      segunda feira, terça feira, quarta feira, quinta feira, sexta feira
    `),
  },
  {
    id: "party",
    name: "Festa",
    article: "a festa",
    terms: terms(`
      festa, festas, festinha, celebração, comemoração, festival, concerto, dançar, dançava, dancei,
      dançando, =baile, =bailes, =balada, =baladas
    `),
  },
  {
    id: "cemetery",
    name: "Cemitério",
    article: "o cemitério",
    terms: terms(`
      cemitério, cemiterio, cemitérios, túmulo, tumulo, sepultura, caixão, caixao, lápide, jazigo, =campa, =campas
    `),
  },
  {
    id: "stage",
    name: "Palco",
    article: "o palco",
    terms: terms(`
      palco, palcos, plateia, =apresentação, =apresentações, holofote, holofotes, espetáculo,
      recital
    `),
  },
];
