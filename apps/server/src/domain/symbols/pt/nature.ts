import { type LocalSymbol, terms } from "../terms";

/** The lexicon's nature and landscape entries in Portuguese: names and the words for them. */
export const PORTUGUESE_NATURE_SYMBOLS: LocalSymbol[] = [
  {
    id: "fire",
    name: "Fogo",
    article: "o fogo",
    terms: terms(`
      fogo, =chamas, em chamas, incêndio, incendio, incêndios, queimav*, queimou, queimando, queimad*,
      fumaça, =fumo, =cinzas, labareda, labaredas, fogueira
    `),
    except: terms(`
      bola de fogo, bolas de fogo, não fumo, eu fumo, arma de fogo, armas de fogo, fogo amigo,
      escada de incêndio, alarme de incêndio, saída de incêndio, extintor de incêndio, boca de incêndio,
      fogo de artifício, fogos de artifício
    `),
  },
  {
    id: "storm",
    name: "Tempestade",
    article: "a tempestade",
    terms: terms(`
      tempestade, tempestades, trovão, trovões, trovoada, relâmpago, relâmpagos, raios, furacão,
      vendaval, temporal
    `),
    except: terms(`
      que raio, raio de trânsito, raios partam, raio que o parta, tempestade em copo, tempestade num copo
    `),
  },
  {
    id: "tornado",
    name: "Tornado",
    article: "o tornado",
    terms: terms(`
      tornado, tornados, redemoinho, remoinho, ciclone, tufão
    `),
  },
  {
    id: "earthquake",
    name: "Terremoto",
    article: "o terremoto",
    terms: terms(`
      terremoto, terramoto, sismo, tremor de terra, chão tremia, chão tremeu, terra tremia, terra tremeu
    `),
  },
  {
    id: "volcano",
    name: "Vulcão",
    article: "o vulcão",
    terms: terms(`
      vulcão, vulcões, erupção, rio de lava
    `),
  },
  {
    id: "apocalypse",
    name: "Fim do mundo",
    article: "o fim do mundo",
    terms: terms(`
      fim do mundo, apocalipse, apocalíptic*, o mundo acabava, o mundo ia acabar, meteoro, meteorito,
      asteroide, asteróide, juízo final
    `),
  },
  {
    id: "sun",
    name: "Sol",
    article: "o sol",
    terms: terms(`
      =sol, luz do sol, nascer do sol, pôr do sol, por do sol, ensolarad*
    `),
    except: terms(`
      guarda sol, guarda sóis, óculos de sol, protetor solar, filtro solar
    `),
  },
  {
    id: "moon",
    name: "Lua",
    article: "a lua",
    terms: terms(`
      =lua, luar, lua cheia
    `),
    except: terms(`
      mundo da lua,
      lua de mel,
      lua de mel
    `),
  },
  {
    id: "stars",
    name: "Estrelas",
    article: "as estrelas",
    terms: terms(`
      estrela, estrelas, estrelad*, galáxia, galaxia, constelação, cometa
    `),
    except: terms(`
      estrela do show, estrela do circo, estrela da festa, estrela da novela, estrela de cinema, estrela
      do futebol, estrela da companhia
    `),
  },
  {
    id: "sky",
    name: "Céu",
    article: "o céu",
    terms: terms(`
      céu, ceu, céus, nuvem, nuvens
    `),
    except: terms(`
      deus do céu, nas nuvens
    `),
  },
  {
    id: "darkness",
    name: "Escuridão",
    article: "a escuridão",
    terms: terms(`
      escuro, escura, escuridão, breu, =sombras, às escuras, trevas, penumbra, apagão
    `),
    except: terms(`
      fato escuro, terno escuro, roupa escura, vestido escuro, cor escura, tom escuro, madeira
      escura, lentes escuras, vidro escuro, vidros escuros,
      à sombra, na sombra, de sombra, óculos escuros, óculos de sol,
      azul escuro, cabelo escuro, pele escura, olhos escuros
    `),
  },
  {
    id: "light",
    name: "Luz forte",
    article: "a luz forte",
    terms: terms(`
      luz forte, luz intensa, brilho, clarão, luz ofuscante, luz cegante, luminoso, luminosa
    `),
  },
  {
    id: "forest",
    name: "Floresta",
    article: "a floresta",
    terms: terms(`
      floresta, florestas, bosque, bosques, =mata, =matas, selva, =árvores, =arvores
    `),
  },
  {
    id: "tree",
    name: "Árvore",
    article: "a árvore",
    terms: terms(`
      =árvore, =arvore, carvalho, galho, galhos, tronco, raízes, pinheiro, figueira, oliveira
    `),
    except: terms(`
      árvore de natal,
      árvore de natal, árvores de natal, pinheiro de natal, árvore genealógica
    `),
  },
  {
    id: "flowers",
    name: "Flores",
    article: "as flores",
    terms: terms(`
      flor, flores, =rosas, buquê, ramo de flores, tulipa, tulipas, girassol, margarida, orquídea
    `),
    except: terms(`
      flor da pele, flor da idade
    `),
  },
  {
    id: "garden",
    name: "Jardim",
    article: "o jardim",
    terms: terms(`
      jardim, jardins, quintal, horta, relvado, gramado, prado, relva
    `),
  },
  {
    id: "mountain",
    name: "Montanha",
    article: "a montanha",
    terms: terms(`
      montanha, montanhas, colina, colinas, =morro, penhasco, falésia, precipício, cume, pico, serra
    `),
    except: terms(`
      montanha russa, montanhas russas,
      um monte de
    `),
  },
  {
    id: "desert",
    name: "Deserto",
    article: "o deserto",
    terms: terms(`
      =deserto, =desertos, desértic*
    `),
  },
  {
    id: "cave",
    name: "Caverna",
    article: "a caverna",
    terms: terms(`
      caverna, cavernas, gruta, grutas, túnel, tunel, túneis, subterrâneo, subterrânea
    `),
  },
  {
    id: "island",
    name: "Ilha",
    article: "a ilha",
    terms: terms(`
      ilha, ilhas, ilhota, ilhado, ilhada, náufrago
    `),
  },
];
