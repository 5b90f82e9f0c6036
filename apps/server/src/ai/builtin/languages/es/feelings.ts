import type { LocalFeelings } from "../types";
import { SPANISH_APPREHENSION } from "./feelings-apprehension";
import { SPANISH_HAPPINESS } from "./feelings-happiness";
import { SPANISH_IDIOMS } from "./feelings-idioms";
import { SPANISH_ANGER_SADNESS_CONFUSION } from "./feelings-others";
import { SPANISH_REGIONAL } from "./feelings-regional";

/** Spanish words and idioms that state a feeling, by Hall–Van de Castle class (../types.ts). */
export const SPANISH_FEELINGS: LocalFeelings[] = [
  ...SPANISH_APPREHENSION,
  ...SPANISH_ANGER_SADNESS_CONFUSION,
  ...SPANISH_HAPPINESS,
  ...SPANISH_IDIOMS,
  ...SPANISH_REGIONAL,
];
