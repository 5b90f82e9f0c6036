import { z } from "zod";

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export const ONBOARDING_STEP_COUNT = 8;
export const MIN_BIRTH_YEAR = 1900;

export function birthYearSchema(now: Date = new Date()) {
  return z.coerce.number().int().min(MIN_BIRTH_YEAR).max(now.getFullYear());
}

/** The `personal` distilled-info sentence saved by onboarding step 2: neutral, as the person reads it. */
export function personalInfoSentence(gender: Gender, birthYear: number): string {
  return `Gender: ${gender}; born in ${birthYear}.`;
}

/** The sentence onboarding saved before, about "the dreamer" in the third person. */
const THIRD_PERSON = /^The dreamer's gender is (male|female|other) and they were born in (\d{4})\.?$/;

/**
 * A personal-info text as it is shown and given to the interpreter: the sentence onboarding once
 * saved in the third person reads as today's (`personalInfoSentence`); anything else as written.
 */
export function shownPersonalInfo(content: string): string {
  const old = THIRD_PERSON.exec(content.trim());
  return old ? personalInfoSentence(old[1] as Gender, Number(old[2])) : content;
}
