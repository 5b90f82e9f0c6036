import { tagsForStorage } from "@somnia/shared/tags";
import type { Crypto } from "../../crypto";

/** Encrypts what the caller wrote; tags become one encrypted JSON array, or null when empty. */
export async function encryptTitle(crypto: Crypto, userId: string, title: string | null) {
  return title === null ? null : crypto.encrypt(userId, title);
}

export async function encryptTags(crypto: Crypto, userId: string, tags: readonly string[] | undefined) {
  const stored = tagsForStorage(uniqueTags(tags ?? []));
  return stored === null ? null : crypto.encrypt(userId, JSON.stringify(stored));
}

/** Duplicate tags are ignored (docs/product.md, 'Rules and limits'); the schema has trimmed them already. */
function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}
