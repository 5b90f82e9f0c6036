import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of places, thresholds and venues, in French (../terms.ts). */
export const FRENCH_PLACES: LocalSymbol[] = [
  {
    id: "house",
    name: "Maison",
    article: "la maison",
    terms: terms(`
      maison, maisons, appartement, appartements, appart, logement, manoir, =villa, =villas,
      chalet, domicile, pavillon
    `),
    except: terms(
      "fait maison, maison des jeunes, maison de la culture, maison mère, maison de disques, maison de retraite",
    ),
  },
  {
    id: "hidden-room",
    name: "Pièce inconnue",
    article: "la pièce inconnue",
    terms: terms(`
      pièce secrète, pièces secrètes, pièce cachée, pièces cachées, chambre secrète, passage secret, porte
      secrète, nouvelle pièce, pièce que je ne connaissais pas, pièces que je ne connaissais pas, jamais vu
      cette pièce, pièce en plus, pièces en plus, pièce inconnue
    `),
  },
  {
    id: "childhood-home",
    name: "Maison d’enfance",
    article: "la maison d’enfance",
    terms: terms(`
      maison de mon enfance, maison d enfance, où j ai grandi, ancienne maison, chez mes
      grands parents, maison de mes grands parents, maison de mes parents, chez mes parents, maison familiale
    `),
  },
  {
    id: "basement",
    name: "Cave",
    article: "la cave",
    terms: terms("=cave, =caves, sous sol, sous sols, cellier"),
  },
  {
    id: "attic",
    name: "Grenier",
    article: "le grenier",
    terms: terms("grenier, greniers, combles, mansarde"),
  },
  {
    id: "bedroom",
    name: "Chambre",
    article: "la chambre",
    terms: terms("chambre, chambres, chambre à coucher"),
    except: terms(`
      chambre d hôtel, chambre d hotel, chambre d hôpital, chambre froide, chambre à air, robe de chambre,
      femme de chambre, valet de chambre, musique de chambre, chambre noire, chambre de commerce, la chambre
      1*, la chambre 2*, la chambre 3*, la chambre 4*, la chambre 5*, la chambre 6*, la chambre 7*,
      la chambre 8*, la chambre 9*, chambres d hôtel, chambre des députés
    `),
  },
  {
    id: "bathroom",
    name: "Salle de bains",
    article: "la salle de bains",
    terms: terms(`
      salle de bain, salle de bains, toilettes, toilette, =wc, chiottes, lavabo, =cabinets, les cabinets
    `),
    except: terms("eau de toilette"),
  },
  {
    id: "kitchen",
    name: "Cuisine",
    article: "la cuisine",
    terms: terms(`
      cuisine, cuisines, =four, frigo, frigidaire, réfrigérateur, cuisinière, évier, plan de travail
    `),
    except: terms(`
      fenêtre de la cuisine, porte de la cuisine, bruits de la cuisine, odeur de la cuisine,
      couteau de cuisine, couteaux de cuisine, recette de cuisine, recettes de cuisine, livre de cuisine,
      ustensiles de cuisine, papier de cuisine, torchon de cuisine, cuisine du monde, la cuisine de sa mère,
      cours de cuisine, émission de cuisine, plats cuisinés
    `),
  },
  {
    id: "school",
    name: "École",
    article: "l’école",
    terms: terms(`
      école, écoles, ecole*, lycée, lycées, collège, =fac, faculté, université, universités, =classe, salle de
      classe, en classe, cégep, campus, amphi, amphithéâtre, un =cours, le =cours, mon =cours, en =cours,
      salle de =cours, cour de récré, récréation, récré, préau
    `),
    except: terms(`
      copain de lycée, copine de lycée, copains de lycée, camarade de classe, camarades de classe, ami de lycée, amie de lycée, amis de lycée, prof de lycée,
      c est la classe, c était la classe, trop la classe, première classe, classe affaires, classe économique, classe moyenne, cours d eau, cours du temps, cours de la bourse, au cours de, en cours de route, au cours d
    `),
  },
  {
    id: "workplace",
    name: "Lieu de travail",
    article: "le lieu de travail",
    terms: terms(`
      au travail, mon travail, mon boulot, au boulot, au bureau, mon bureau, réunion, réunions, collègue,
      collègues, open space, mon job, ma job, la job, =taf, au taf, entreprise, usine, boîte où je travaille
    `),
    except: terms(`
      réunion de famille, réunions de famille, réunion de parents
    `),
  },
  {
    id: "hospital",
    name: "Hôpital",
    article: "l’hôpital",
    terms: terms(`
      hôpital, hôpitaux, hopital, clinique, ambulance, ambulances, urgences, aux urgences, salle d opération,
      bloc opératoire, =opération chirurgicale, =opérée, =opéré, infirmière, infirmier, infirmières, chirurgie
    `),
    except: terms("arrêt d urgence"),
  },
  {
    id: "church",
    name: "Église ou temple",
    article: "l’église",
    terms: terms(`
      église, églises, eglise*, temple, temples, mosquée, synagogue, cathédrale, chapelle, autel, =messe,
      sanctuaire
    `),
    except: terms("bancs d église, banc d église"),
  },
  {
    id: "prison",
    name: "Prison",
    article: "la prison",
    terms: terms(`
      prison, prisons, =cellule, menottes, menotté, menottée, en taule, derrière les barreaux, barreaux,
      arrêté par, arrêtée par, bagne, pénitencier, détention
    `),
    except: terms("lit à barreaux"),
  },
  {
    id: "hotel",
    name: "Hôtel",
    article: "l’hôtel",
    terms: terms("hôtel, hôtels, hotel*, motel, auberge, réception de l hôtel, chambre d hôtel"),
  },
  {
    id: "roof",
    name: "Toit",
    article: "le toit",
    terms: terms("toit, toits, sur le balcon, du balcon, balcons, corniche, gouttière, =toiture"),
  },
  {
    id: "elevator",
    name: "Ascenseur",
    article: "l’ascenseur",
    terms: terms("ascenseur, ascenseurs, escalator, escalators, escalier roulant, monte charge"),
  },
  {
    id: "stairs",
    name: "Escalier",
    article: "l’escalier",
    terms: terms(`
      escalier, escaliers, les =marches, des =marches, une =marche, la dernière =marche, la première =marche,
      cage d escalier, =palier, =paliers, marches de l escalier
    `),
    except: terms("voisin de palier, voisine de palier, voisins de palier"),
  },
  {
    id: "door",
    name: "Porte",
    article: "la porte",
    terms: terms(`
      =porte, =portes, =portail, =portails, porte d entrée, porte verrouillée, porte fermée à clé, portière,
      seuil, =grille
    `),
  },
  {
    id: "window",
    name: "Fenêtre",
    article: "la fenêtre",
    terms: terms("fenêtre, fenêtres, fenetre*, vitre, vitres, rebord de la fenêtre, hublot, lucarne"),
  },
  { id: "bridge", name: "Pont", article: "le pont", terms: terms("=pont, =ponts, passerelle, viaduc") },
  {
    id: "hallway",
    name: "Couloir",
    article: "le couloir",
    terms: terms("couloir, couloirs, corridor, corridors, vestibule, entrée de la maison, hall d entrée"),
  },
  {
    id: "maze",
    name: "Labyrinthe",
    article: "le labyrinthe",
    terms: terms(`
      labyrinthe, labyrinthes, dédale, dédales, tournais en rond, tourner en rond, trouvais pas la sortie,
      trouvais plus la sortie, impossible de trouver la sortie
    `),
  },
  {
    id: "city",
    name: "Ville",
    article: "la ville",
    terms: terms(`
      ville, villes, centre ville, en ville, gratte ciel, building, buildings, village, villages, métropole
    `),
    except: terms(`
      hôtel de ville, hôtels de ville, de la ville de
    `),
  },
  {
    id: "airport",
    name: "Aéroport ou gare",
    article: "l’aéroport ou la gare",
    terms: terms(`
      aéroport, aéroports, aeroport*, =terminal, la =gare, une =gare, à la =gare, les =gares, des =gares, =gare
      routière, =gare centrale, =gare du, =gare de, quai de =gare
    `),
  },
  {
    id: "shop",
    name: "Magasin",
    article: "le magasin",
    terms: terms(`
      magasin, magasins, boutique, boutiques, supermarché, centre commercial, =marché, épicerie, dépanneur,
      boulangerie, boulangeries, boucherie, pharmacie, librairie, fleuriste, supérette, quincaillerie,
      fromagerie, poissonnerie, kiosque, bureau de tabac, caissière, caissières, caissier, au =rayon, le =rayon
      des, =rayon surgelés, les =courses, mes =courses, leurs =courses, ses =courses, nos =courses,
      hypermarché, caisse, centre d achats
    `),
    except: terms(
      "ticket de caisse, tickets de caisse, ai =marché, a =marché, avons =marché, ont =marché, avais =marché, avait =marché, avions =marché, avaient =marché",
    ),
  },
];
