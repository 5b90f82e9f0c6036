import type { InfoType, MemoryEntry } from "@somnia/shared/memory";
import { shownPersonalInfo } from "@somnia/shared/onboarding";
import type { Crypto } from "../../crypto";

interface StoredRow {
  id: string;
  userId: string;
  infoType: InfoType;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A memory entry's text as shown and read by the interpreter: personal info never about "the dreamer". */
export function shownContent(infoType: InfoType, content: string): string {
  return infoType === "personal" ? shownPersonalInfo(content) : content;
}

/** A stored row (ciphertext) as the API returns it (plaintext). */
export async function toMemoryEntry(crypto: Crypto, row: StoredRow): Promise<MemoryEntry> {
  return {
    id: row.id,
    infoType: row.infoType,
    content: shownContent(row.infoType, await crypto.decrypt(row.userId, row.content)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
