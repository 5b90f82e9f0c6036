import type { LocalSymbol } from "../terms";
import { SPANISH_ACTIONS } from "./actions";
import { SPANISH_ANIMALS } from "./animals";
import { SPANISH_CREATURES } from "./creatures";
import { SPANISH_EVENTS } from "./events";
import { SPANISH_NATURE } from "./nature";
import { SPANISH_OBJECTS } from "./objects";
import { SPANISH_OTHERWORLDLY } from "./otherworldly";
import { SPANISH_PEOPLE } from "./people";
import { SPANISH_PLACES } from "./places";
import { SPANISH_PUBLIC_PLACES } from "./public-places";
import { SPANISH_TRAVEL } from "./travel";
import { SPANISH_WATER } from "./water";

/** Every entry of the symbol lexicon in Spanish (../terms.ts). */
export const SPANISH_SYMBOLS: LocalSymbol[] = [
  ...SPANISH_ACTIONS,
  ...SPANISH_EVENTS,
  ...SPANISH_WATER,
  ...SPANISH_CREATURES,
  ...SPANISH_ANIMALS,
  ...SPANISH_OTHERWORLDLY,
  ...SPANISH_NATURE,
  ...SPANISH_TRAVEL,
  ...SPANISH_PLACES,
  ...SPANISH_PUBLIC_PLACES,
  ...SPANISH_PEOPLE,
  ...SPANISH_OBJECTS,
];
