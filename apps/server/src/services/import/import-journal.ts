import { setImmediate } from "node:timers/promises";
import type { ImportEvent, ImportSummary } from "@somnia/shared/import";
import { and, eq } from "drizzle-orm";
import type { Ai } from "../../ai";
import type { Crypto, UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import type { EventBus } from "../../events";
import type { Logger } from "../../lib/logger";
import { currentMonth } from "../dreams/count-month-dreams";
import { dedupeKey, storedKeys } from "./dedupe-keys";
import type { ImportTally } from "./import-tally";
import { prepareDream, writtenAt } from "./prepare-dream";
import type { ImportItem, ImportReading } from "./read/read-import";
import { readAhead } from "./read-ahead";
import { type PreparedDream, storeDreams } from "./store-dreams";
import { type Extra, storeExtras } from "./store-extras";

/** Dreams (or analyses and interpretations) stored per transaction, and per progress line. */
const BATCH = 200;
/** Entries read from the file ahead of the one being prepared. */
const READ_AHEAD = 64;

type DreamItem = Extract<ImportItem, { kind: "dream" }>;

export interface ImportJournalOptions {
  db: Db;
  crypto: Crypto;
  ai: Pick<Ai, "title" | "detect">;
  events: Pick<EventBus, "publish">;
  logger?: Logger;
  userId: string;
  timeZone: string;
  reading: ImportReading;
  onProgress: (event: Extract<ImportEvent, { type: "progress" }>) => void;
}

async function recurringDreams(db: Db, cipher: UserCipher): Promise<string[]> {
  const rows = await db
    .select({ content: userDistilledInfo.content })
    .from(userDistilledInfo)
    .where(
      and(eq(userDistilledInfo.userId, cipher.userId), eq(userDistilledInfo.infoType, "recurring_dreams")),
    );
  return rows.map((row) => cipher.open(row.content));
}

/**
 * Imports a file's entries into the user's journal (docs/decisions/041-journal-import.md), a batch
 * at a time: dreams already in the journal are counted as duplicates before any AI work, the rest
 * are prepared as hand-logged dreams are (prepare-dream.ts) and stored with their search index
 * (store-dreams.ts), each batch stored while the next is prepared; a Somnia export's analyses and
 * interpretations follow their dreams. One `journal.imported` event tells the user's other devices
 * at the end. A failure mid-file leaves the batches stored before it, which `tally` describes;
 * importing the file again adds the rest.
 */
export async function importJournal(
  options: ImportJournalOptions,
  tally: ImportTally,
): Promise<ImportSummary> {
  const { db, crypto, ai, events, logger, userId, timeZone, reading, onProgress } = options;
  const cipher = await crypto.forUser(userId, { create: true });
  const month = currentMonth(timeZone);
  const recurring = await recurringDreams(db, cipher);
  const ids = new Map<string, string>();
  let dreamBatch: DreamItem[] = [];
  let extras: Extra[] = [];
  const progress = () => {
    const { read, imported, duplicates } = tally;
    onProgress({ type: "progress", read, imported, duplicates });
  };

  // One batch is stored while the next is read and prepared: the database and the analyst work side
  // by side. A batch's store is awaited before the next one starts, so batches commit in file order.
  let storing: Promise<void> = Promise.resolve();
  const flushDreams = async () => {
    if (dreamBatch.length === 0) return;
    const batch = dreamBatch;
    dreamBatch = [];
    const known = await storedKeys(
      db,
      cipher,
      batch.map((item) => item.dream.dreamDate),
    );
    const prepared: PreparedDream[] = [];
    for (const item of batch) {
      const key = dedupeKey(item.dream);
      if (known.has(key)) {
        tally.duplicates += 1;
        continue;
      }
      known.add(key);
      // Lets the batch being stored (and other requests) go on between dreams.
      await setImmediate();
      const values = await prepareDream(item.dream, { ai, logger, cipher, recurring });
      const createdAt = writtenAt(item.dream, month, timeZone);
      prepared.push({
        place: item.place,
        dream: item.dream,
        sourceId: item.sourceId,
        key,
        values,
        createdAt,
      });
    }
    await storing;
    storing = storeDreams(prepared, { db, cipher, timeZone, tally, ids }).then(progress);
    // Its failure is met where it is awaited: the next flush, the end, or the `finally`.
    storing.catch(() => {});
  };
  const stored = async () => {
    await flushDreams();
    await storing;
  };
  const flushExtras = async () => {
    if (extras.length === 0) return;
    const batch = extras;
    extras = [];
    await storeExtras(db, cipher, batch, ids);
    progress();
  };

  try {
    for await (const item of readAhead(reading.items(), READ_AHEAD)) {
      if (item.kind === "media") {
        tally.media += 1;
        continue;
      }
      if (item.kind === "problem") {
        tally.read += 1;
        tally.problem(item.problem);
      } else if (item.kind === "dream") {
        tally.read += 1;
        dreamBatch.push(item);
        if (dreamBatch.length >= BATCH) await flushDreams();
      } else {
        // A Somnia export lists its dreams first: what an analysis refers to is stored by now.
        await stored();
        extras.push(
          item.kind === "analysis" ? { analysis: item.analysis } : { interpretation: item.interpretation },
        );
        if (extras.length >= BATCH) await flushExtras();
      }
    }
    await stored();
    await flushExtras();
  } finally {
    // A batch still being stored when reading failed: the tally (and the summary) waits for it.
    await storing.catch(() => {});
    if (tally.imported > 0) await events.publish(userId, { type: "journal.imported" });
  }
  return tally.summary();
}
