import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of vehicles, roads and journeys, in French (../terms.ts). */
export const FRENCH_TRANSPORT: LocalSymbol[] = [
  {
    id: "car",
    name: "Voiture",
    article: "la voiture",
    terms: terms(`
      voiture, voitures, =auto, =autos, bagnole, bagnoles, =char, camion, camions, taxi, taxis, fourgonnette,
      camionnette, =van, caisse de mon père
    `),
    except: terms("char d assaut"),
  },
  {
    id: "car-crash",
    name: "Accident de voiture",
    article: "l’accident",
    terms: terms(`
      accident, accidents, collision, carambolage, percuté, percutée, crash, embardée, foncé dans, rentré dans
      un mur, sortie de route, =capoté, fait un tonneau, fait des tonneaux
    `),
    except: terms(`
      par accident, accident de parcours
    `),
  },
  {
    id: "train",
    name: "Train",
    article: "le train",
    terms: terms(`
      =train, =trains, rails, chemin de fer, tgv, métro, tramway, =tram, quai de la gare, quai du métro, wagon, wagons, locomotive
    `),
    except: terms("en train de, en train d"),
  },
  {
    id: "missing-transport",
    name: "Rater le train",
    article: "le train manqué",
    terms: terms(`
      raté le train, rater le train, manqué le train, raté mon train, raté le bus, rater le bus, manqué le
      bus, raté mon bus, raté l avion, raté mon avion, manqué l avion, raté mon vol, manqué mon vol, le train
      est parti, le bus est parti, l avion est parti, raté le dernier train, raté le dernier bus, train
      partait sans moi, bus partait sans moi
    `),
  },
  {
    id: "airplane",
    name: "Avion",
    article: "l’avion",
    terms: terms(`
      avion, avions, =jet, =jets, pilote d avion, pilote de ligne, hôtesse de l air, décollage, =atterrissage,
      cockpit
    `),
  },
  {
    id: "bus",
    name: "Bus",
    article: "le bus",
    terms: terms("=bus, autobus, autocar, abribus, arrêt de bus"),
  },
  {
    id: "bicycle",
    name: "Vélo",
    article: "le vélo",
    terms: terms(`
      vélo, vélos, velo*, bicyclette, bicyclettes, bécane, =pédalais, =pédalait, =pédaler, =pédales, trottinette
    `),
    except: terms(`
      pédalais dans la semoule, pédaler dans la semoule, pédalait dans la semoule
    `),
  },
  {
    id: "journey",
    name: "Voyage",
    article: "le voyage",
    terms: terms(`
      voyage, voyages, voyag*, valise, valises, bagages, road trip, excursion, périple, expédition
    `),
    except: terms("porte bagages, voyage dans le temps, voyagé dans le temps"),
  },
  {
    id: "road",
    name: "Route",
    article: "la route",
    terms: terms(`
      route, routes, autoroute, autoroutes, =rue, =rues, =chemin, =chemins, carrefour, intersection, sentier,
      sentiers, ruelle, boulevard, avenue
    `),
    except: terms(
      "pour la route, parking d autoroute, en route, sortie de route, chemin de fer, en chemin, mi chemin, à mi chemin, chemin de croix, feuille de route, code de la route, sur la bonne route, =rue des, rue de la",
    ),
  },
];
