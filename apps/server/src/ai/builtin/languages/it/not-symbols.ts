import { terms } from "../../../../domain/symbols/terms";

/**
 * What the report says is not the dream's scene (../symbol-scene.ts), by fixtures/it/CORPUS.md: waking
 * life ("nella realtà", "morto quattro anni fa"), what a character only tells of, and what is only in a
 * picture.
 */
export const ITALIAN_SCENE = {
  wakingLife: terms(`
    nella realtà, nella vita reale, nella vita vera, anni fa, mesi fa, settimane fa,
    dai tempi del liceo, dal liceo, l anno scorso
  `),
  wakingLifeBounds: terms("=che, =cui, =dove, =e, =ed"),
  speech: terms(`
    parlava di, parlava del, parlava della, parlava dei, parlavamo di, parlavano di, abbiamo parlato di,
    ha parlato di, raccontava dei, raccontava delle, raccontava i, raccontava le
  `),
  pictured: terms(`
    foto di, foto del, foto della, foto dei, foto delle, foto dello, fotografia di, ritratto di, poster di,
    poster del, statua di, disegno di, disegni di,
    video di, video del, video dei, video delle, filmato di
  `),
};
