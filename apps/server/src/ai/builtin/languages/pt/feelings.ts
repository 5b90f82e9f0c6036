import type { LocalFeelings } from "../types";
import { PORTUGUESE_ANGER } from "./feelings-anger";
import { PORTUGUESE_APPREHENSION } from "./feelings-apprehension";
import { PORTUGUESE_CONFUSION } from "./feelings-confusion";
import { PORTUGUESE_HAPPINESS } from "./feelings-happiness";
import { PORTUGUESE_IMPERSONAL } from "./feelings-impersonal";
import { PORTUGUESE_SADNESS } from "./feelings-sadness";

/**
 * Portuguese (Brazil and Portugal) words and idioms that state a feeling, one file per Hall–Van de
 * Castle class (../types.ts).
 */
export const PORTUGUESE_FEELINGS: LocalFeelings[] = [
  ...PORTUGUESE_APPREHENSION,
  ...PORTUGUESE_ANGER,
  ...PORTUGUESE_SADNESS,
  ...PORTUGUESE_CONFUSION,
  ...PORTUGUESE_HAPPINESS,
  ...PORTUGUESE_IMPERSONAL,
];
