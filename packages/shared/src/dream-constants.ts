/**
 * The dreams' codes and constants (their types, their emotions) (docs/decisions/040-message-codes.md), apart from ./dreams.ts's
 * schemas, so that a page can use them without bringing zod along (My Dreams' first load).
 */
export const DREAM_MESSAGES = {
  emptyContent: "DREAM_EMPTY_CONTENT",
  contentTooLong: "DREAM_CONTENT_TOO_LONG",
  titleTooLong: "DREAM_TITLE_TOO_LONG",
  invalidDate: "DREAM_INVALID_DATE",
  futureDate: "DREAM_FUTURE_DATE",
  tooManyTags: "DREAM_TOO_MANY_TAGS",
  tagTooLong: "DREAM_TAG_TOO_LONG",
  contentControlCharacter: "DREAM_CONTENT_CONTROL_CHARACTER",
  titleControlCharacter: "DREAM_TITLE_CONTROL_CHARACTER",
  tagControlCharacter: "DREAM_TAG_CONTROL_CHARACTER",
  searchControlCharacter: "DREAM_SEARCH_CONTROL_CHARACTER",
  basicDreamLimit: "DREAM_BASIC_LIMIT",
  notFound: "DREAM_NOT_FOUND",
  notRememberedReadOnly: "DREAM_NOT_REMEMBERED_READ_ONLY",
  invalidCursor: "DREAM_INVALID_CURSOR",
  invalidType: "DREAM_INVALID_TYPE",
  repeatedType: "DREAM_REPEATED_TYPE",
  invalidVividness: "DREAM_INVALID_VIVIDNESS",
  notRememberedNoMarks: "DREAM_NOT_REMEMBERED_NO_MARKS",
} as const;

/**
 * What a user can mark a dream as (docs/decisions/035-dream-types.md), in the order they are shown;
 * the analyst suggests them, the user decides.
 */
export const DREAM_TYPES = ["lucid", "nightmare", "recurring"] as const;
export type DreamType = (typeof DREAM_TYPES)[number];
export const VIVIDNESS_MIN = 1;
export const VIVIDNESS_MAX = 5;

export function isDreamType(value: string): value is DreamType {
  return (DREAM_TYPES as readonly string[]).includes(value);
}

/** A list of types in the order of DREAM_TYPES, each once. */
export function orderedTypes(types: Iterable<DreamType>): DreamType[] {
  const set = new Set(types);
  return DREAM_TYPES.filter((type) => set.has(type));
}

/** The emotions a dream can hold, as the analyst detects them and the filters offer them. */
export const EMOTIONS = [
  "fear",
  "worry",
  "embarrassment",
  "surprise",
  "confusion",
  "joy",
  "relief",
  "love",
  "anger",
  "annoyance",
  "sadness",
  "disappointment",
  "regret",
  "shame",
  "awe",
  "calm",
] as const;
export type Emotion = (typeof EMOTIONS)[number];

export function isEmotion(value: string): value is Emotion {
  return (EMOTIONS as readonly string[]).includes(value);
}
