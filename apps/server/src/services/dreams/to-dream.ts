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
function decodeTags(plaintext: string): string[] | null {
  const tags: unknown = JSON.parse(plaintext);
  return Array.isArray(tags) ? tags.map(String) : null;
}

export function openTags(cipher: UserCipher, stored: string | null): string[] | null {
  return stored === null ? null : decodeTags(cipher.open(stored));
}

const asText = (plaintext: string) => plaintext;

/**
 * A stored row (ciphertext) as the API returns it (plaintext), with the user's keys at hand. Its
 * fields are recalled from the opened-field cache (UserCipher.recall), as a page read again would
 * be; `{ recall: false }` opens them once and keeps nothing (a whole journal, read for the export).
 */
export function openDream(cipher: UserCipher, row: StoredDream, { recall = true } = {}): Dream {
  const text = (kind: string, token: string) =>
    recall ? cipher.recall(kind, token, asText) : cipher.open(token);
  const tags = (token: string) =>
    recall ? cipher.recall("tags", token, decodeTags) : openTags(cipher, token);
  return {
    id: row.id,
    title: row.title === null ? null : text("title", row.title),
    content: text("content", row.content),
    dreamDate: row.dreamDate,
    tags: row.tags === null ? null : tags(row.tags),
    isAnalyzed: row.isAnalyzed,
    notRemembered: row.notRemembered,
    excludeFromAi: row.excludeFromAi,
    detections: openDetections(cipher, row, { recall }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `openDream` with the key looked up. */
export async function toDream(crypto: Crypto, row: StoredDream): Promise<Dream> {
  return openDream(await crypto.forUser(row.userId), row);
}
