import { and, isNull, notInArray } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { reindexDreams } from "./reindex-dream";

/** Dreams indexed per transaction: short enough that a request waiting on PGlite's one connection barely notices. */
const BATCH = 100;

export interface SearchIndexer {
  /**
   * Indexes every dream that has no index entry yet (written before the index existed), in bounded
   * batches with the event loop free between them; resolves with how many it indexed. Concurrent
   * calls share one run. Afterwards the tables' statistics are refreshed.
   */
  backfill(): Promise<number>;
  /** Stops a running backfill after its current batch. */
  stop(): Promise<void>;
}

export function createSearchIndexer(options: {
  db: Db;
  crypto: Crypto;
  logger: Logger;
  /** Refreshes the planner's statistics of the tables it wrote (db/analyze-tables.ts). */
  analyze: () => Promise<void>;
}): SearchIndexer {
  const { db, crypto, logger, analyze } = options;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function run(): Promise<number> {
    let indexed = 0;
    const unreadable = new Set<string>();
    while (!stopped) {
      const rows = await db
        .select({ id: dreams.id, userId: dreams.userId })
        .from(dreams)
        .where(
          and(
            isNull(dreams.searchBloom),
            unreadable.size ? notInArray(dreams.userId, [...unreadable]) : undefined,
          ),
        )
        .limit(BATCH);
      if (rows.length === 0) break;
      const byUser = new Map<string, string[]>();
      for (const { id, userId } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
      for (const [userId, ids] of byUser) {
        try {
          const cipher = await crypto.forUser(userId);
          await db.transaction((tx) => reindexDreams(tx, cipher, ids));
          indexed += ids.length;
        } catch (err) {
          // A journal that cannot be read (no key, tampered rows) stays unindexed; its search still
          // works, by decryption, and the next start tries again.
          logger.error({ err, userId }, "could not index a user's dreams for search");
          unreadable.add(userId);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (indexed > 0) {
      logger.info({ indexed }, "search index built for existing dreams");
      await analyze();
    }
    return indexed;
  }

  return {
    backfill() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => {});
    },
  };
}
