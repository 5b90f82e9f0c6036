import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of objects and travel, in French (../terms.ts). */
export const FRENCH_OBJECTS: LocalSymbol[] = [
  {
    id: "money",
    name: "Argent",
    article: "l’argent",
    terms: terms(`
      argent, fric, thune, thunes, oseille, pognon, monnaie, pièces de monnaie, portefeuille, porte monnaie,
      euros, dollars, piasses, piastres, billets de banque, liasse, liasses, francs
    `),
    except: terms("cuillère en argent, bague en argent"),
  },
  {
    id: "phone",
    name: "Téléphone",
    article: "le téléphone",
    terms: terms(`
      téléphone, téléphones, telephone*, cellulaire, =cell, smartphone, natel, texto, textos, sms, message
      vocal, coup de fil, appel téléphonique, =gsm
    `),
  },
  {
    id: "keys",
    name: "Clés",
    article: "les clés",
    terms: terms("=clé, =clés, =clef, =clefs, =cle, =cles, trousseau, trousseau de clés"),
    except: terms("mot clé, fermé à clé, fermée à clé, fermé à clef, porte fermée à clé"),
  },
  {
    id: "mirror",
    name: "Miroir",
    article: "le miroir",
    terms: terms("miroir, miroirs, reflet, reflets, mon reflet, psyché"),
  },
  {
    id: "clock",
    name: "Horloge",
    article: "l’horloge",
    terms: terms(`
      horloge, horloges, pendule, pendules, réveille matin, réveil matin, sablier, minuteur, tic tac, ma
      montre, sa montre, cadran
    `),
  },
  {
    id: "bag",
    name: "Sac",
    article: "le sac",
    terms: terms("=sac, =sacs, sac à dos, sac à main, sacoche, cartable, mallette, pochette, besace, banane"),
  },
  {
    id: "book",
    name: "Livre",
    article: "le livre",
    terms: terms(`
      =livre, =livres, bouquin, bouquins, bibliothèque, cahier, cahiers, carnet, carnets, journal intime,
      grimoire, syllabus, roman
    `),
  },
  {
    id: "letter",
    name: "Lettre ou message",
    article: "la lettre",
    terms: terms(`
      lettre, lettres, enveloppe, enveloppes, courrier, courriel, =mail, =mails, e mail, message, messages
    `),
  },
  {
    id: "gift",
    name: "Cadeau",
    article: "le cadeau",
    terms: terms("cadeau, cadeaux, présent, paquet cadeau, étrennes"),
  },
  {
    id: "ring",
    name: "Bague",
    article: "la bague",
    terms: terms(`
      bague, bagues, alliance, anneau, anneaux, bijou, bijoux, collier, colliers, bracelet, bague de
      fiançailles
    `),
  },
  {
    id: "clothes",
    name: "Vêtements",
    article: "les vêtements",
    terms: terms(`
      vêtement, vêtements, habits, robe, robes, chemise, chemises, uniforme, costume, costard, tenue, veste,
      manteau, pull, jupe, pantalon, fringues, linge, t shirt, jean, chandail, blouson
    `),
  },
  {
    id: "shoes",
    name: "Chaussures",
    article: "les chaussures",
    terms: terms(`
      chaussure, chaussures, soulier, souliers, botte, bottes, pieds nus, basket, baskets, espadrilles,
      godasse, godasses, talons, sandales, pantoufles
    `),
  },
  {
    id: "weapon",
    name: "Arme",
    article: "l’arme",
    terms: terms(`
      =arme, =armes, pistolet, fusil, couteau, couteaux, épée, épées, revolver, flingue, poignard, lame, =gun,
      mitraillette, hache, machette
    `),
  },
  {
    id: "computer",
    name: "Ordinateur",
    article: "l’ordinateur",
    terms: terms(`
      ordinateur, ordinateurs, ordi, ordis, écran, écrans, clavier, internet, mot de passe, laptop, tablette
    `),
  },
  {
    id: "photograph",
    name: "Photo",
    article: "la photo",
    terms: terms("photo, photos, photographie, photographies, appareil photo, album, caméra, selfie"),
  },
  {
    id: "mask",
    name: "Masque",
    article: "le masque",
    terms: terms(`
      masque, masques, masqué, masquée, masqués, cagoule, cagoulé, déguisé, déguisée, déguisement
    `),
  },
  {
    id: "box",
    name: "Boîte ou colis",
    article: "la boîte",
    terms: terms(`
      boîte, boîtes, boite, boites, colis, coffre, coffres, trésor, coffre fort, paquet, paquets, caisse en
      bois
    `),
    except: terms(`
      boîte de nuit, boite de nuit, cartons de déménagement, boîte aux lettres, boite aux lettres
    `),
  },
  {
    id: "broken-glass",
    name: "Verre brisé",
    article: "le verre brisé",
    terms: terms(`
      verre brisé, verre cassé, éclats de verre, bouts de verre, vitre brisée, vitre cassée, vitres brisées,
      fissuré, fissurée, bris de verre, volé en éclats, vole en éclats, en mille morceaux, brisé en morceaux
    `),
  },
  {
    id: "candle",
    name: "Bougie",
    article: "la bougie",
    terms: terms(`
      =bougie, =bougies, chandelle, chandelles, lanterne, lanternes, torche, torches, lampe de poche,
      flambeau, flambeaux, cierge
    `),
  },
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
      un mur, sortie de route, capoté
    `),
  },
  {
    id: "train",
    name: "Train",
    article: "le train",
    terms: terms(`
      =train, =trains, rails, chemin de fer, tgv, métro, tramway, =tram, quai, wagon, wagons, locomotive
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
      avion, avions, =jet, =jets, pilote, pilotes, hôtesse de l air, décollage, atterrissage, atterrir,
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
    terms: terms("vélo, vélos, velo*, bicyclette, bicyclettes, bécane, pédal*, trottinette"),
  },
  {
    id: "journey",
    name: "Voyage",
    article: "le voyage",
    terms: terms(`
      voyage, voyages, voyag*, valise, valises, bagages, road trip, excursion, périple, expédition
    `),
    except: terms("voyage dans le temps, voyagé dans le temps"),
  },
  {
    id: "road",
    name: "Route",
    article: "la route",
    terms: terms(`
      route, routes, autoroute, autoroutes, =rue, =rues, chemin, chemins, carrefour, intersection, sentier,
      sentiers, ruelle, boulevard, avenue
    `),
    except: terms("en route, sortie de route, chemin de fer, en chemin"),
  },
];
