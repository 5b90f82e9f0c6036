import type { LocalSymbol } from "../terms";
import { PORTUGUESE_BEINGS_SYMBOLS } from "./beings";
import { PORTUGUESE_FOOD_SYMBOLS } from "./food";
import { PORTUGUESE_LIFE_SYMBOLS } from "./life";
import { PORTUGUESE_LIFE_OTHERS_SYMBOLS } from "./life-others";
import { PORTUGUESE_MOVEMENT_SYMBOLS } from "./movement";
import { PORTUGUESE_NATURE_SYMBOLS } from "./nature";
import { PORTUGUESE_OTHERWORLDLY_SYMBOLS } from "./otherworldly";
import { PORTUGUESE_PEOPLE_SYMBOLS } from "./people";
import { PORTUGUESE_PLACES_SYMBOLS } from "./places";
import { PORTUGUESE_THINGS_SYMBOLS } from "./things";
import { PORTUGUESE_THRESHOLDS_SYMBOLS } from "./thresholds";
import { PORTUGUESE_WATER_SYMBOLS } from "./water";
import { PORTUGUESE_WILD_ANIMALS_SYMBOLS } from "./wild-animals";

/** Every entry of the lexicon in Portuguese (Brazil and Portugal), by theme (../terms.ts). */
export const PORTUGUESE_SYMBOLS: LocalSymbol[] = [
  ...PORTUGUESE_MOVEMENT_SYMBOLS,
  ...PORTUGUESE_WATER_SYMBOLS,
  ...PORTUGUESE_LIFE_SYMBOLS,
  ...PORTUGUESE_LIFE_OTHERS_SYMBOLS,
  ...PORTUGUESE_FOOD_SYMBOLS,
  ...PORTUGUESE_BEINGS_SYMBOLS,
  ...PORTUGUESE_WILD_ANIMALS_SYMBOLS,
  ...PORTUGUESE_OTHERWORLDLY_SYMBOLS,
  ...PORTUGUESE_NATURE_SYMBOLS,
  ...PORTUGUESE_PLACES_SYMBOLS,
  ...PORTUGUESE_THRESHOLDS_SYMBOLS,
  ...PORTUGUESE_PEOPLE_SYMBOLS,
  ...PORTUGUESE_THINGS_SYMBOLS,
];
