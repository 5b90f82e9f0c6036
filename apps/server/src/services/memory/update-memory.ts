import type { UpdateMemoryInput } from "@somnia/shared/interpretation";
import type { MemoryEntry } from "@somnia/shared/memory";
import { and, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import { isDreamId } from "../dreams/dream-not-found";
import { memoryNotFound } from "./memory-not-found";
import { toMemoryEntry } from "./to-entry";

export interface UpdateMemoryOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  id: string;
  input: UpdateMemoryInput;
}

/** Replaces the text of one of the caller's memory entries; the next interpretation uses it. */
export async function updateMemory({
  db,
  crypto,
  userId,
  id,
  input,
}: UpdateMemoryOptions): Promise<MemoryEntry> {
  if (!isDreamId(id)) throw memoryNotFound(id);
  const content = await crypto.encrypt(userId, input.content);
  const [row] = await db
    .update(userDistilledInfo)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(userDistilledInfo.id, id), eq(userDistilledInfo.userId, userId)))
    .returning();
  if (!row) throw memoryNotFound(id);
  return toMemoryEntry(crypto, row);
}
