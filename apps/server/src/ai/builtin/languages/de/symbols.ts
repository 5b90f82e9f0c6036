import type { LocalSymbol } from "../types";
import { GERMAN_ANIMALS_SYMBOLS } from "./symbols-animals";
import { GERMAN_BODY_SYMBOLS } from "./symbols-body";
import { GERMAN_BUILDINGS_SYMBOLS } from "./symbols-buildings";
import { GERMAN_CONFLICT_SYMBOLS } from "./symbols-conflict";
import { GERMAN_FAMILY_SYMBOLS } from "./symbols-family";
import { GERMAN_FIGURES_SYMBOLS } from "./symbols-figures";
import { GERMAN_LANDSCAPES_SYMBOLS } from "./symbols-landscapes";
import { GERMAN_LIFE_SYMBOLS } from "./symbols-life";
import { GERMAN_MOVEMENT_SYMBOLS } from "./symbols-movement";
import { GERMAN_NATURE_SYMBOLS } from "./symbols-nature";
import { GERMAN_OBJECTS_SYMBOLS } from "./symbols-objects";
import { GERMAN_OTHERWORLDLY_SYMBOLS } from "./symbols-otherworldly";
import { GERMAN_THINGS_SYMBOLS } from "./symbols-things";
import { GERMAN_THRESHOLDS_SYMBOLS } from "./symbols-thresholds";
import { GERMAN_TRAVEL_SYMBOLS } from "./symbols-travel";
import { GERMAN_WATER_SYMBOLS } from "./symbols-water";

/** Every entry of the lexicon in German, by theme (../types.ts). */
export const GERMAN_SYMBOLS: LocalSymbol[] = [
  ...GERMAN_ANIMALS_SYMBOLS,
  ...GERMAN_BODY_SYMBOLS,
  ...GERMAN_BUILDINGS_SYMBOLS,
  ...GERMAN_CONFLICT_SYMBOLS,
  ...GERMAN_FAMILY_SYMBOLS,
  ...GERMAN_FIGURES_SYMBOLS,
  ...GERMAN_LANDSCAPES_SYMBOLS,
  ...GERMAN_LIFE_SYMBOLS,
  ...GERMAN_MOVEMENT_SYMBOLS,
  ...GERMAN_NATURE_SYMBOLS,
  ...GERMAN_OBJECTS_SYMBOLS,
  ...GERMAN_OTHERWORLDLY_SYMBOLS,
  ...GERMAN_THINGS_SYMBOLS,
  ...GERMAN_THRESHOLDS_SYMBOLS,
  ...GERMAN_TRAVEL_SYMBOLS,
  ...GERMAN_WATER_SYMBOLS,
];
