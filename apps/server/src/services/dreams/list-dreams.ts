import { DREAM_PAGE_SIZE, type DreamPage, type ListDreamsQuery } from "@somnia/shared/dreams";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { searchFilter } from "../search/search-filter";
import { type DreamCursor, decodeCursor, encodeCursor } from "./dream-cursor";
import { DREAM_COLUMNS, openDream, type StoredDream } from "./to-dream";

/** Candidates read per round trip while filtering (nearly all of them match: see searchFilter). */
const FILTER_BATCH = 50;

export interface ListDreamsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  query: ListDreamsQuery;
}

function after(cursor: DreamCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${dreams.dreamDate}, ${dreams.createdAt}, ${dreams.id}) < (${cursor.dreamDate}::date, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * The caller's remembered dreams, newest dream date first, a page of 10 at a time. `q` (every word
 * begins a word of the title, text or tags, any case and accents), `tag` (exact), `emotion` and
 * `symbol` (among the chips) and `type` (the user's types) are looked up in the blind index; only the shown page is decrypted
 * whole, and a filtered candidate only as far as its filters read.
 */
export async function listDreams({ db, crypto, userId, query }: ListDreamsOptions): Promise<DreamPage> {
  let position = query.cursor ? decodeCursor(query.cursor) : undefined;
  const cipher = await userCipherOrNull(crypto, userId);
  if (!cipher) return { items: [], nextCursor: null };
  const filter = searchFilter(cipher, {
    q: query.q || undefined,
    tag: query.tag || undefined,
    emotion: query.emotion,
    symbol: query.symbol || undefined,
    type: query.type,
  });
  const batchSize = filter ? FILTER_BATCH : DREAM_PAGE_SIZE + 1;
  const found: StoredDream[] = [];
  while (found.length <= DREAM_PAGE_SIZE) {
    const rows = await db
      .select(DREAM_COLUMNS)
      .from(dreams)
      .where(
        and(
          eq(dreams.userId, userId),
          eq(dreams.notRemembered, false),
          query.analyzed === "true" ? eq(dreams.isAnalyzed, true) : undefined,
          filter?.where,
          after(position),
        ),
      )
      .orderBy(desc(dreams.dreamDate), desc(dreams.createdAt), desc(dreams.id))
      .limit(batchSize);
    for (const row of rows) {
      if (!filter || filter.matches(row)) found.push(row);
      if (found.length > DREAM_PAGE_SIZE) break;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    position = { dreamDate: last.dreamDate, createdAt: last.createdAt.toISOString(), id: last.id };
  }
  const items = found.slice(0, DREAM_PAGE_SIZE).map((row) => openDream(cipher, row));
  const lastItem = items.at(-1);
  return { items, nextCursor: found.length > DREAM_PAGE_SIZE && lastItem ? encodeCursor(lastItem) : null };
}
