import type { Interpretation } from "@somnia/shared/interpretation";
import { and, asc, eq, sql } from "drizzle-orm";
import { interpretations } from "../../db/schema";
import type { InterpretationRow } from "../../db/schema/interpretations";
import { toInterpretation } from "../interpretation/to-interpretation";
import { EXPORT_PAGE_SIZE, type ExportReadOptions, keysetPages } from "./keyset-pages";

/** The caller's interpretations with their sources, oldest first, a page at a time. */
export async function* pageInterpretations({
  db,
  crypto,
  userId,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportReadOptions): AsyncGenerator<Interpretation[]> {
  const read = (last: InterpretationRow | undefined) =>
    db
      .select()
      .from(interpretations)
      .where(
        and(
          eq(interpretations.userId, userId),
          last &&
            sql`(${interpretations.createdAt}, ${interpretations.id}) > (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`,
        ),
      )
      .orderBy(asc(interpretations.createdAt), asc(interpretations.id))
      .limit(pageSize);
  for await (const rows of keysetPages(read, pageSize)) {
    yield await Promise.all(rows.map((row) => toInterpretation(crypto, row)));
  }
}
