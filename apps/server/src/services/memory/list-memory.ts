import type { MemoryEntry } from "@somnia/shared/memory";
import { desc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import { toMemoryEntry } from "./to-entry";

/** The caller's distilled info, newest first, decrypted. */
export async function listMemory({
  db,
  crypto,
  userId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
}): Promise<MemoryEntry[]> {
  const rows = await db
    .select()
    .from(userDistilledInfo)
    .where(eq(userDistilledInfo.userId, userId))
    .orderBy(desc(userDistilledInfo.createdAt), desc(userDistilledInfo.id));
  return Promise.all(rows.map((row) => toMemoryEntry(crypto, row)));
}
