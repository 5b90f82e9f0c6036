import { ANIMALS } from "./animals";
import { BODY } from "./body";
import { CONFLICT } from "./conflict";
import { FIGURES } from "./figures";
import { LANDSCAPES } from "./landscapes";
import { MILESTONES } from "./milestones";
import { MOVEMENT } from "./movement";
import { NATURE } from "./nature";
import { OBJECTS } from "./objects";
import { OTHERWORLDLY } from "./otherworldly";
import { PEOPLE } from "./people";
import { PLACES } from "./places";
import { SITUATIONS } from "./situations";
import { THINGS } from "./things";
import { THRESHOLDS } from "./thresholds";
import { TRAVEL } from "./travel";
import type { LexiconEntry } from "./types";
import { VENUES } from "./venues";
import { WATER } from "./water";
import { WILD_ANIMALS } from "./wild-animals";

export type { LexiconEntry, SourceKey, ThemeGroup } from "./types";

/** The whole dream-symbol lexicon. The order breaks ties when symbols are ranked. */
export const LEXICON: readonly LexiconEntry[] = [
  ...MOVEMENT,
  ...WATER,
  ...SITUATIONS,
  ...MILESTONES,
  ...CONFLICT,
  ...BODY,
  ...ANIMALS,
  ...WILD_ANIMALS,
  ...OTHERWORLDLY,
  ...NATURE,
  ...LANDSCAPES,
  ...TRAVEL,
  ...PLACES,
  ...THRESHOLDS,
  ...VENUES,
  ...PEOPLE,
  ...FIGURES,
  ...OBJECTS,
  ...THINGS,
];

const BY_ID = new Map(LEXICON.map((entry) => [entry.id, entry]));

export function lexiconEntry(id: string): LexiconEntry | undefined {
  return BY_ID.get(id);
}
