import type { LocalSymbol } from "../terms";
import { GERMAN_ANIMALS_SYMBOLS } from "./animals";
import { GERMAN_WILD_ANIMALS_SYMBOLS } from "./animals-wild";
import { GERMAN_BODY_SYMBOLS } from "./body";
import { GERMAN_BUILDINGS_SYMBOLS } from "./buildings";
import { GERMAN_CONFLICT_SYMBOLS } from "./conflict";
import { GERMAN_FAMILY_SYMBOLS } from "./family";
import { GERMAN_FIGURES_SYMBOLS } from "./figures";
import { GERMAN_LANDSCAPES_SYMBOLS } from "./landscapes";
import { GERMAN_LIFE_SYMBOLS } from "./life";
import { GERMAN_LIFE_EVENTS_SYMBOLS } from "./life-events";
import { GERMAN_MOVEMENT_SYMBOLS } from "./movement";
import { GERMAN_NATURE_SYMBOLS } from "./nature";
import { GERMAN_OBJECTS_SYMBOLS } from "./objects";
import { GERMAN_OTHERWORLDLY_SYMBOLS } from "./otherworldly";
import { GERMAN_THINGS_SYMBOLS } from "./things";
import { GERMAN_THRESHOLDS_SYMBOLS } from "./thresholds";
import { GERMAN_TRAVEL_SYMBOLS } from "./travel";
import { GERMAN_WATER_SYMBOLS } from "./water";

/** Every entry of the lexicon in German, by theme (../terms.ts). */
export const GERMAN_SYMBOLS: LocalSymbol[] = [
  ...GERMAN_ANIMALS_SYMBOLS,
  ...GERMAN_WILD_ANIMALS_SYMBOLS,
  ...GERMAN_BODY_SYMBOLS,
  ...GERMAN_BUILDINGS_SYMBOLS,
  ...GERMAN_CONFLICT_SYMBOLS,
  ...GERMAN_FAMILY_SYMBOLS,
  ...GERMAN_FIGURES_SYMBOLS,
  ...GERMAN_LANDSCAPES_SYMBOLS,
  ...GERMAN_LIFE_SYMBOLS,
  ...GERMAN_LIFE_EVENTS_SYMBOLS,
  ...GERMAN_MOVEMENT_SYMBOLS,
  ...GERMAN_NATURE_SYMBOLS,
  ...GERMAN_OBJECTS_SYMBOLS,
  ...GERMAN_OTHERWORLDLY_SYMBOLS,
  ...GERMAN_THINGS_SYMBOLS,
  ...GERMAN_THRESHOLDS_SYMBOLS,
  ...GERMAN_TRAVEL_SYMBOLS,
  ...GERMAN_WATER_SYMBOLS,
];
