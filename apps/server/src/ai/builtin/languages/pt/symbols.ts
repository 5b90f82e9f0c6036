import type { LocalSymbol } from "../types";
import { PORTUGUESE_BEINGS_SYMBOLS } from "./symbols-beings";
import { PORTUGUESE_LIFE_SYMBOLS } from "./symbols-life";
import { PORTUGUESE_MOVEMENT_SYMBOLS } from "./symbols-movement";
import { PORTUGUESE_NATURE_SYMBOLS } from "./symbols-nature";
import { PORTUGUESE_OTHERWORLDLY_SYMBOLS } from "./symbols-otherworldly";
import { PORTUGUESE_PEOPLE_SYMBOLS } from "./symbols-people";
import { PORTUGUESE_PLACES_SYMBOLS } from "./symbols-places";
import { PORTUGUESE_THINGS_SYMBOLS } from "./symbols-things";
import { PORTUGUESE_THRESHOLDS_SYMBOLS } from "./symbols-thresholds";
import { PORTUGUESE_WATER_SYMBOLS } from "./symbols-water";

/** Every entry of the lexicon in Portuguese (Brazil and Portugal), by theme (../types.ts). */
export const PORTUGUESE_SYMBOLS: LocalSymbol[] = [
  ...PORTUGUESE_MOVEMENT_SYMBOLS,
  ...PORTUGUESE_WATER_SYMBOLS,
  ...PORTUGUESE_LIFE_SYMBOLS,
  ...PORTUGUESE_BEINGS_SYMBOLS,
  ...PORTUGUESE_OTHERWORLDLY_SYMBOLS,
  ...PORTUGUESE_NATURE_SYMBOLS,
  ...PORTUGUESE_PLACES_SYMBOLS,
  ...PORTUGUESE_THRESHOLDS_SYMBOLS,
  ...PORTUGUESE_PEOPLE_SYMBOLS,
  ...PORTUGUESE_THINGS_SYMBOLS,
];
