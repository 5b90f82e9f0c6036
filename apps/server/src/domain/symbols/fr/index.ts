import type { LocalSymbol } from "../terms";
import { FRENCH_ANIMALS } from "./animals";
import { FRENCH_BODY_AND_TRIALS } from "./body";
import { FRENCH_CONFLICT } from "./conflict";
import { FRENCH_EVENTS } from "./events";
import { FRENCH_NATURE } from "./nature";
import { FRENCH_OBJECTS } from "./objects";
import { FRENCH_OTHERWORLDLY } from "./otherworldly";
import { FRENCH_PEOPLE } from "./people";
import { FRENCH_PLACES } from "./places";
import { FRENCH_TRANSPORT } from "./transport";
import { FRENCH_VENUES } from "./venues";
import { FRENCH_WATER } from "./water";

/** Every entry of the symbol lexicon in French (../terms.ts): names and the words that say them. */
export const FRENCH_SYMBOLS: LocalSymbol[] = [
  ...FRENCH_ANIMALS,
  ...FRENCH_BODY_AND_TRIALS,
  ...FRENCH_CONFLICT,
  ...FRENCH_PEOPLE,
  ...FRENCH_NATURE,
  ...FRENCH_WATER,
  ...FRENCH_EVENTS,
  ...FRENCH_OTHERWORLDLY,
  ...FRENCH_PLACES,
  ...FRENCH_VENUES,
  ...FRENCH_OBJECTS,
  ...FRENCH_TRANSPORT,
];
