import type { Dream } from "@somnia/shared/dreams";
import type { Crypto } from "../../crypto";
import type { DreamRow } from "../../db/schema/dreams";
import { decryptDetections } from "./dream-detections";

/** Tags are stored as one encrypted JSON array, or null when there are none. */
export async function decryptTags(
  crypto: Crypto,
  userId: string,
  stored: string | null,
): Promise<string[] | null> {
  if (stored === null) return null;
  const tags: unknown = JSON.parse(await crypto.decrypt(userId, stored));
  return Array.isArray(tags) ? tags.map(String) : null;
}

/** A stored row (ciphertext) as the API returns it (plaintext). */
export async function toDream(crypto: Crypto, row: DreamRow): Promise<Dream> {
  const [title, content, tags, detections] = await Promise.all([
    row.title === null ? null : crypto.decrypt(row.userId, row.title),
    crypto.decrypt(row.userId, row.content),
    decryptTags(crypto, row.userId, row.tags),
    decryptDetections(crypto, row),
  ]);
  return {
    id: row.id,
    title,
    content,
    dreamDate: row.dreamDate,
    tags,
    isAnalyzed: row.isAnalyzed,
    notRemembered: row.notRemembered,
    excludeFromAi: row.excludeFromAi,
    detections,
    createdAt: row.createdAt.toISOString(),
  };
}
