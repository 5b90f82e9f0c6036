import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { decryptTags } from "../dreams/to-dream";

/** The tags of each of the caller's remembered dreams matching `where`: the only decryption stats need. */
export async function tagLists(
  { db, crypto, userId }: { db: Db; crypto: Crypto; userId: string },
  where?: SQL,
): Promise<(string[] | null)[]> {
  const rows = await db
    .select({ tags: dreams.tags })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.notRemembered, false), isNotNull(dreams.tags), where));
  return Promise.all(rows.map((row) => decryptTags(crypto, userId, row.tags)));
}
