import type { Dream } from "@somnia/shared/dreams";
import { getTableColumns } from "drizzle-orm";
import type { Crypto, UserCipher } from "../../crypto";
import { dreams } from "../../db/schema";
import type { DreamRow } from "../../db/schema/dreams";
import { openDetections } from "./dream-detections";

const { searchBloom: _index, ...stored } = getTableColumns(dreams);
/** Every column of a dream but its search index: what reading a dream selects. */
export const DREAM_COLUMNS = stored;
export type StoredDream = Omit<DreamRow, "searchBloom">;

/** Tags are stored as one encrypted JSON array, or null when there are none. */
export function openTags(cipher: UserCipher, stored: string | null): string[] | null {
  if (stored === null) return null;
  const tags: unknown = JSON.parse(cipher.open(stored));
  return Array.isArray(tags) ? tags.map(String) : null;
}

/** A stored row (ciphertext) as the API returns it (plaintext), with the user's keys at hand. */
export function openDream(cipher: UserCipher, row: StoredDream): Dream {
  return {
    id: row.id,
    title: row.title === null ? null : cipher.open(row.title),
    content: cipher.open(row.content),
    dreamDate: row.dreamDate,
    tags: openTags(cipher, row.tags),
    isAnalyzed: row.isAnalyzed,
    notRemembered: row.notRemembered,
    excludeFromAi: row.excludeFromAi,
    detections: openDetections(cipher, row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `openDream` with the key looked up. */
export async function toDream(crypto: Crypto, row: StoredDream): Promise<Dream> {
  return openDream(await crypto.forUser(row.userId), row);
}
