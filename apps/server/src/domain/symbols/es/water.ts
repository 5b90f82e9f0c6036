import { type LocalSymbol, terms } from "../terms";

/** Water in a Spanish dream: the lexicon's water entries (../terms.ts). */
export const SPANISH_WATER: LocalSymbol[] = [
  {
    id: "water",
    name: "Agua",
    article: "el agua",
    terms: terms(`
      =charco, =charcos, bajo el agua, debajo del agua, el agua me llegaba, lleno de agua, llena de agua,
      agua turbia, agua oscura, agua cristalina, agua helada, agua por todas partes
    `),
    except: terms("agua de colonia"),
  },
  {
    id: "ocean",
    name: "Mar",
    article: "el mar",
    terms: terms("=mar, =mares, océano, =ola, =olas, =oleaje, =marea, =orilla del mar, =costa"),
    except: terms(`
      =ola de calor, =ola de frío, =una ola de, =ola de robos, =mar de lágrimas, =un mar de, =la mar de,
      =hacer la ola, =hacían la ola,
      =a costa de, =a toda costa, =a costa mía, =a costa suya, =una marea de gente, =marea de gente, =marea verde, =marea roja,
    `),
  },
  {
    id: "flood",
    name: "Inundación",
    article: "la inundación",
    terms: terms(`
      inundación, inundaciones, inundaba, inundado, inundada, inundó, se inundaba, desbordaba, desbordó,
      el agua subía, el agua subiendo, =crecida
    `),
  },
  {
    id: "tidal-wave",
    name: "Ola gigante",
    article: "la ola gigante",
    terms: terms(`
      tsunami, maremoto, ola gigante, ola enorme, olas gigantes, olas enormes, una ola inmensa,
      ola gigantesca
    `),
  },
  {
    id: "drowning",
    name: "Ahogarse",
    article: "el ahogamiento",
    terms: terms(`
      ahogaba, ahogarme, ahogarse, me ahogaba, ahogándome, ahogado, ahogada, =ahogué, =ahogó, =ahogábamos,
      =me hundía en el agua, =me hundía en el mar, =me hundía en el río, =me hundía en el lago, =hundiéndome,
      =me hundía hasta el fondo, =nos hundíamos en el agua, =me hundía bajo el agua, =tragaba agua, =tragando
      agua,
      =me hundo, =me hundí en el agua, =me hundía con, =me hundo con, =nos hundíamos con, =nos hundimos con,
      =tragué agua, =no podía respirar bajo el agua, =no podía respirar debajo del agua, =no podía salir a
      flote,
      =no podía salir a la superficie, =me arrastraba hacia el fondo, =me tiraba hacia el fondo
    `),
    except: terms(`
      ahogar un grito, ahogué un grito, =vaso de agua, =ahogarse en, =ahogara en, =ahogues en,
      =ahogaba en un vaso, =hundía en la miseria, =me hundía en el sofá, =hundido en el sofá, =sin aire
      acondicionado
    `),
  },
  {
    id: "swimming",
    name: "Nadar",
    article: "la natación",
    terms: terms(`
      =nadar, =nadaba, =nadé, =nadando, =nadábamos, =nadamos, =nadaban, =bucear, =buceaba, =buceando,
      =me zambullí, =zambullirme, =clavado
    `),
  },
  {
    id: "river",
    name: "Río",
    article: "el río",
    terms: terms(`
      =río, =ríos, =rio, =arroyo, =riachuelo, =cascada, =catarata, =cataratas, =quebrada, =corriente del río
    `),
    except: terms("pierna quebrada, piernas quebradas, mano quebrada, brazo quebrado"),
  },
  {
    id: "lake",
    name: "Lago",
    article: "el lago",
    terms: terms("=lago, =lagos, =laguna, =estanque, =pantano"),
  },
  {
    id: "pool",
    name: "Piscina",
    article: "la piscina",
    terms: terms("piscina, piscinas, =pileta, =alberca, =albercas, =piletas"),
    except: terms(`
      =pileta de la cocina, =pileta del baño, =pileta de lavar, =pileta del lavadero, =en la pileta de la
      cocina
    `),
  },
  {
    id: "rain",
    name: "Lluvia",
    article: "la lluvia",
    terms: terms(`
      lluvia, =llover, =llovía, =llovió, =lloviendo, =llueve, =paraguas, =aguacero, =chaparrón, =diluvio,
      =lloviznaba, =llovizna
    `),
  },
  {
    id: "boat",
    name: "Barco",
    article: "el barco",
    terms: terms(`
      barco, barcos, barca, =bote, =lancha, =canoa, =kayak, =balsa, =velero, =ferry, =yate, =crucero, =navío,
      =barquito
    `),
  },
  {
    id: "beach",
    name: "Playa",
    article: "la playa",
    terms: terms("playa, playas, =caracola, =caracolas, =conchas, =concha marina"),
  },
  {
    id: "bath",
    name: "Baño o ducha",
    article: "el baño",
    terms: terms(`
      =bañera, =tina, =ducha, =duchaba, =duchándome, =bañaba, =bañándome, =me bañaba, =regadera, =lavaba,
      =lavándome
    `),
  },
  {
    id: "ice",
    name: "Hielo",
    article: "el hielo",
    terms: terms("=hielo, =hielos, lago congelado, =glaciar, =escarcha"),
  },
  {
    id: "snow",
    name: "Nieve",
    article: "la nieve",
    terms: terms("nieve, =nevaba, =nevando, =nevada, =nevó, =ventisca, =copos, =copo de nieve"),
  },
];
