import { and, eq, inArray } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";

/** How the Markdown export names a dream: its date and title. */
export interface DreamLabel {
  dreamDate: string;
  title: string | null;
}

/**
 * The date and title of the caller's dreams among `dreamIds`: one query and only the titles
 * decrypted, for a page of analyses or interpretations.
 */
export async function readDreamLabels({
  db,
  crypto,
  userId,
  dreamIds,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  dreamIds: string[];
}): Promise<Map<string, DreamLabel>> {
  const labels = new Map<string, DreamLabel>();
  if (dreamIds.length === 0) return labels;
  const rows = await db
    .select({ id: dreams.id, dreamDate: dreams.dreamDate, title: dreams.title })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), inArray(dreams.id, [...new Set(dreamIds)])));
  if (rows.length === 0) return labels;
  const cipher = await crypto.forUser(userId);
  for (const row of rows) {
    labels.set(row.id, {
      dreamDate: row.dreamDate,
      title: row.title === null ? null : cipher.open(row.title),
    });
  }
  return labels;
}
