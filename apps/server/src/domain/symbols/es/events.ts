import { type LocalSymbol, terms } from "../terms";

/** Life events and conflict in a Spanish dream: the lexicon's milestones and conflicts (../terms.ts). */
export const SPANISH_EVENTS: LocalSymbol[] = [
  {
    id: "wedding",
    name: "Boda",
    article: "la boda",
    terms: terms(`
      boda, casamiento, =casarme, =casarse, =casarnos, =casaba, =casábamos, =casé, =casó, =casaron, =casar,
      =casado, =casada, =casados, novia de blanco, vestido de novia, pedida de mano, me pidió matrimonio,
      =matrimonio
    `),
  },
  {
    id: "funeral",
    name: "Funeral",
    article: "el funeral",
    terms: terms(`
      funeral, entierro, velorio, =velatorio, =sepelio, =luto, =duelo, =enterraban, =enterraron, =enterrar,
      =misa de difuntos
    `),
  },
  {
    id: "death",
    name: "Muerte",
    article: "la muerte",
    terms: terms(`
      =muerte, =morir, =morí, =muriendo, =muertos, =cadáver, =cadáveres, =cadaver, =fallecido, =falleció,
      =fallecida, =me iba a morir, iba a morir
    `),
    except: terms(`
      muerto de risa, muerta de risa, muerto de miedo, muerta de miedo, muerto de hambre, muerta de hambre,
      muerto de sueño, muerta de sueño, muerta de vergüenza, muerto de vergüenza, me moría de, se moría de,
      muerto de cansancio, muerta de cansancio, me muero de, muerto de frío, muerta de frío, muerto del susto,
      muerta del susto
    `),
  },
  {
    id: "romance",
    name: "Romance",
    article: "el romance",
    terms: terms(`
      beso, besar, besaba, besé, besó, besándonos, besamos, romántico, romántica, =cita, sexo, =coqueteaba,
      =ligaba, enamorado de, =enrollábamos, =chapábamos, hacer el amor
    `),
  },
  {
    id: "pregnancy",
    name: "Embarazo",
    article: "el embarazo",
    terms: terms(`
      embarazada, embarazadas, embarazo, =parto, dar a luz, daba a luz, di a luz, dio a luz, =parí, =parir,
      =panza de embarazada, esperaba un bebé
    `),
  },
  {
    id: "moving-house",
    name: "Mudanza",
    article: "la mudanza",
    terms: terms(`
      mudanza, mudarse, =mudarme, =mudarnos, =mudábamos, =mudaba, nos mudamos, me mudé, me mudaba, casa nueva,
      piso nuevo, departamento nuevo, cajas de mudanza
    `),
  },
  {
    id: "food",
    name: "Comida",
    article: "la comida",
    terms: terms(`
      =comer, =comía, =comí, =comimos, =comiendo, =comíamos, =comiéndome, =comiéndose, =comida, =comidas,
      =cena, =cenar, =cenábamos, =almuerzo, =desayuno, =banquete, =pastel, =torta, =tarta, =pan, =asado,
      =empanadas, =tacos, =paella, =fruta, =dulces, =helado, =pizza, =sopa, =comían, =comió, =comerme,
      =comerse, =comerlo, =comemos, =almorzar, =almorzábamos, =almorzamos, =desayunar, =desayunábamos,
      =merienda, =merendar, =cenamos, =sándwich, =sándwiches, =sandwich, =tamal, =tamales, =arepa, =arepas,
      =pozole, =tortillas, =arroz, =pollo, =carne, =queso, =galletas, =chocolate, =caramelos, =golosinas,
      =frutas, =manzana, =manzanas, =huevos, =yogur, =churros, =sopaipillas, =tacos, =hamburguesa,
      =hamburguesas, =empanada, =pasteles, =postre, =atún, =sardinas, =camarones, =mariscos, =papitas,
      =papas fritas, =bananos, =plátanos, =frijoles, =verduras, =lentejas, =migas de pan
    `),
  },
  {
    id: "winning",
    name: "Éxito",
    article: "el éxito",
    terms: terms(`
      ganar, ganaba, gané, ganamos, ganábamos, =premio, =trofeo, =medalla, =ascenso, =lotería, =loteria,
      =éxito, =exito, =aprobé, =aprobaba
    `),
    except: terms("ganas de, tenía ganas, me dieron ganas, ganas"),
  },
  {
    id: "failing",
    name: "Fracaso",
    article: "el fracaso",
    terms: terms(`
      fracaso, fracasaba, fracasé, fracasar, =suspendía, =suspendí, =reprobé, =reprobaba, me despidieron,
      me echaron del trabajo, =rechazado, =rechazada, perdimos el partido, perdía el partido
    `),
  },
  {
    id: "killing",
    name: "Matar",
    article: "la muerte violenta",
    terms: terms(`
      =matar, =mataba, =mató, =mataron, =matando, =matarme, =matarlo, =matarla, asesinar, asesinato, asesino,
      asesina, asesinaba, asesinado, asesinada, =disparó, =disparaban, =disparaba, =disparo, =disparos,
      =apuñaló, =apuñalaba, =apuñalado, =estrangular, =estrangulaba
    `),
    except: terms("me mata, me mataba de risa, matar el tiempo"),
  },
  {
    id: "attack",
    name: "Ataque o pelea",
    article: "la pelea",
    terms: terms(`
      atacar, atacaba, atacó, ataque, atacaban, =pelea, =peleaba, =peleábamos, =peleando, =pelear, =golpear,
      =golpeaba, =golpeó, =golpeando, =puñetazo, =puñetazos, =patada, =patadas, =pegaba, =me pegó,
      agarrarse a piñas, =trompadas, a golpes, =forcejeaba, =forcejeábamos
    `),
  },
  {
    id: "argument",
    name: "Discusión",
    article: "la discusión",
    terms: terms(`
      discutir, discutía, discutimos, discutíamos, discusión, =nos =gritábamos, =gritándonos, =nos =gritamos,
      =bronca con, =pelea con, =peleábamos, =reñía, =regañaba, =regañó, =retaba, =me retó
    `),
  },
  {
    id: "war",
    name: "Guerra",
    article: "la guerra",
    terms: terms(`
      guerra, batalla, =bomba, =bombas, bombardeo, bombardeaban, =explosión, =explosiones, =balacera,
      =tiroteo, =invasión, =trinchera
    `),
  },
  {
    id: "trapped",
    name: "Estar atrapado",
    article: "el encierro",
    terms: terms(`
      atrapado, atrapada, atrapados, atrapadas, encerrado, encerrada, encerrados, encerradas, no podía salir,
      no podíamos salir, sin salida, no había salida, atado, atada, enterrado vivo, enterrada viva,
      =acorralado, =acorralada
    `),
  },
  {
    id: "watched",
    name: "Ser observado",
    article: "la mirada ajena",
    terms: terms(`
      me observaba, me observaban, me estaban mirando, me estaba mirando, me vigilaba, me vigilaban,
      todos me miraban, me clavaba la mirada, me sentía observado, me sentía observada,
      sentía que alguien me miraba
    `),
  },
  {
    id: "infidelity",
    name: "Infidelidad",
    article: "la infidelidad",
    terms: terms(`
      infiel, infidelidad, me engañaba, me engañó, me ponía los cuernos, me puso los cuernos, los cuernos,
      =amante, =traicionaba, =traicionó, =traición, me metía los cuernos
    `),
  },
];
