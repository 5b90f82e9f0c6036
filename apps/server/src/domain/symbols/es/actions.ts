import { type LocalSymbol, terms } from "../terms";

/** Movement and ordeals of a Spanish dream: the lexicon's movement and situation entries (../terms.ts). */
export const SPANISH_ACTIONS: LocalSymbol[] = [
  {
    id: "falling",
    name: "Caída",
    article: "la caída",
    terms: terms(`
      =me =caí, =me =caía, =me =caigo, =nos =caímos, =nos =caíamos, cayendo, caída, caer al vacío,
      =desplomaba, =desplomé, =me precipité
    `),
    except: terms(`
      caer en cuenta, me cae bien, me cae mal, me caía bien, me caía mal, caer la noche, caía la noche,
      caí en cuenta, caí en la cuenta, cayó en la cuenta, =se =me =caía, =se =me =caían, =se =me =cayó,
      =se =me =cayeron, =se =me =iban =cayendo, =se =me =fue =cayendo, =se =me =estaba =cayendo,
      =se =me =estaban =cayendo, =lluvia =cayendo, =nieve =cayendo, =hojas =cayendo, =gotas =cayendo,
      =agua =cayendo, =estrellas =cayendo, =ceniza =cayendo, =caída =de =pelo, =caída =del =pelo,
      =caída =libre =de =precios, =caída =del =sistema, =caída =de =la =tarde, me caí de la risa,
      me caía de sueño, me caía de cansancio, me caigo de sueño, me caía muerto de risa
    `),
  },
  {
    id: "flying",
    name: "Vuelo",
    article: "el vuelo",
    terms: terms("volar, volaba, volé, volando, =flotaba, =flotábamos, =levitar, =levitaba, =levitando"),
    except: terms("me vestí volando, vestirme volando, me cambié volando"),
  },
  {
    id: "chase",
    name: "Persecución",
    article: "la persecución",
    terms: terms(`
      perseguir, perseguía, perseguían, persiguiendo, perseguido, perseguida, persecución, =persiguió,
      =persiguieron, me seguía, me seguían, me estaba siguiendo, nos seguía, nos seguían, venía por mí,
      venían por mí, venía a por mí, venían a por mí, iba tras, iban tras, =cazaba, =cazaban, venía .. detrás
      de,
      venían .. detrás de, corría .. detrás de, corrían .. detrás de, corría tras, corrían tras,
      =me pisaba los talones, =nos pisaba los talones, =me pisaban los talones, =nos pisaban los talones,
      =me daba caza, =me daban caza, =me acechaba, =me acechaban, =nos acechaba, =nos acechaban
    `),
    except: terms(`
      me seguía a todas partes, me seguían a todas partes, nos seguía a todas partes, me seguía con la mirada,
      me seguían con la mirada, me seguía la corriente, me seguía el juego, me seguía hasta la casa,
      me seguían hasta la casa, me seguían como pollitos, me seguía como un perrito, perseguía un sueño,
      perseguir mis sueños, perseguir sus sueños
    `),
  },
  {
    id: "running",
    name: "Correr",
    article: "la carrera",
    terms: terms(`
      correr, corría, corrí, corrimos, corriendo, =corro, =corrió, =corrían, =corríamos, echar a correr
    `),
    except: terms(`
      corriente, correo, de corrido, =se =corrían, =se =corría, =se =corrió, =se =corrieron, correr la
      cortina,
      corrí la cortina, corría la cortina, corrió la cortina, corrió la voz, corría la voz, corría el rumor,
      correr el riesgo, corría el riesgo, corrí el riesgo, corría peligro, correr peligro, corría el año,
      corría el aire, corría la brisa, corría el agua, corría la sangre, corría el tiempo, corrió el tiempo,
      corría el río, corría la tinta, corrían las lágrimas
    `),
  },
  {
    id: "escape",
    name: "Huida",
    article: "la huida",
    terms: terms(`
      escapar, escapaba, escapé, escapando, escape, huir, huía, =huí, =huyó, huyendo, huida, fugarse, =fuga,
      esconderme, escondernos, me escondía, me escondí, nos escondimos, nos escondíamos, =estaba =escondido,
      =estaba =escondida, =estábamos =escondidos, =estábamos =escondidas, =escondidos =en, =me =quedé
      =escondido,
      =me =quedé =escondida, salir corriendo, salimos corriendo, salí corriendo, salió corriendo, =me =fugué,
      =nos =fugamos, =me =escabullí, =me =escabullía, =nos =escabullimos, =logré =salir, =logramos =salir,
      =conseguí =salir, =pude =salir, =pudimos =salir
    `),
    except: terms(`
      a escondidas,
      se me escapó, se me escapaba, se le escapó, se le escapaba, se te escapa, se te va a escapar, se me
      escapa,
      escapar el sueño, escapaba el sueño, escape de gas, =tubo =de =escape, =fuga =de =gas, =fuga =de =agua,
      =fuga =de =cerebros, =sala =de =escape, =escape =room
    `),
  },
  {
    id: "slow-motion",
    name: "No poder moverse",
    article: "la inmovilidad",
    terms: terms(`
      no podía moverme, no me podía mover, no podía mover, no me podía mover, no podía correr, cámara lenta,
      piernas no respondían, piernas no me respondían, piernas pesadas, no me respondía el cuerpo,
      pies pegados, me quedé paralizado, me quedé paralizada, pies no se movían
    `),
  },
  {
    id: "climbing",
    name: "Escalada",
    article: "la escalada",
    terms: terms(`
      escalar, escalaba, escalando, trepar, trepaba, trepando, =trepé, escalera de mano, subía por la pared
    `),
  },
  {
    id: "driving",
    name: "Conducir",
    article: "la conducción",
    terms: terms(`
      conducir, conducía, conduje, conduciendo, manejar, manejaba, manejé, manejando, =volante, frenar,
      frenaba, =frené, =frenos, =freno, al volante
    `),
  },
  {
    id: "being-late",
    name: "Llegar tarde",
    article: "el retraso",
    terms: terms(`
      llegar tarde, llegaba tarde, llegué tarde, llegamos tarde, iba tarde, iba tardísimo, demasiado tarde,
      =retraso, =atrasado, =atrasada, a las apuradas, con prisa, apurado, apurada, corriendo para llegar,
      =me =dormí =y, =se =me =pegaron =las =sábanas, =no =sonó =el =despertador, se me hizo tarde, se me pasó
      la hora, =tarde para
    `),
  },
  {
    id: "exam",
    name: "Examen",
    article: "el examen",
    terms: terms(`
      examen, exámenes, =parcial, =parciales, =selectividad, =test, =reprobé, =suspendí, =evaluación
    `),
  },
  {
    id: "unprepared",
    name: "Falta de preparación",
    article: "la falta de preparación",
    terms: terms(`
      no había estudiado, no estudié, no estaba preparado, no estaba preparada, no había preparado,
      no sabía nada, me quedé en blanco, mente en blanco, no me sabía, sin estudiar, no sabía ninguna,
      no sabía las respuestas, olvidé mi texto
    `),
  },
  {
    id: "nakedness",
    name: "Desnudez en público",
    article: "la desnudez",
    terms: terms(`
      desnudo, desnuda, desnudos, desnudas, desnudez, en ropa interior, en calzones, en bolas, en pelotas,
      sin ropa, en pijama, en piyama
    `),
  },
  {
    id: "losing-something",
    name: "Perder algo",
    article: "la pérdida",
    terms: terms(`
      perdí mi, perdí las, perdí los, perdí el, perdí la, había perdido, =extravié, no encontraba mi,
      no encontraba mis, no encontraba el, no encontraba la, no encontraba las, no encontraba los,
      se me perdió, se me perdieron, se me había perdido
    `),
    except: terms(`
      perdí la lucidez, perdí la paciencia, perdí la cabeza, perdí la noción, perdí el conocimiento,
      perdí el equilibrio, perdí el hilo, perdí la cuenta, perdí la voz, perdí el control, perdí la calma,
      perdí el miedo, perdí la vergüenza, perdí la esperanza, perdí el tiempo, perdí la fe, perdí el sentido,
      perdí la conciencia, perdí la consciencia, perdí el sueño, perdí el partido, perdí el juicio,
      perdí la razón, perdí la memoria, perdí la costumbre, perdí el apetito, perdí la oportunidad,
      perdí la ocasión, perdí el rumbo, perdí de vista,
      =me había perdido, =nos habíamos perdido, =se había perdido, =me había perdido en, =nos habíamos perdido en,
    `),
  },
  {
    id: "being-lost",
    name: "Estar perdido",
    article: "el extravío",
    terms: terms(`
      me perdí, me perdía, nos perdimos, estaba perdido, estaba perdida, estábamos perdidos, perdido en,
      perdida en, no sabía dónde estaba, no sabía dónde estábamos, no encontraba el camino,
      no encontraba la salida, no sabía cómo volver, desorientado, desorientada
    `),
  },
  {
    id: "searching",
    name: "Búsqueda",
    article: "la búsqueda",
    terms: terms(`
      buscar, buscaba, busqué, buscando, búsqueda, no encontraba, no podía encontrar, tenía que encontrar,
      no la encontraba, no lo encontraba
    `),
    except: terms(`
      el busca, ir a buscar, fue a buscar, pasar a buscar, vino a buscar, venía a buscar, paso a buscar
    `),
  },
  {
    id: "repeated-attempts",
    name: "Intentar una y otra vez",
    article: "los intentos repetidos",
    terms: terms(`
      una y otra vez, por más que, lo intentaba, lo volvía a intentar, seguía intentando, volví a intentar,
      no había manera, no hubo manera, intentaba e intentaba
    `),
  },
];
