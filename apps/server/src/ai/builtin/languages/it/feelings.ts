import type { LocalFeelings } from "../types";
import { ITALIAN_APPREHENSION } from "./feelings-apprehension";
import { ITALIAN_HAPPINESS } from "./feelings-happiness";
import { ITALIAN_ANGER, ITALIAN_CONFUSION, ITALIAN_SADNESS } from "./feelings-other";

/** Italian words and idioms that state a feeling, by Hall–Van de Castle class (../types.ts). */
export const ITALIAN_FEELINGS: LocalFeelings[] = [
  ...ITALIAN_APPREHENSION,
  ...ITALIAN_ANGER,
  ...ITALIAN_SADNESS,
  ...ITALIAN_CONFUSION,
  ...ITALIAN_HAPPINESS,
];
