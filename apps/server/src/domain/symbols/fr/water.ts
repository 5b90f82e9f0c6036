import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of water in all its forms, in French (../terms.ts). */
export const FRENCH_WATER: LocalSymbol[] = [
  {
    id: "water",
    name: "Eau",
    article: "l’eau",
    terms: terms("=eau, =eaux, flaque, flaques, sous l eau"),
    except: terms("eau de vie, eau de toilette, mettre l eau à la bouche"),
  },
  {
    id: "ocean",
    name: "Mer",
    article: "la mer",
    terms: terms(`
      =mer, =mers, océan, océans, ocean, =vague, =vagues, =marée, =marées, rivage, littoral, bord de mer, bord
      de la mer, au large, bord de l eau, houle, déferlante
    `),
    except: terms("vague impression, vague idée, vague souvenir, mer de monde"),
  },
  {
    id: "flood",
    name: "Inondation",
    article: "l’inondation",
    terms: terms(`
      inond*, =crue, =crues, =débordait, =débordaient, =déborder, a =débordé, ont =débordé, =débordement, submerg*, eau .. montait, eau .. monter, eau .. monte, eaux .. montaient,
      montée des eaux, dégât des eaux, déluge
    `),
    except: terms(`
      inondé de lumière, inondée de lumière, submergé par l émotion, submergée par l émotion, submergé de
      travail, submergée de travail, submergé par le travail, submergée par le travail, submergé par la
      tristesse, submergée par la tristesse, submergé par la peur, submergée par la peur
    `),
  },
  {
    id: "tidal-wave",
    name: "Raz-de-marée",
    article: "le raz-de-marée",
    terms: terms(`
      raz de marée, tsunami, tsunamis, vague géante, vagues géantes, vague énorme, énorme vague, immense
      vague, vague immense, vague gigantesque, gigantesque vague, vague haute comme
    `),
  },
  {
    id: "drowning",
    name: "Noyade",
    article: "la noyade",
    terms: terms(`
      noy*, me noie, se noie, =coulais, coulait à pic, couler à pic, coulais à pic, pouvais plus respirer,
      pouvais pas respirer, manquais d air, aspiré vers le fond, aspirée vers le fond, tiré sous l eau, tirée
      sous l eau
    `),
    except: terms(`
      noyé dans la foule, noyée dans la foule, noyé sous, noyée sous, noyé de travail, noyée de travail, noyer le
      poisson, noyé dans la masse, noyée dans la masse, noyer mon chagrin, yeux noyés
    `),
  },
  {
    id: "swimming",
    name: "Nage",
    article: "la nage",
    terms: terms(`
      nag*, plong*, =brasse, crawl, baignade, baignades, me baigner, se baigner, nous baigner, =baignais,
      =baignait, =baignions, =baignaient, dos crawlé
    `),
    except: terms(`
      plongé dans le noir, plongée dans le noir, plongé dans mes pensées, dans le noir, en nage, =nager dans le
      bonheur, nageais dans le bonheur, plongé dans un livre, plongée dans un livre, plongeait dans un livre,
      plongé dans le silence, plongée dans le silence, plongé dans l obscurité, plongée dans l obscurité,
      nage en plein délire, nageais en plein, nagé en plein
    `),
  },
  {
    id: "river",
    name: "Rivière",
    article: "la rivière",
    terms: terms(`
      rivière, rivières, fleuve, fleuves, ruisseau, ruisseaux, torrent, torrents, cascade, cascades, chute d
      eau, chutes d eau, cours d eau, berge, berges
    `),
  },
  {
    id: "lake",
    name: "Lac",
    article: "le lac",
    terms: terms("=lac, =lacs, étang, étangs, =mare, =mares, lac gelé"),
  },
  {
    id: "pool",
    name: "Piscine",
    article: "la piscine",
    terms: terms("piscine, piscines, bassin de natation, pataugeoire, plongeoir"),
  },
  {
    id: "rain",
    name: "Pluie",
    article: "la pluie",
    terms: terms(`
      pluie, pluies, pleuvait, pleut, pleuvoir, il a =plu, averse, averses, parapluie, parapluies, bruine, crachin,
      drache, drachait, pluvieux, pluvieuse, sous la pluie
    `),
  },
  {
    id: "boat",
    name: "Bateau",
    article: "le bateau",
    terms: terms(`
      bateau, bateaux, navire, navires, canot, canots, kayak, radeau, voilier, ferry, yacht, barque, paquebot,
      pirogue, chaloupe, croisière, traversier, voguait, naviguait
    `),
  },
  {
    id: "beach",
    name: "Plage",
    article: "la plage",
    terms: terms(
      "plage, plages, coquillage, coquillages, dune de sable, bord de plage, sur le sable de la plage",
    ),
    except: terms("sac de plage, sacs de plage, serviette de plage"),
  },
  {
    id: "bath",
    name: "Bain ou douche",
    article: "le bain ou la douche",
    terms: terms(`
      =bain, =bains, baignoire, douche, douches, me laver, me lavais, se laver, prendre une douche
    `),
    except: terms(`
      maillot de bain, maillots de bain, costume de bain, costumes de bain, bain de foule, bain de soleil,
      serviette de bain, bonnet de bain, dans le bain, bain de sang, bain marie, bain de bouche, station de
      bains, sous la douche froide, douche froide
    `),
  },
  {
    id: "ice",
    name: "Glace",
    article: "la glace",
    terms: terms(`
      verglas, banquise, =glacier, =glaciers, glaçon, glaçons, patinoire, iceberg, sur la glace, lac gelé, étang
      gelé, rivière gelée
    `),
    except: terms("glacé d effroi, sang glacé, glacée d effroi, thé glacé"),
  },
  {
    id: "snow",
    name: "Neige",
    article: "la neige",
    terms: terms(`
      neige, neiges, neigeait, neiger, enneigé, enneigée, flocon, flocons, blizzard, poudrerie, tempête de
      neige, bonhomme de neige, bancs de neige
    `),
  },
];
