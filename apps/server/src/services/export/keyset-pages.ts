import type { Crypto } from "../../crypto";
import type { Db } from "../../db";

/**
 * Rows read per round trip: enough to keep the database busy, few enough that one page of decrypted
 * dreams stays a few hundred kilobytes whatever the journal's size.
 */
export const EXPORT_PAGE_SIZE = 200;

/** What every page reader takes: the caller, scoped by `userId` in each query. */
export interface ExportReadOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  pageSize?: number;
}

/**
 * A keyset-paged read to its end: `read(last)` returns the rows after `last` (the first page when
 * undefined), at most `pageSize`; a shorter page is the last one. Empty pages are not yielded.
 */
export async function* keysetPages<Row>(
  read: (last: Row | undefined) => Promise<Row[]>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}
