import type { Dream } from "@somnia/shared/dreams";
import { getTableColumns } from "drizzle-orm";
import type { Crypto, UserCipher } from "../../crypto";
import { dreams } from "../../db/schema";
import type { DreamRow } from "../../db/schema/dreams";
import { openDetections } from "./dream-detections";
import { openMarks } from "./dream-marks";

const { searchBloom: _index, ...stored } = getTableColumns(dreams);
/** Every column of a dream but its search index: what reading a dream selects. */
export const DREAM_COLUMNS = stored;
export type StoredDream = Omit<DreamRow, "searchBloom">;

/** Tags are stored as one encrypted JSON array (the column is null when there are none). */
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
  const read = <T>(kind: string, token: string, decode: (plaintext: string) => T): T =>
    recall ? cipher.recall(kind, token, decode) : decode(cipher.open(token));
  const marks = openMarks(cipher, row, { recall });
  return {
    id: row.id,
    title: row.title === null ? null : read("title", row.title, asText),
    content: read("content", row.content, asText),
    dreamDate: row.dreamDate,
    tags: row.tags === null ? null : read("tags", row.tags, decodeTags),
    isAnalyzed: row.isAnalyzed,
    notRemembered: row.notRemembered,
    excludeFromAi: row.excludeFromAi,
    detections: openDetections(cipher, row, { recall }),
    types: [...marks.types],
    suggestedTypes: [...marks.suggested],
    vividness: marks.vividness,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `openDream` with the key looked up. */
export async function toDream(crypto: Crypto, row: StoredDream): Promise<Dream> {
  return openDream(await crypto.forUser(row.userId), row);
}
