import { and, eq, inArray } from "drizzle-orm";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";

/**
 * What makes two dreams the same for an import (docs/product.md, 'Import'): the same dream date
 * and the same text once whitespace is normalised; an "I don't remember" entry is the same as
 * another one for its date.
 */
export function dedupeKey(dream: { dreamDate: string; content: string; notRemembered: boolean }): string {
  const text = dream.notRemembered ? "\u0001" : dream.content.replace(/\s+/g, " ").trim();
  return `${dream.dreamDate}\u0000${text}`;
}

/** The keys of the user's stored dreams on these dates (decrypted: the text is ciphertext at rest). */
export async function storedKeys(
  db: Pick<Db, "select">,
  cipher: UserCipher,
  dates: Iterable<string>,
): Promise<Set<string>> {
  const days = [...new Set(dates)];
  const keys = new Set<string>();
  if (days.length === 0) return keys;
  const rows = await db
    .select({ dreamDate: dreams.dreamDate, content: dreams.content, notRemembered: dreams.notRemembered })
    .from(dreams)
    .where(and(eq(dreams.userId, cipher.userId), inArray(dreams.dreamDate, days)));
  for (const row of rows) {
    const content = row.notRemembered ? "" : cipher.open(row.content);
    keys.add(dedupeKey({ dreamDate: row.dreamDate, content, notRemembered: row.notRemembered }));
  }
  return keys;
}
