import type { LocalSymbol } from "../types";
import { ITALIAN_ANIMALS } from "./symbols-animals";
import { ITALIAN_BODY } from "./symbols-body";
import { ITALIAN_CONFLICT } from "./symbols-conflict";
import { ITALIAN_MOVEMENT } from "./symbols-movement";
import { ITALIAN_NATURE } from "./symbols-nature";
import { ITALIAN_OBJECTS } from "./symbols-objects";
import { ITALIAN_OTHERWORLDLY } from "./symbols-otherworldly";
import { ITALIAN_PEOPLE } from "./symbols-people";
import { ITALIAN_PLACES } from "./symbols-places";
import { ITALIAN_SITUATIONS } from "./symbols-situations";
import { ITALIAN_THRESHOLDS } from "./symbols-thresholds";
import { ITALIAN_WATER } from "./symbols-water";

/** The lexicon's entries in Italian (../types.ts): names, articles and the words that say them. */
export const ITALIAN_SYMBOLS: LocalSymbol[] = [
  ...ITALIAN_MOVEMENT,
  ...ITALIAN_WATER,
  ...ITALIAN_SITUATIONS,
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
