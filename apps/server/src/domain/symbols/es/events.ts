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
    except: terms(`
      =tenía cita en, =tenía cita con el, =cita médica, =cita con el médico, =cita con el dentista, =cita con
      la doctora, =cita en el, =cita en la, =la cita era a
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
      =cena, =cenar, =cenábamos, =almuerzo, =desayuno, =banquete, =pastel, =torta, =tarta, =pan, =panes,
      =asado,
      =empanadas, =tacos, =paella, =fruta, =dulces, =helado, =pizza, =sopa, =comían, =comió, =comerme,
      =comerse, =comerlo, =comemos, =almorzar, =almorzábamos, =almorzamos, =desayunar, =desayunábamos,
      =merienda, =merendar, =cenamos, =sándwich, =sándwiches, =sandwich, =tamal, =tamales, =arepa, =arepas,
      =pozole, =tortillas, =arroz, =pollo, =carne, =queso, =galletas, =chocolate, =caramelos, =golosinas,
      =frutas, =manzana, =manzanas, =huevos, =yogur, =churros, =sopaipillas, =tacos, =hamburguesa,
      =hamburguesas, =empanada, =pasteles, =postre, =atún, =sardinas, =camarones, =mariscos, =papitas,
      =papas fritas, =bananos, =plátanos, =frijoles, =verduras, =lentejas, =migas de pan, =desayunaba,
      =desayuné, =desayunó, =desayunamos, =desayunando, =cenaba, =cené, =cenó, =cenaban, =cenando, =almorzaba,
      =almorcé, =almorzó, =almorzando, =merendaba, =merendando, =comimos, =comieron, =comerlos, =comérmelo,
      =comérmela, =comíamos, =tortilla, =tortillas, =huevo, =huevos, =huevo frito, =miel, =mermelada,
      =bocadillo, =bocadillos, =medialuna, =medialunas, =docena de facturas, =elote, =elotes, =choclo,
      =cocadas,
      =chorizo, =chorizos, =jamón, =salchicha, =salchichas, =perro caliente, =perros calientes, =hot dog,
      =pancho, =panchos, =patata, =patatas, =papa, =papas, =pescado frito, =ceviche, =sushi, =pasta,
      =espaguetis, =fideos, =ravioles, =milanesa, =milanesas, =tostada, =tostadas, =panqueques, =crepas,
      =porotos, =garbanzos, =cocido, =fabada, =gazpacho, =chilaquiles, =enchiladas, =quesadilla, =quesadillas,
      =burrito, =burritos, =nachos, =guacamole, =mole, =pupusas, =sancocho, =ajiaco, =empanadillas,
      =croquetas,
      =pinchos, =chuches, =caramelo, =bombones, =chocolatina, =alfajor, =alfajores, =dulce de leche, =flan,
      =natillas, =arroz con leche, =bizcocho, =magdalenas, =donas, =donuts, =rosquillas, =buñuelos,
      =pan dulce, =bolillo, =cereal, =cereales, =uvas, =fresas, =sandía, =melón, =banana, =bananas, =mango,
      =mangos, =piña, =piñas, =cerezas, =duraznos, =melocotón, =melocotones, =peras, =palomitas, =pochoclo,
      =cabritas, =botana, =botanas, =parrillada, =barbacoa, =carne asada, =chuletas, =filete,
      =bistec, =ensalada, =ensaladas, =sopaipilla, =humitas, =tequeños, =pastelitos, =galleta, =golosina,
      =caramelos, =chicle, =mazapán, =turrón, =polvorones, =roscón, =rosca de reyes, =cocinaba, =cocinando,
      =cocinar, =cociné, =cocinábamos, =guiso, =estofado, =lasaña, =canelones, =pizzas, =sándwich de miga
    `),
    except: terms(`
      =papá, =papás, =mis =papas, =tus =papas, =sus =papas, =los =papas, =mi =papa, =tu =papa, =su =papa, =el
      =papa =de, =la =papa =caliente, =ni =papa, =no =entendía =ni =papa,
      =pisando =huevos, =a =huevo, =un =huevo =de, =costar =un =huevo,
      =pasta =de =dientes, =pasta =dental, =de =buena =pasta, =cocido =a =fuego,
      =piña =colada, =piñas =coladas, =darse =una =piña, =una =piña =en, =mango =del =cuchillo, =mango =de
      =la, =mole =de =gente, =pancho =villa, =carné, =carnet,
      =pan comido, =ser pan comido, =es pan comido, =era pan comido, =pan de cada día,
      =al pan pan, =como pan caliente, =carne de gallina, =en carne viva, =de carne y hueso, =carne y hueso,
      =a comer mierda, =comer el coco, =comerse el coco, =comiéndome el coco, =comiéndose el coco,
      =me comía el coco, =comerse la cabeza, =comiéndome la cabeza, =la cena de los idiotas, =comer ansias,
      =comerse las uñas, =comiéndome las uñas, =comía las uñas, =me comía las uñas, =comía a besos,
      =comerse a besos, =comérsela a besos, =comérselo a besos, =comer a besos
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
    except: terms(`
      golpear la puerta, golpeaba la puerta, golpeó la puerta, golpeaban la puerta, golpes en la puerta,
      golpecitos, golpear la mesa, golpeaba la mesa, golpeó la mesa, golpeaba el escritorio, golpeó el
      escritorio,
      golpear el escritorio, golpeaba el volante, golpeó el volante, golpeaba el suelo con el pie, =pegaba =un
      =grito,
      =pegó =un =grito, =pegaba =un =salto, =pegó =un =salto, =pegaba =un =susto, =pegó =un =susto,
      =pegaba =un =portazo, =pegó =un =portazo, =pegaba =el =sol, =pegaba =fuerte =el =sol, =se =pegaba,
      =me =pegaba =un =baño, =patadas =a =la =rueda, =patadas =a =la =puerta, =patadas =al =balón,
      =patadas =a =la =pelota, =pelea =de =gallos, =pelea =en =la =tele, =patada =de =ahogado
    `),
  },
  {
    id: "argument",
    name: "Discusión",
    article: "la discusión",
    terms: terms(`
      discutir, discutía, discutimos, discutíamos, discusión, =nos =gritábamos, =gritándonos, =nos =gritamos,
      =bronca con, =pelea con, =peleábamos, =reñía, =nos peleamos, =nos peleábamos, =discutiendo, =discutían,
      =discutieron, =se peleaban, =se pelearon, =peleándose, =me peleaba con, =me peleé con, =una bronca,
      =agarrarse a gritos, =nos insultábamos, =nos insultamos, =me insultaba, =me insultó
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
