import { terms } from "../../../../domain/symbols/terms";

/**
 * What the report says is not the dream's scene (../symbol-scene.ts), by fixtures/fr/CORPUS.md: waking
 * life ("malade en vrai", "morte il y a deux ans", "pas revue depuis le lycée"), what a character only
 * tells of, and what is only in a picture.
 */
export const FRENCH_SCENE = {
  wakingLife: terms(`
    en vrai, dans la vraie vie, dans la vie réelle, dans la réalité, il y a * ans, il y a * * ans,
    il y a * mois, il y a * semaines, il y a des années, il y a longtemps, ça fait * ans, depuis * ans,
    depuis des années, depuis le lycée, depuis le collège, depuis l école, depuis la fac, l année dernière,
    l an dernier, l année passée, de son vivant
  `),
  wakingLifeBounds: terms("=que, =qu, =qui, =dont, =où, =et"),
  speech: terms(`
    parlait de, parlé de, parlions de, parlaient de, parlait du, parlé du, parlait des, parlé des,
    me parlait de, m a parlé de, racontait ses, racontait son, racontait sa,
    demandé si, demandait si, demander si, demandais si, savoir si
  `),
  pictured: terms(`
    photo de, photo d, photos de, photos d, portrait de, portrait d, poster de, poster d, affiche de,
    affiche d, dessin de, dessin d, dessins de, statue de, statue d,
    vidéo de, vidéo d, vidéos de, vidéos d
  `),
};
