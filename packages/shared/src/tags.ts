/** Tag rules of the Log Dream card and its suggested tags (docs/product.md, 'Rules and limits'). */
export const SUGGESTED_TAGS = [
  "flying",
  "falling",
  "chase",
  "water",
  "family",
  "friends",
  "school",
  "work",
  "animals",
  "nightmare",
] as const;
export const MAX_SUGGESTIONS_SHOWN = 8;
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 20;

/** Appends the trimmed tag when it is non-empty and not already chosen. */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim().slice(0, MAX_TAG_LENGTH);
  if (!tag || tags.includes(tag) || tags.length >= MAX_TAGS) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Up to 8 suggestions that are not chosen yet, in the order above. */
export function tagSuggestions(tags: readonly string[]): string[] {
  return SUGGESTED_TAGS.filter((t) => !tags.includes(t)).slice(0, MAX_SUGGESTIONS_SHOWN);
}

/** Tags are stored as null when there are none. */
export function tagsForStorage(tags: readonly string[]): string[] | null {
  return tags.length > 0 ? [...tags] : null;
}
