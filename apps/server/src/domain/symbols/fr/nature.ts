import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of landscapes, weather and the sky, in French (../terms.ts). */
export const FRENCH_NATURE: LocalSymbol[] = [
  {
    id: "forest",
    name: "Forêt",
    article: "la forêt",
    terms: terms(`
      forêt, forêts, foret, forets, dans les bois, les bois, au fond des bois, un bois, jungle, sous bois,
      bosquet, =taillis
    `),
  },
  {
    id: "tree",
    name: "Arbre",
    article: "l’arbre",
    terms: terms(`
      arbre, arbres, =chêne, =chênes, =branche, =branches, =racine, =racines, tronc d arbre, troncs d arbres, =tronc de l arbre, sapin, sapins, saule,
      peuplier, bouleau, érable, platane
    `),
    except: terms(`
      arbre généalogique, sirop d érable
    `),
  },
  {
    id: "flowers",
    name: "Fleurs",
    article: "les fleurs",
    terms: terms(`
      fleur, fleurs, fleuri, fleurie, fleuris, une rose, des roses, rosier, bouquet, bouquets, tulipe,
      tulipes, marguerite, marguerites, tournesol, tournesols, lys, coquelicot, coquelicots
    `),
    except: terms(`
      à fleurs, à fleur de peau, fleur bleue, fleur de l âge, fleur de sel, c est le bouquet, c était le bouquet
    `),
  },
  {
    id: "garden",
    name: "Jardin",
    article: "le jardin",
    terms: terms(`
      jardin, jardins, pelouse, gazon, prairie, prairies, potager, verger, cour arrière, parterre
    `),
  },
  {
    id: "mountain",
    name: "Montagne",
    article: "la montagne",
    terms: terms(`
      montagne, montagnes, colline, collines, falaise, falaises, sommet, sommets, =pic, =mont, bord de la
      falaise, bord d une falaise, alpes, versant, crête
    `),
    except: terms(`
      à =pic, montagnes russes, une montagne de, des montagnes de, =mont blanc
    `),
  },
  {
    id: "desert",
    name: "Désert",
    article: "le désert",
    terms: terms(`
      le =désert, un =désert, du =désert, au =désert, en plein =désert, =déserts, désertique, dune, dunes,
      terre aride, étendue aride
    `),
  },
  {
    id: "cave",
    name: "Grotte",
    article: "la grotte",
    terms: terms(`
      grotte, grottes, caverne, cavernes, tunnel, tunnels, galerie souterraine,
      gouffre
    `),
  },
  {
    id: "island",
    name: "Île",
    article: "l’île",
    terms: terms("=île, =îles, =ile, =iles, îlot, ilot, île déserte, naufragé, naufragée, échoué sur"),
  },
  {
    id: "fire",
    name: "Feu",
    article: "le feu",
    terms: terms(`
      =feu, =feux, flamme, flammes, =brûlait, =brûlaient, =brûler, =brûlé, =brûlée, =brûlés, =brule, =brûle,
      =brulait, =bruler, incendie, incendies, =fumée, =fumées, cendres, brasier, en
      feu, pris feu, flambé
    `),
    except: terms(`
      feu rouge, feu vert, feux rouges, feux de circulation, coup de feu, coups de feu, feu d artifice, feux d
      artifice, brûlure, brûlures, brûle pourpoint, demander du feu, du feu pour, =feu mon, =feue ma, au coin
      du feu, le feu aux joues, en feu de, ça me brûlait les lèvres, brûlait d envie, brûler les étapes,
      brûlé un feu
    `),
  },
  {
    id: "storm",
    name: "Orage",
    article: "l’orage",
    terms: terms("orage, orages, orageux, tempête, tempêtes, tonnerre, ouragan, foudre, bourrasque"),
    except: terms(`
      du tonnerre, tonnerre d applaudissements,
      coup de foudre, tempête de neige, tempête dans un verre d eau, éclair au chocolat, en un éclair
    `),
  },
  {
    id: "tornado",
    name: "Tornade",
    article: "la tornade",
    terms: terms("tornade, tornades, tourbillon, tourbillons, cyclone, trombe, trombes, typhon"),
    except: terms("en trombe, trombes d eau"),
  },
  {
    id: "earthquake",
    name: "Tremblement de terre",
    article: "le tremblement de terre",
    terms: terms(`
      tremblement de terre, tremblements de terre, séisme, séismes, secousse, secousses, la terre tremblait,
      le sol tremblait, sol se fendait, la terre a tremblé, le sol a tremblé
    `),
  },
  {
    id: "volcano",
    name: "Volcan",
    article: "le volcan",
    terms: terms(
      "volcan, volcans, la =lave, de =lave, de la =lave, coulée de =lave, éruption, éruptions, magma, =cratère",
    ),
  },
  {
    id: "apocalypse",
    name: "Fin du monde",
    article: "la fin du monde",
    terms: terms(`
      fin du monde, apocalypse, apocalyptique, monde s écroulait, monde s effondrait, monde allait finir,
      météorite, météorites, astéroïde, astéroïdes, armageddon, jugement dernier
    `),
    except: terms("c était pas la fin du monde"),
  },
  {
    id: "sun",
    name: "Soleil",
    article: "le soleil",
    terms: terms(`
      soleil, ensoleillé, ensoleillée, rayons du soleil, lever du soleil, coucher du soleil, coucher de
      soleil, lever de soleil
    `),
    except: terms(`
      lunettes de soleil, crème solaire
    `),
  },
  {
    id: "moon",
    name: "Lune",
    article: "la lune",
    terms: terms("=lune, =lunes, pleine lune, clair de lune, croissant de lune"),
    except: terms("demander la lune, décrocher la lune, lune de miel, dans la lune"),
  },
  {
    id: "stars",
    name: "Étoiles",
    article: "les étoiles",
    terms: terms(`
      étoile, étoiles, etoile*, ciel étoilé, galaxie, galaxies, constellation, constellations, voie lactée
    `),
    except: terms("étoiles dans les yeux, bonne étoile, étoiles plein les yeux, étoile de mer, hôtel étoilé"),
  },
  {
    id: "sky",
    name: "Ciel",
    article: "le ciel",
    terms: terms("ciel, cieux, nuage, nuages, nuageux, firmament, dans les airs"),
    except: terms(`
      septième ciel, septieme ciel, ciel de lit, sur un nuage, sur un petit nuage, sur mon nuage, sur mon petit nuage, en nuage, dans les nuages de, sur son
      nuage, sur son petit nuage, tombé du ciel, tombée du ciel, ciel mon, juste ciel
    `),
  },
  {
    id: "darkness",
    name: "Obscurité",
    article: "l’obscurité",
    terms: terms(`
      dans le noir, obscurité, ténèbres, tenebres, noir complet, noir total, faisait noir, faisait sombre,
      pénombre, nuit noire, pitch noir, noirceur, sans lumière, noir comme
    `),
  },
  {
    id: "light",
    name: "Lumière vive",
    article: "la lumière vive",
    terms: terms(`
      lumière vive, lumière aveuglante, lumière blanche, lumière éblouissante, lumière intense, grande
      lumière, lueur, lueurs, =brillait, =brillaient, lumineux, lumineuse, =rayonnait, halo, scintill*,
      étincel*
    `),
    except: terms(`
      yeux brillaient, yeux brillants, ses yeux brillaient, idée lumineuse, étincelle de génie
    `),
  },
];
