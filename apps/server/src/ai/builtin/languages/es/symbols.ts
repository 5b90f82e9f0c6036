import type { LocalSymbol } from "../types";
import { SPANISH_ACTIONS } from "./symbols-actions";
import { SPANISH_CREATURES } from "./symbols-creatures";
import { SPANISH_EVENTS } from "./symbols-events";
import { SPANISH_NATURE } from "./symbols-nature";
import { SPANISH_OBJECTS } from "./symbols-objects";
import { SPANISH_OTHERWORLDLY } from "./symbols-otherworldly";
import { SPANISH_PEOPLE } from "./symbols-people";
import { SPANISH_PLACES } from "./symbols-places";
import { SPANISH_TRAVEL } from "./symbols-travel";
import { SPANISH_WATER } from "./symbols-water";

/** Every entry of the symbol lexicon in Spanish (../types.ts). */
export const SPANISH_SYMBOLS: LocalSymbol[] = [
  ...SPANISH_ACTIONS,
  ...SPANISH_EVENTS,
  ...SPANISH_WATER,
  ...SPANISH_CREATURES,
  ...SPANISH_OTHERWORLDLY,
  ...SPANISH_NATURE,
  ...SPANISH_TRAVEL,
  ...SPANISH_PLACES,
  ...SPANISH_PEOPLE,
  ...SPANISH_OBJECTS,
];
