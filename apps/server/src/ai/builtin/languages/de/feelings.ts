import type { LocalFeelings } from "../types";
import { GERMAN_APPREHENSION } from "./feelings-apprehension";
import { GERMAN_CONFUSION } from "./feelings-confusion";
import { GERMAN_HAPPINESS } from "./feelings-happiness";
import { GERMAN_ANGER_SADNESS } from "./feelings-other";

/**
 * A dream told in the present says "ich fühle mich wohl" and "ich fühl mich sicher" where one told in
 * the past says "ich fühlte mich wohl": each "fühlte" term is written once, in the past.
 */
function withPresent(group: LocalFeelings): LocalFeelings {
  const present = group.terms
    .filter((term) => term.startsWith("fühlte "))
    .flatMap((term) => [term.replace(/^fühlte /, "fühle "), term.replace(/^fühlte /, "fühl ")]);
  return { ...group, terms: [...group.terms, ...present] };
}

/** German words and idioms that state a feeling, by emotion (../types.ts). */
export const GERMAN_FEELINGS: LocalFeelings[] = [
  ...GERMAN_APPREHENSION,
  ...GERMAN_ANGER_SADNESS,
  ...GERMAN_CONFUSION,
  ...GERMAN_HAPPINESS,
].map(withPresent);
