import type { LocalSymbol } from "../types";
import { FRENCH_ANIMALS } from "./symbols-animals";
import { FRENCH_BODY_AND_TRIALS } from "./symbols-body";
import { FRENCH_EVENTS } from "./symbols-events";
import { FRENCH_NATURE } from "./symbols-nature";
import { FRENCH_OBJECTS } from "./symbols-objects";
import { FRENCH_OTHERWORLDLY } from "./symbols-otherworldly";
import { FRENCH_PEOPLE } from "./symbols-people";
import { FRENCH_PLACES } from "./symbols-places";
import { FRENCH_WATER } from "./symbols-water";

/** Every entry of the symbol lexicon in French (../types.ts): names and the words that say them. */
export const FRENCH_SYMBOLS: LocalSymbol[] = [
  ...FRENCH_ANIMALS,
  ...FRENCH_BODY_AND_TRIALS,
  ...FRENCH_PEOPLE,
  ...FRENCH_NATURE,
  ...FRENCH_WATER,
  ...FRENCH_EVENTS,
  ...FRENCH_OTHERWORLDLY,
  ...FRENCH_PLACES,
  ...FRENCH_OBJECTS,
];
