import type { InfoType, MemoryEntry } from "@somnia/shared/memory";
import type { Crypto } from "../../crypto";

interface StoredRow {
  id: string;
  userId: string;
  infoType: InfoType;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored row (ciphertext) as the API returns it (plaintext). */
export async function toMemoryEntry(crypto: Crypto, row: StoredRow): Promise<MemoryEntry> {
  return {
    id: row.id,
    infoType: row.infoType,
    content: await crypto.decrypt(row.userId, row.content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
