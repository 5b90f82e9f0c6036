import { z } from "zod";

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export const ONBOARDING_STEP_COUNT = 8;
export const MIN_BIRTH_YEAR = 1900;

export function birthYearSchema(now: Date = new Date()) {
  return z.coerce.number().int().min(MIN_BIRTH_YEAR).max(now.getFullYear());
}

/** The `personal` distilled-info sentence saved by onboarding step 2. */
export function personalInfoSentence(gender: Gender, birthYear: number): string {
  return `The dreamer's gender is ${gender} and they were born in ${birthYear}.`;
}
