import { and, eq, inArray, sql } from "drizzle-orm";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { dreams, dreamTerms, searchTerms } from "../../db/schema";
import type { TermKind } from "../../db/schema/search";
import { lockUserDreams } from "../dreams/plan";
import { DREAM_COLUMNS } from "../dreams/to-dream";
import { blindHasher } from "./blind-terms";
import { type ChipTerm, indexEntries } from "./index-entries";
import { searchableDream } from "./searchable-dream";

export type IndexTx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

type DreamInsert = typeof dreams.$inferInsert;

/** A dream's sealed fields as stored, as far as its index reads them (searchable-dream.ts). */
type IndexedRow = Pick<
  DreamInsert,
  | "userId"
  | "title"
  | "content"
  | "tags"
  | "dreamDate"
  | "notRemembered"
  | "detections"
  | "detectionsEdited"
  | "marks"
> & { id: string };

type DreamChip = ChipTerm & { dreamId: string; dreamDate: string };

/** Rows' Bloom filters (in their order) and chip terms, read from their sealed fields. */
function indexRows(cipher: UserCipher, rows: readonly IndexedRow[]) {
  const hasher = blindHasher(cipher.searchKey);
  const chips: DreamChip[] = [];
  const blooms = rows.map((row) => {
    const stored = {
      userId: row.userId,
      notRemembered: row.notRemembered ?? false,
      title: row.title ?? null,
      content: row.content,
      tags: row.tags ?? null,
      detections: row.detections ?? null,
      detectionsEdited: row.detectionsEdited ?? false,
      marks: row.marks ?? null,
    };
    const entries = indexEntries(hasher, searchableDream(cipher, stored));
    for (const chip of entries.chips) chips.push({ ...chip, dreamId: row.id, dreamDate: row.dreamDate });
    return entries.bloom;
  });
  return { blooms, chips };
}

/** The chip terms of dreams just indexed, and the vocabulary's counts: `old`, what they carried before, is gone. */
async function storeChips(
  tx: IndexTx,
  cipher: UserCipher,
  chips: readonly DreamChip[],
  old: readonly Pick<ChipTerm, "kind" | "term">[],
) {
  const { userId } = cipher;
  if (chips.length > 0) {
    await tx
      .insert(dreamTerms)
      .values(
        chips.map(({ dreamId, kind, term, dreamDate }) => ({ dreamId, userId, kind, term, dreamDate })),
      );
  }
  await countTerms(
    tx,
    userId,
    chips.map((chip) => ({ ...chip, label: cipher.seal(chip.value) })),
    old,
  );
}

/**
 * Inserts new dreams already indexed for search, inside the caller's transaction and under the
 * user's dream lock (services/dreams/plan.ts): each row written once, with its Bloom filter, where
 * an insert and then `reindexDreams` would leave a dead version of every row behind.
 */
export async function insertIndexedDreams(
  tx: IndexTx,
  cipher: UserCipher,
  rows: readonly (DreamInsert & { id: string })[],
) {
  if (rows.length === 0) return;
  const { blooms, chips } = indexRows(cipher, rows);
  await tx.insert(dreams).values(rows.map((row, i) => ({ ...row, searchBloom: blooms[i] })));
  await storeChips(tx, cipher, chips, []);
}

/**
 * Rebuilds the search index of some of one user's dreams from their stored rows, inside the caller's
 * transaction (after the write it indexes, so both commit or neither): each dream's Bloom filter and
 * chip terms, and the user's encrypted vocabulary with its counts (see `countTerms`).
 * Serialised per user with the dream lock, so two writes cannot race on a vocabulary row. Dreams
 * that are gone have nothing to index.
 */
export async function reindexDreams(tx: IndexTx, cipher: UserCipher, dreamIds: readonly string[]) {
  const { userId } = cipher;
  if (dreamIds.length === 0) return;
  await lockUserDreams(tx, userId);
  const rows = await tx
    .select(DREAM_COLUMNS)
    .from(dreams)
    .where(and(eq(dreams.userId, userId), inArray(dreams.id, [...dreamIds])));
  const ids = rows.map((row) => row.id);
  const old = await tx
    .delete(dreamTerms)
    .where(and(eq(dreamTerms.userId, userId), inArray(dreamTerms.dreamId, ids)))
    .returning({ kind: dreamTerms.kind, term: dreamTerms.term });
  if (rows.length === 0) return;
  const { blooms, chips } = indexRows(cipher, rows);
  const values = rows.map((row, i) => sql`(${row.id}::uuid, ${blooms[i]}::bit varying)`);
  // One statement for the batch; the index is not an edit, so updated_at stays as it was.
  await tx.execute(sql`
    update ${dreams} set search_bloom = v.bloom
    from (values ${sql.join(values, sql`, `)}) as v(id, bloom)
    where ${dreams.id} = v.id and ${dreams.userId} = ${userId}`);
  await storeChips(tx, cipher, chips, old);
}

/** One dream: see `reindexDreams`. */
export function reindexDream(tx: IndexTx, cipher: UserCipher, dreamId: string) {
  return reindexDreams(tx, cipher, [dreamId]);
}

/** A change in how many dreams carry a term; `label` (sealed) is known for a term a dream gained. */
interface TermDelta {
  kind: TermKind;
  term: bigint;
  label?: string;
  n: number;
}

/**
 * Keeps the vocabulary's counts in step with dream_terms: each term of `added` counts one more
 * dream, each of `removed` one fewer (a term in both is unchanged). A term new to the user gets its
 * label (sealed by the caller); one no dream carries any more is deleted.
 */
export async function countTerms(
  tx: Pick<Db, "execute">,
  userId: string,
  added: readonly (Pick<ChipTerm, "kind" | "term"> & { label: string })[],
  removed: readonly Pick<ChipTerm, "kind" | "term">[],
): Promise<void> {
  const deltas = new Map<string, TermDelta>();
  const delta = ({ kind, term }: Pick<ChipTerm, "kind" | "term">) => {
    const key = `${kind}:${term}`;
    const entry = deltas.get(key) ?? { kind, term, n: 0 };
    deltas.set(key, entry);
    return entry;
  };
  for (const chip of removed) delta(chip).n -= 1;
  for (const chip of added) {
    const entry = delta(chip);
    entry.n += 1;
    entry.label = chip.label;
  }
  const row = ({ kind, term, n }: TermDelta) =>
    sql`(${kind}::smallint, ${term.toString()}::bigint, ${n}::int)`;
  const gained = [...deltas.values()].filter((d) => d.n > 0);
  const lost = [...deltas.values()].filter((d) => d.n < 0);
  if (gained.length > 0) {
    const values = gained.map(
      (d) =>
        sql`(${userId}, ${d.kind}::smallint, ${d.term.toString()}::bigint, ${d.label ?? ""}, ${d.n}::int)`,
    );
    await tx.execute(sql`
      insert into ${searchTerms} (user_id, kind, term, label, dream_count)
      values ${sql.join(values, sql`, `)}
      on conflict (user_id, kind, term)
      do update set dream_count = ${searchTerms}.dream_count + excluded.dream_count`);
  }
  if (lost.length > 0) {
    await tx.execute(sql`
      update ${searchTerms} set dream_count = ${searchTerms}.dream_count + v.n
      from (values ${sql.join(lost.map(row), sql`, `)}) as v(kind, term, n)
      where ${searchTerms}.user_id = ${userId} and ${searchTerms}.kind = v.kind and ${searchTerms}.term = v.term`);
    await tx.execute(sql`delete from ${searchTerms} where user_id = ${userId} and dream_count <= 0`);
  }
}
