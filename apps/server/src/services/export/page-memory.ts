import type { MemoryEntry } from "@somnia/shared/memory";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { userDistilledInfo } from "../../db/schema";
import { toMemoryEntry } from "../memory/to-entry";
import { EXPORT_PAGE_SIZE, type ExportReadOptions, keysetPages } from "./keyset-pages";

const columns = {
  ...getTableColumns(userDistilledInfo),
  // The column keeps microseconds, which a JavaScript Date would round away: the cursor is its text.
  position: sql<string>`${userDistilledInfo.createdAt}::text`,
};

/** What the interpreter knows about the caller, newest first (as GET /api/memory lists it), a page at a time. */
export async function* pageMemory({
  db,
  crypto,
  userId,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportReadOptions): AsyncGenerator<MemoryEntry[]> {
  const read = (last: { position: string; id: string } | undefined) =>
    db
      .select(columns)
      .from(userDistilledInfo)
      .where(
        and(
          eq(userDistilledInfo.userId, userId),
          last &&
            sql`(${userDistilledInfo.createdAt}, ${userDistilledInfo.id}) < (${last.position}::timestamptz, ${last.id}::uuid)`,
        ),
      )
      .orderBy(desc(userDistilledInfo.createdAt), desc(userDistilledInfo.id))
      .limit(pageSize);
  for await (const rows of keysetPages(read, pageSize)) {
    yield await Promise.all(rows.map((row) => toMemoryEntry(crypto, row)));
  }
}
