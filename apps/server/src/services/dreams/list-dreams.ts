import { DREAM_PAGE_SIZE, type Dream, type DreamPage, type ListDreamsQuery } from "@somnia/shared/dreams";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { type DreamCursor, decodeCursor, encodeCursor } from "./dream-cursor";
import { toDream } from "./to-dream";

/** Rows decrypted per round trip while searching (the text is encrypted, so SQL cannot filter it). */
const SEARCH_BATCH = 200;

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

type Filters = Pick<ListDreamsQuery, "q" | "tag" | "emotion" | "symbol">;

/**
 * A remembered dream matches `q` in its title, text or tags (any case), `tag` exactly, and
 * `emotion` and `symbol` among its chips (the user's edit when there is one).
 */
function matcher({ q, tag, emotion, symbol }: Filters) {
  const needle = q?.toLowerCase();
  return (dream: Dream) =>
    (!tag || (dream.tags?.includes(tag) ?? false)) &&
    (!emotion || (dream.detections?.emotions.some((e) => e.emotion === emotion) ?? false)) &&
    (!symbol || (dream.detections?.symbols.some((s) => s.symbol === symbol) ?? false)) &&
    (!needle ||
      [dream.title ?? "", dream.content, ...(dream.tags ?? [])].some((text) =>
        text.toLowerCase().includes(needle),
      ));
}

/**
 * The caller's remembered dreams, newest dream date first, a page of 10 at a time. With `q`, `tag`,
 * `emotion` or `symbol`, the caller's rows — and only theirs — are decrypted batch by batch until a
 * page is full.
 */
export async function listDreams({ db, crypto, userId, query }: ListDreamsOptions): Promise<DreamPage> {
  const filters: Filters = {
    q: query.q || undefined,
    tag: query.tag || undefined,
    emotion: query.emotion,
    symbol: query.symbol || undefined,
  };
  let position = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filtered = Object.values(filters).some(Boolean);
  const batchSize = filtered ? SEARCH_BATCH : DREAM_PAGE_SIZE + 1;
  const matches = matcher(filters);
  const found: Dream[] = [];
  while (found.length <= DREAM_PAGE_SIZE) {
    const rows = await db
      .select()
      .from(dreams)
      .where(
        and(
          eq(dreams.userId, userId),
          eq(dreams.notRemembered, false),
          query.analyzed === "true" ? eq(dreams.isAnalyzed, true) : undefined,
          after(position),
        ),
      )
      .orderBy(desc(dreams.dreamDate), desc(dreams.createdAt), desc(dreams.id))
      .limit(batchSize);
    const batch = await Promise.all(rows.map((row) => toDream(crypto, row)));
    found.push(...batch.filter(matches));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    position = { dreamDate: last.dreamDate, createdAt: last.createdAt.toISOString(), id: last.id };
  }
  const items = found.slice(0, DREAM_PAGE_SIZE);
  const lastItem = items.at(-1);
  return { items, nextCursor: found.length > DREAM_PAGE_SIZE && lastItem ? encodeCursor(lastItem) : null };
}
