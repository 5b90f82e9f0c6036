import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of gatherings and their places, in French (../terms.ts). */
export const FRENCH_VENUES: LocalSymbol[] = [
  {
    id: "party",
    name: "Fête",
    article: "la fête",
    terms: terms(`
      =fête, =fêtes, =fete, party, festival, concert, concerts, danser, dansais, dansait, dansions, boum,
      teuf, anniversaire, boîte de nuit, discothèque, célébration, célébrer, =bal, =bals, guindaille*, soirée
      dansante
    `),
    except: terms(`
      salle de bal,
      salle des fêtes, bonne fête, joyeux anniversaire, fête des mères, fête des pères, faire la fête à
    `),
  },
  {
    id: "cemetery",
    name: "Cimetière",
    article: "le cimetière",
    terms: terms(`
      cimetière, cimetières, cimetiere*, une =tombe, la =tombe, sa =tombe, ma =tombe, leur =tombe, des =tombes,
      les =tombes, =tombeau, =tombeaux, pierre =tombale, pierres =tombales, cercueil, cercueils, =caveau,
      sépulture
    `),
  },
  {
    id: "stage",
    name: "Scène",
    article: "la scène",
    terms: terms(`
      sur scène, sur la scène, la =scène, le =public, du =public, au =public, devant le =public, spectateurs, spectacle, représentation, exposé, présentation,
      micro, projecteur, projecteurs, discours, auditoire, salle comble
    `),
  },
];
