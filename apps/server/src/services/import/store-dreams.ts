import { randomUUID } from "node:crypto";
import { IMPORT_MESSAGES, type ImportPlace, type ImportProblem } from "@somnia/shared/import";
import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { countMonthDreams } from "../dreams/count-month-dreams";
import { lockUserDreams, membershipOf } from "../dreams/plan";
import { insertIndexedDreams } from "../search/reindex-dream";
import { storedKeys } from "./dedupe-keys";
import type { ImportTally } from "./import-tally";
import type { prepareDream } from "./prepare-dream";
import type { ImportedDream } from "./read/read-import";

/** A dream read from the file, encrypted and ready to insert. */
export interface PreparedDream {
  place: ImportPlace;
  dream: ImportedDream;
  /** A Somnia export's id for the dream, so its analyses and interpretations can follow it. */
  sourceId?: string;
  key: string;
  values: Awaited<ReturnType<typeof prepareDream>>;
  createdAt: Date | undefined;
}

export interface StoreDreamsOptions {
  db: Db;
  cipher: UserCipher;
  timeZone: string;
  tally: ImportTally;
  /** Source id → new id, for a Somnia export's analyses and interpretations. */
  ids: Map<string, string>;
}

/**
 * Inserts a batch of an import in one transaction, under the user's dream lock (the lock of every
 * dream insert: services/dreams/plan.ts), so duplicates and the plan's allowance are checked
 * against what is stored at that moment: a dream already there (or twice in the file) is counted
 * as a duplicate; a remembered dream dated in the current month beyond the Basic allowance is
 * refused with IMPORT_BASIC_LIMIT. Each row is inserted with its search index.
 */
export async function storeDreams(batch: readonly PreparedDream[], options: StoreDreamsOptions) {
  const { db, cipher, timeZone, tally, ids } = options;
  const { userId } = cipher;
  // Counted once the transaction has committed: a batch that fails leaves the tally as it was.
  const outcome = await db.transaction(async (tx) => {
    await lockUserDreams(tx, userId);
    const seen = await storedKeys(
      tx,
      cipher,
      batch.map((item) => item.dream.dreamDate),
    );
    const limit = PLAN_LIMITS[await membershipOf(tx, userId)].dreamsPerMonth;
    let { used } = limit === null ? { used: 0 } : await countMonthDreams({ db: tx, userId, timeZone });
    const rows: (PreparedDream["values"] & { id: string; createdAt?: Date })[] = [];
    const refused: ImportProblem[] = [];
    const linked: [string, string][] = [];
    let duplicates = 0;
    for (const item of batch) {
      if (seen.has(item.key)) {
        duplicates += 1;
        continue;
      }
      const counted = !item.dream.notRemembered && item.createdAt === undefined;
      if (counted && limit !== null && used >= limit) {
        refused.push({ place: item.place, reason: IMPORT_MESSAGES.basicLimit, params: { limit } });
        continue;
      }
      if (counted) used += 1;
      seen.add(item.key);
      const id = randomUUID();
      rows.push({ ...item.values, id, ...(item.createdAt && { createdAt: item.createdAt }) });
      if (item.sourceId !== undefined) linked.push([item.sourceId, id]);
    }
    await insertIndexedDreams(tx, cipher, rows);
    return { imported: rows.length, duplicates, refused, linked };
  });
  tally.imported += outcome.imported;
  tally.duplicates += outcome.duplicates;
  for (const problem of outcome.refused) tally.problem(problem);
  for (const [source, id] of outcome.linked) ids.set(source, id);
}
