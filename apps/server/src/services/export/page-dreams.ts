import type { Dream } from "@somnia/shared/dreams";
import { and, asc, eq, sql } from "drizzle-orm";
import { dreams } from "../../db/schema";
import { DREAM_COLUMNS, openDream, type StoredDream } from "../dreams/to-dream";
import { EXPORT_PAGE_SIZE, type ExportReadOptions, keysetPages } from "./keyset-pages";

/** Every one of the caller's dreams, "I don't remember" ones included, oldest dream date first, a page at a time. */
export async function* pageDreams({
  db,
  crypto,
  userId,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportReadOptions): AsyncGenerator<Dream[]> {
  const read = (last: StoredDream | undefined) =>
    db
      .select(DREAM_COLUMNS)
      .from(dreams)
      .where(
        and(
          eq(dreams.userId, userId),
          last &&
            sql`(${dreams.dreamDate}, ${dreams.createdAt}, ${dreams.id}) > (${last.dreamDate}::date, ${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`,
        ),
      )
      .orderBy(asc(dreams.dreamDate), asc(dreams.createdAt), asc(dreams.id))
      .limit(pageSize);
  for await (const rows of keysetPages(read, pageSize)) {
    const cipher = await crypto.forUser(userId);
    yield rows.map((row) => openDream(cipher, row, { recall: false }));
  }
}
