import { type LocalSymbol, terms } from "../terms";

/** Nature and landscapes in a Spanish dream: the lexicon's nature and landscape entries (../terms.ts). */
export const SPANISH_NATURE: LocalSymbol[] = [
  {
    id: "fire",
    name: "Fuego",
    article: "el fuego",
    terms: terms(`
      fuego, =llamas, =llamarada, =incendio, =incendios, =ardía, =ardiendo, =quemaba, =quemando, =se quemaba,
      =humo, =cenizas, =hoguera, =fogata
    `),
    except: terms(`
      fuegos artificiales, =ardía en fiebre, =ardía de fiebre, =ardía en mis brazos, =me ardía, =le ardía, =me
      ardían, =le ardían, =me quemaba la cara, =se me quemaba la lengua,
      =arma de fuego, =armas de fuego, =jugar con fuego, =a fuego lento, =echando humo, =echaba humo, =te
      llamas, =me llamas, =lo llamas, =la llamas, =les llamas, =si me llamas, =cómo te llamas,
    `),
  },
  {
    id: "storm",
    name: "Tormenta",
    article: "la tormenta",
    terms: terms(`
      tormenta, tormentas, =trueno, =truenos, =relámpago, =relámpagos, =rayo, =rayos, =huracán, =huracan,
      =vendaval, =tempestad
    `),
  },
  {
    id: "tornado",
    name: "Tornado",
    article: "el tornado",
    terms: terms("tornado, tornados, =remolino, =torbellino, =ciclón, =ciclon, =tromba"),
  },
  {
    id: "earthquake",
    name: "Terremoto",
    article: "el terremoto",
    terms: terms(`
      terremoto, terremotos, =sismo, =temblor, =temblaba el suelo, =temblaba la tierra, la tierra temblaba,
      el suelo temblaba, el piso temblaba
    `),
  },
  {
    id: "volcano",
    name: "Volcán",
    article: "el volcán",
    terms: terms("=volcán, =volcan, =volcanes, =lava, =erupción, =erupcion, =magma"),
  },
  {
    id: "apocalypse",
    name: "Fin del mundo",
    article: "el fin del mundo",
    terms: terms(`
      fin del mundo, apocalipsis, =apocalíptico, =apocalíptica, se acababa el mundo, se acabó el mundo,
      =meteorito, =asteroide, =juicio final
    `),
  },
  {
    id: "sun",
    name: "Sol",
    article: "el sol",
    terms: terms(`
      =sol, =soleado, =soleada, =amanecer, =atardecer, =puesta de sol, =luz del sol, =rayos de sol
    `),
    except: terms(`
      anteojos de sol, gafas de sol, lentes de sol, =al amanecer, =al atardecer, =hasta el amanecer, =hasta el
      atardecer, =tomar el sol, =de sol a sol, =sol de mi vida
    `),
  },
  {
    id: "moon",
    name: "Luna",
    article: "la luna",
    terms: terms("=luna, =lunas, =luna llena, =media luna, =luz de la luna"),
    except: terms("luna de miel"),
  },
  {
    id: "stars",
    name: "Estrellas",
    article: "las estrellas",
    terms: terms(`
      =estrella, =estrellas, =estrellado, =estrellada, =galaxia, =galaxias, =constelación, =constelaciones,
      =cielo nocturno
    `),
    except: terms("estrella de cine, estrella de rock, estrella de la tele"),
  },
  {
    id: "sky",
    name: "Cielo",
    article: "el cielo",
    terms: terms("=cielo, =nube, =nubes, =firmamento, =nublado"),
    except: terms(
      "en las nubes, cielo santo, mi cielo, al cielo, cielo nocturno, =hasta el cielo, =cielo mío, =ay cielo, =gracias al cielo, =ganarse el cielo, =caído del cielo, =caída del cielo",
    ),
  },
  {
    id: "darkness",
    name: "Oscuridad",
    article: "la oscuridad",
    terms: terms(`
      =oscuridad, =la oscuridad, =a oscuras, =tinieblas, =penumbra, =negrura, =boca de lobo, =todo =oscuro, =todo =oscura,
      =estaba =oscuro, =estaba =oscura, =era =oscuro, =era =oscura, =muy =oscuro, =muy =oscura,
      =estaba =todo =oscuro, =oscurísimo, =oscurísima, =se =oscureció, =se =oscurecía, =se =fue =la =luz,
      =se =iba =la =luz, =se =apagaron =las =luces, =se =apagó =la =luz, =sin =luz, =en =la =oscuridad,
      =en =las =sombras, =entre =sombras, =entre =las =sombras, =en =sombras, =negro =como =boca
    `),
  },
  {
    id: "light",
    name: "Luz brillante",
    article: "la luz brillante",
    terms: terms(`
      luz brillante, luz blanca, luz cegadora, luz intensa, =resplandor, =brillaba, =brillaban, =resplandecía,
      =luminoso, =luminosa, =destello, =destellos
    `),
  },
  {
    id: "forest",
    name: "Bosque",
    article: "el bosque",
    terms: terms("=bosque, =bosques, =selva, =jungla, =arboleda, =árboles"),
  },
  {
    id: "tree",
    name: "Árbol",
    article: "el árbol",
    terms: terms("=árbol, =arbol, =roble, =rama, =ramas, =raíces, =tronco, =sauce, =pino, =ceibo"),
    except: terms(`
      =de pino, =empanadas de pino, =empanada de pino, =madera de pino, =árbol genealógico, =rama de la
      familia, =tronco de la familia, =raíces familiares
    `),
  },
  {
    id: "flowers",
    name: "Flores",
    article: "las flores",
    terms: terms(`
      =flor, =flores, =rosas, =rosa roja, =ramo de flores, =girasol, =girasoles, =tulipán, =tulipanes,
      =florecían, =margaritas
    `),
    except: terms(`
      =estampado de flores, =vestido de flores, =camisa de flores, =mantel de flores, =hule de flores, =cortinas de flores, =blusa de flores, =papel de flores, =flor y nata, =a flor de piel, =en la flor de la vida
    `),
  },
  {
    id: "garden",
    name: "Jardín",
    article: "el jardín",
    terms: terms(`
      =jardín, =jardin, =jardines, =huerto, =huerta, =prado, =césped, =pasto, =patio trasero, =patio de atrás
    `),
  },
  {
    id: "mountain",
    name: "Montaña",
    article: "la montaña",
    terms: terms(`
      =montaña, =montañas, =montana, =cerro, =cerros, =colina, =colinas, =acantilado, =precipicio, =cima,
      =cumbre, =barranco
    `),
    except: terms("montaña rusa, montañas rusas"),
  },
  {
    id: "desert",
    name: "Desierto",
    article: "el desierto",
    terms: terms("=desierto, =desiertos, =páramo, =yermo, =árido, =dunas"),
  },
  {
    id: "cave",
    name: "Cueva",
    article: "la cueva",
    terms: terms(`
      =cueva, =cuevas, =túnel, =tunel, =túneles, =caverna, =gruta, =subterráneo, =subterránea, =bajo tierra
    `),
  },
  {
    id: "island",
    name: "Isla",
    article: "la isla",
    terms: terms("=isla, =islas, =islote, =náufrago, =náufraga, =varado, =varados"),
  },
];
