import { type LocalSymbol, terms } from "../terms";

/** The lexicon's food entry in Portuguese: eating, meals and the common dishes and snacks. */
export const PORTUGUESE_FOOD_SYMBOLS: LocalSymbol[] = [
  {
    id: "food",
    name: "Comida",
    article: "a comida",
    terms: terms(`
      =comida, =comidas, =comer, =comia, =comi, =comeu, =comendo, =comemos, =comiam, =comíamos, =comeram,
      =comerem, a comer, refeição, refeições, jantar, almoço, almocei, jantei, pequeno almoço, café da
      manhã, =bolo, =bolos, banquete, lanche, lanchinho, merenda, petisco, petiscos, pizza, churrasco,
      sopa, fruta, frutas, cachorro quente, =pão, =pães, =pao, pãozinho, pão de queijo, =pastel,
      =pastéis, pastel de nata, coxinha, coxinhas, salgadinho, salgadinhos, empada, empadinha,
      =sorvete, =sorvetes, um gelado, uns gelados, =picolé, =picolés, =pipoca, =pipocas, =açaí,
      =pudim, =doces, docinho, docinhos, =bolacha, =bolachas, biscoito, biscoitos, =chocolate,
      =chocolates, =castanhas assadas, =farturas, churros, macarrão, massa com, esparguete, lasanha,
      =arroz, =feijão, feijoada, moqueca, caldeirada, bacalhau, =sardinhas, =amêijoas, =camarão,
      =camarões, marisco, mariscos, =frango, bife, bifana, francesinha, hambúrguer, sanduíche, sandes,
      misto quente, =queijo, =presunto, =ovo, =ovos, omelete, batatas fritas, =batatas, =batata,
      =salada, =saladas, =maçã, =maçãs, =banana, =bananas, =laranjas, gomos de laranja, =uvas, =melancia, =morango,
      =morangos, =tapioca, =acarajé, =rebuçado, =rebuçados, bola de berlim, =pinhão, =pinhões,
      favo de mel, =mel, =quiabo, =pipoca, =marmita, =bandeja de comida, =miolo de pão
    `),
    except: terms(`
      pão de açúcar,
      lua de mel, pão duro, ganha pão, pão pão queijo queijo, comer poeira, comer mosca, sem comer
      ninguém, come e dorme, =bolo de gente, dar um bolo, deu um bolo, deu me um bolo, cara de pastel,
      =massa com ele, pão de açúcar, saco de pão, saquinho de pão, tinha jantado, tinha almoçado, tinha
      comido, já jantou, já almoçou, já comeu, arroz do chão, chuva de arroz, cheiro de, comendo tudo
    `),
  },
];
