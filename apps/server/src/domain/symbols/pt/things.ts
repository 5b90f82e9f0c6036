import { type LocalSymbol, terms } from "../terms";

/** The lexicon's object and thing entries in Portuguese: names and the words for them. */
export const PORTUGUESE_THINGS_SYMBOLS: LocalSymbol[] = [
  {
    id: "money",
    name: "Dinheiro",
    article: "o dinheiro",
    terms: terms(`
      dinheiro, grana, moedas, moeda, reais, euros, dólares, dolares, =trocos, guita
    `),
  },
  {
    id: "phone",
    name: "Telefone",
    article: "o telefone",
    terms: terms(`
      telefone, telemóvel, telemovel, celular, celulares, smartphone, sms,
      whatsapp, telefonema, chamada telefónica, chamada telefônica, chamada de vídeo, videochamada, liguei para, ligou para, me ligou, telefonei, telefonou
    `),
  },
  {
    id: "keys",
    name: "Chaves",
    article: "as chaves",
    terms: terms(`
      chave, chaves, chaveiro, porta chaves, molho de chaves
    `),
    except: terms(`
      chave de fenda, palavra chave, palavras chave, chave de ouro
    `),
  },
  {
    id: "mirror",
    name: "Espelho",
    article: "o espelho",
    terms: terms(`
      espelho, espelhos, reflexo, meu reflexo
    `),
  },
  {
    id: "clock",
    name: "Relógio",
    article: "o relógio",
    terms: terms(`
      relógio, relogio, relógios, =despertador, =despertadores, ampulheta, cronómetro, cronômetro, ponteiros
    `),
    except: terms(`
      antes do despertador, até o despertador, com o despertador, pelo despertador, despertador a tocar
    `),
  },
  {
    id: "bag",
    name: "Bolsa",
    article: "a bolsa",
    terms: terms(`
      =bolsa, =bolsas, mochila, mochilas, mala de mão, sacola
    `),
    except: terms(`
      bolsa de estudos, bolsa de valores
    `),
  },
  {
    id: "book",
    name: "Livro",
    article: "o livro",
    terms: terms(`
      livro, livros, biblioteca, caderno, cadernos, diário, livraria
    `),
  },
  {
    id: "letter",
    name: "Carta",
    article: "a carta",
    terms: terms(`
      carta, cartas, envelope, envelopes, email, correio, correspondência, postal
    `),
    except: terms(`
      jogar cartas, jogar às cartas, jogavam às cartas, às cartas, baralho de cartas, jogo de cartas, carta de
      condução, carta de motorista, carta branca, dar as cartas, dei as cartas, deu as cartas,
      caixa postal, cartão postal de natal,
      jog* .. cartas, dei as cartas, dar as cartas, deu as cartas, baralho de cartas, carta de condução
    `),
  },
  {
    id: "gift",
    name: "Presente",
    article: "o presente",
    terms: terms(`
      presente, presentes, =prenda, =prendas, embrulho
    `),
    except: terms(`
      estava presente, estavam presentes, no presente
    `),
  },
  {
    id: "ring",
    name: "Anel",
    article: "o anel",
    terms: terms(`
      anel, anéis, aneis, aliança, alianças, um colar, o colar, =colares, joia, joias, jóia, jóias,
      =brinco, =brincos, pulseira
    `),
    except: terms(`
      anel viário, anel rodoviário
    `),
  },
  {
    id: "clothes",
    name: "Roupa",
    article: "a roupa",
    terms: terms(`
      roupa, roupas, =vestido, =vestidos, camisa, camiseta, uniforme, farda, traje, casaco, jaqueta, blusa, =calça,
      =calças, camisola, roupão, sobretudo, =terno, =ternos, saia rodada, de saia, uma saia, minissaia, gravata,
      =gorro, cachecol
    `),
    except: terms(`
      guarda roupa, guarda roupas, guarda fatos, lavar roupa, lavar a roupa, máquina de lavar, roupa de
      cama, =vestido de dourado
    `),
  },
  {
    id: "shoes",
    name: "Sapatos",
    article: "os sapatos",
    terms: terms(`
      sapato, sapatos, ténis, tênis, =botas, chinelo, chinelos, sandália, sandálias, descalço, descalça,
      descalços, havaianas
    `),
    except: terms(`
      caixa de sapato, caixas de sapato, caixa de sapatos,
      jogar tênis, jogava tênis, jogando tênis, jogo de tênis, partida de tênis, quadra de tênis, raquete
      de tênis, jogar ténis, jogo de ténis, campo de ténis, raquete de ténis
    `),
  },
  {
    id: "weapon",
    name: "Arma",
    article: "a arma",
    terms: terms(`
      arma, armas, pistola, revólver, espingarda, =faca, =facas, facão, espada, punhal, canivete,
      metralhadora, fuzil, lâmina, arma de fogo
    `),
    except: terms(`
      tiro no pé, tiro e queda
    `),
  },
  {
    id: "computer",
    name: "Computador",
    article: "o computador",
    terms: terms(`
      computador, computadores, portátil, notebook, laptop, ecrã, tela, teclado, internet
    `),
  },
  {
    id: "photograph",
    name: "Fotografia",
    article: "a fotografia",
    terms: terms(`
      foto, fotos, fotografia, fotografias, retrato, máquina fotográfica, =câmera, =camera, álbum,
      selfie
    `),
  },
  {
    id: "mask",
    name: "Máscara",
    article: "a máscara",
    terms: terms(`
      máscara, mascara, máscaras, mascarado, mascarada, mascarados, disfarce, disfarçado, disfarçada,
      balaclava, passa montanhas
    `),
    except: terms(
      "máscaras de oxigênio, máscara de oxigênio, máscaras de oxigénio, máscara de oxigénio, máscara de mergulho",
    ),
  },
  {
    id: "box",
    name: "Caixa",
    article: "a caixa",
    terms: terms(`
      caixa, caixas, pacote, encomenda, tesouro, baú, cofre
    `),
    except: terms(`
      caixa postal, caixa de correio, caixa de mensagens,
      caixa do supermercado, caixa eletrônico, caixa multibanco, =o =caixa, =no =caixa, =do =caixa, =ao =caixa,
      =pro =caixa, =pelo =caixa, caixa registadora, caixa registradora
    `),
  },
  {
    id: "broken-glass",
    name: "Vidro partido",
    article: "o vidro partido",
    terms: terms(`
      vidro partido, vidros partidos, vidro quebrado, vidros quebrados, estilhaç*, cacos de vidro, caco
      de vidro, rachad*, trincad*, espelho partido, espelho quebrado
    `),
  },
  {
    id: "candle",
    name: "Vela",
    article: "a vela",
    terms: terms(`
      vela, velas, lanterna, lanternas, tocha, tochas, lamparina, candeeiro, castiçal
    `),
    except: terms(`
      barco à vela, barco a vela, vela do barco, velas do barco, vela de ignição,
      segurar a vela, segurando a vela, a segurar a vela, segurei a vela, segurava a vela,
      barco à vela
    `),
  },
];
