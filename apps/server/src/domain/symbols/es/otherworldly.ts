import { type LocalSymbol, terms } from "../terms";

/** The otherworldly in a Spanish dream: the lexicon's otherworldly entries (../terms.ts). */
export const SPANISH_OTHERWORLDLY: LocalSymbol[] = [
  {
    id: "ghost",
    name: "Fantasma",
    article: "el fantasma",
    terms: terms(`
      fantasma, fantasmas, =espíritu, =espíritus, =espiritu, =embrujada, =embrujado, =encantada, =aparición,
      =espectro, =ánima, =ánimas
    `),
  },
  {
    id: "monster",
    name: "Monstruo",
    article: "el monstruo",
    terms: terms(`
      monstruo, monstruos, monstruosa, =criatura, =criaturas, =bestia, =bestias, =engendro, =cuco,
      =chupacabras
    `),
  },
  {
    id: "demon",
    name: "Demonio",
    article: "el demonio",
    terms: terms(`
      demonio, demonios, =diablo, =diablos, =satanás, =satán, =lucifer, =poseído, =poseída, =endemoniado,
      =endemoniada, espíritu maligno
    `),
    except: terms("qué diablos, que diablos, qué demonios, que demonios"),
  },
  {
    id: "shadow-figure",
    name: "Figura de sombra",
    article: "la figura de sombra",
    terms: terms(`
      figura oscura, figura negra, una sombra, sombra negra, sin cara, sin rostro, hombre de negro,
      encapuchado, encapuchada, figura encapuchada, una silueta, silueta negra, silueta oscura
    `),
  },
  {
    id: "alien",
    name: "Extraterrestres",
    article: "los extraterrestres",
    terms: terms(`
      extraterrestre, extraterrestres, =alien, =aliens, =marciano, =marcianos, =ovni, =ovnis, =nave espacial,
      =platillo volador, =abducido, =abducida, espacio exterior
    `),
  },
  {
    id: "superpowers",
    name: "Superpoderes",
    article: "los superpoderes",
    terms: terms(`
      superpoder, superpoderes, poderes, =magia, =mágico, =mágica, =magico, =hechizo, =hechizos, =mago,
      =invisible, =teletransportaba, =telequinesis
    `),
  },
  {
    id: "angel",
    name: "Ángel",
    article: "el ángel",
    terms: terms("=ángel, =ángeles, =angel, =angeles, =alas, =aureola, =ángel de la guarda"),
  },
  {
    id: "divine",
    name: "Dios o lo divino",
    article: "lo divino",
    terms: terms(`
      =jesús, =jesucristo, =cristo, =virgen, =buda, =divino, =divina, =rezar, =rezaba, =recé, =rezábamos,
      =oración, =orar, =oraba, =dios
    `),
    except: terms("dios mío, por dios, ay dios, gracias a dios, dios santo, ojalá, virgen santa"),
  },
  {
    id: "vampire",
    name: "Vampiro o zombi",
    article: "el vampiro",
    terms: terms(`
      vampiro, vampiros, =vampira, =zombi, =zombis, =zombie, =zombies, =muertos vivientes, =hombre lobo,
      =licántropo
    `),
  },
  {
    id: "witch",
    name: "Bruja",
    article: "la bruja",
    terms: terms("bruja, brujas, =brujo, =brujería, =hechicera, =maldición, =embrujo, =maldecida"),
  },
  {
    id: "dragon",
    name: "Dragón",
    article: "el dragón",
    terms: terms("=dragón, =dragon, =dragones, =dinosaurio, =dinosaurios"),
  },
  {
    id: "time-travel",
    name: "Viaje en el tiempo",
    article: "el viaje en el tiempo",
    terms: terms(`
      viaje en el tiempo, viajaba en el tiempo, volvía a ser niño, volvía a ser niña, volví a ser niño,
      volví a ser niña, era niño otra vez, era niña otra vez, de nuevo niño, de nuevo niña, otra vez niños,
      viajé al pasado, viajaba al pasado, máquina del tiempo
    `),
  },
  {
    id: "lucid",
    name: "Sueño lúcido",
    article: "el sueño lúcido",
    terms: terms(`
      =lúcido, =lúcida, =lucido, =lucida, =lúcidos, sueño =lúcido, sabía que estaba soñando,
      me di cuenta de que estaba soñando, me di cuenta que estaba soñando, era consciente de que soñaba,
      sabía que era un sueño, supe que era un sueño, me di cuenta de que era un sueño,
      me di cuenta que era un sueño, consciente de que era un sueño
    `),
  },
  {
    id: "false-awakening",
    name: "Falso despertar",
    article: "el falso despertar",
    terms: terms(`
      falso despertar, un sueño dentro de otro sueño, sueño dentro del sueño, sueño dentro de un sueño,
      creí que me había despertado, creía que me había despertado, pensé que me había despertado,
      seguía soñando, todavía estaba soñando, me desperté otra vez, me volví a despertar
    `),
  },
];
