import { terms } from "../../../../domain/symbols/terms";

/**
 * What the report says is not the dream's scene (../symbol-scene.ts), by fixtures/de/CORPUS.md: waking
 * life ("in echt", "seit drei Jahren tot"), what a character only tells of, and what is only in a
 * photo or a drawing.
 */
export const GERMAN_SCENE = {
  wakingLife: terms(`
    in echt, im echten Leben, im wahren Leben, im realen Leben, in der Realität, vor * Jahren,
    vor * * Jahren, vor * Monaten, vor * Wochen, vor Jahren, vor vielen Jahren, seit * Jahren, seit Jahren,
    seit der Schulzeit, letztes Jahr, letzten Jahr
  `),
  wakingLifeBounds: terms("=und, =aber"),
  speech: terms(`
    redete .. über, redeten .. über, geredet über, sprach .. über, sprachen .. über, sprach von, sprachen von,
    unterhielten uns über, unterhielten .. über
  `),
  pictured: terms(`
    Foto von, Fotos von, Foto meiner, Foto meines, Foto seiner, Foto ihrer, Bild von, Bild meiner,
    Bild meines, Poster von, Porträt von, Statue von, Zeichnung von, Zeichnungen von,
    Video von, Videos von, Film über
  `),
};
