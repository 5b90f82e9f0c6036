import type { LocalSymbol } from "../terms";
import { ITALIAN_ANIMALS } from "./animals";
import { ITALIAN_BODY } from "./body";
import { ITALIAN_CONFLICT } from "./conflict";
import { ITALIAN_LIFE_EVENTS } from "./life-events";
import { ITALIAN_MOVEMENT } from "./movement";
import { ITALIAN_NATURE } from "./nature";
import { ITALIAN_OBJECTS } from "./objects";
import { ITALIAN_OTHERWORLDLY } from "./otherworldly";
import { ITALIAN_PEOPLE } from "./people";
import { ITALIAN_PLACES } from "./places";
import { ITALIAN_SITUATIONS } from "./situations";
import { ITALIAN_THRESHOLDS } from "./thresholds";
import { ITALIAN_WATER } from "./water";

/** The lexicon's entries in Italian (../terms.ts): names, articles and the words that say them. */
export const ITALIAN_SYMBOLS: LocalSymbol[] = [
  ...ITALIAN_MOVEMENT,
  ...ITALIAN_WATER,
  ...ITALIAN_SITUATIONS,
  ...ITALIAN_LIFE_EVENTS,
  ...ITALIAN_CONFLICT,
  ...ITALIAN_BODY,
  ...ITALIAN_ANIMALS,
  ...ITALIAN_OTHERWORLDLY,
  ...ITALIAN_NATURE,
  ...ITALIAN_PLACES,
  ...ITALIAN_THRESHOLDS,
  ...ITALIAN_PEOPLE,
  ...ITALIAN_OBJECTS,
];
