import type { LocalFeelings } from "../types";
import { FRENCH_APPREHENSION } from "./feelings-apprehension";
import { FRENCH_HAPPINESS } from "./feelings-happiness";
import { FRENCH_OTHER_FEELINGS } from "./feelings-other";

/** Every French word and idiom that states a feeling, by Hall–Van de Castle class (../types.ts). */
export const FRENCH_FEELINGS: LocalFeelings[] = [
  ...FRENCH_APPREHENSION,
  ...FRENCH_OTHER_FEELINGS,
  ...FRENCH_HAPPINESS,
];
