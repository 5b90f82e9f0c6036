import type { MemoryEntry, SaveMemoryInput } from "@somnia/shared/memory";
import { and, desc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import { toMemoryEntry } from "./to-entry";

export interface SaveMemoryOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  input: SaveMemoryInput;
}

/** Updates the caller's newest entry of that type, else inserts one. */
export async function saveMemory({ db, crypto, userId, input }: SaveMemoryOptions) {
  // Encrypt first: the data key may be created now, outside the transaction (PGlite has one connection).
  const content = await crypto.encrypt(userId, input.content);
  const { row, created } = await db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ id: userDistilledInfo.id })
      .from(userDistilledInfo)
      .where(and(eq(userDistilledInfo.userId, userId), eq(userDistilledInfo.infoType, input.infoType)))
      .orderBy(desc(userDistilledInfo.createdAt), desc(userDistilledInfo.id))
      .limit(1)
      .for("update");
    if (newest) {
      const [updated] = await tx
        .update(userDistilledInfo)
        .set({ content, updatedAt: new Date() })
        .where(and(eq(userDistilledInfo.id, newest.id), eq(userDistilledInfo.userId, userId)))
        .returning();
      return { row: updated, created: false };
    }
    const [inserted] = await tx
      .insert(userDistilledInfo)
      .values({ userId, infoType: input.infoType, content })
      .returning();
    return { row: inserted, created: true };
  });
  if (!row) throw new Error("distilled info row missing after save");
  const entry: MemoryEntry = await toMemoryEntry(crypto, row);
  return { entry, created };
}
