import { createHash } from "node:crypto";
import { IMPORT_MESSAGES, IMPORT_PREVIEW_TITLES, type ImportPreview } from "@somnia/shared/import";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dedupeKey, storedKeys } from "./dedupe-keys";
import { ImportTally } from "./import-tally";
import { type ImportedDream, type ImportReading, ImportRefusal } from "./read/import-reading";

/** Dreams whose keys are checked against the journal at once. */
const CHECKED_TOGETHER = 500;

/** What a CSV needs the reader to choose before its rows can be read: the preview still answers. */
const CSV_CHOICES = new Set<string>([
  IMPORT_MESSAGES.csvColumnsRequired,
  IMPORT_MESSAGES.csvDateOrderRequired,
]);

export interface PreviewImportOptions {
  db: Pick<Db, "select">;
  crypto: Crypto;
  userId: string;
  reading: ImportReading;
}

/**
 * What a file holds, read to its end without storing anything: how many dreams, their date range,
 * the first titles, how many are in the journal already, and every entry that will be skipped with
 * its reason and place. A file with no dream at all is refused (IMPORT_NO_DREAMS). A CSV whose
 * date and text columns, or whose date order, must be chosen first answers with its layout and
 * nothing read yet.
 */
export async function previewImport({
  db,
  crypto,
  userId,
  reading,
}: PreviewImportOptions): Promise<ImportPreview> {
  const cipher = await crypto.forUser(userId, { create: true });
  const tally = new ImportTally(reading.format);
  const titles: (string | null)[] = [];
  let dreams = 0;
  let duplicates = 0;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  let pending: ImportedDream[] = [];
  // Digests, not texts: a 10,000-dream file's keys stay a few hundred KiB.
  const fileKeys = new Set<string>();
  const check = async () => {
    const known = await storedKeys(
      db,
      cipher,
      pending.map((dream) => dream.dreamDate),
    );
    for (const dream of pending) {
      const key = dedupeKey(dream);
      const digest = createHash("sha256").update(key).digest("base64");
      if (known.has(key) || fileKeys.has(digest)) duplicates += 1;
      else fileKeys.add(digest);
    }
    pending = [];
  };
  let choosing = false;
  try {
    for await (const item of reading.items()) {
      if (item.kind === "media") tally.media += 1;
      else if (item.kind === "problem") tally.problem(item.problem);
      else if (item.kind === "dream") {
        const { dream } = item;
        dreams += 1;
        if (titles.length < IMPORT_PREVIEW_TITLES) titles.push(dream.title);
        if (firstDate === null || dream.dreamDate < firstDate) firstDate = dream.dreamDate;
        if (lastDate === null || dream.dreamDate > lastDate) lastDate = dream.dreamDate;
        pending.push(dream);
        if (pending.length >= CHECKED_TOGETHER) await check();
      }
    }
  } catch (err) {
    // The CSV's columns: for the reader to choose before anything is read.
    if (!(reading.csv && err instanceof ImportRefusal && CSV_CHOICES.has(err.reason))) throw err;
    choosing = true;
  }
  await check();
  if (!choosing && dreams === 0 && tally.problemCount === 0)
    throw new ImportRefusal(IMPORT_MESSAGES.noDreams);
  const { problems, problemCount, media } = tally;
  return {
    format: reading.format,
    dreams,
    duplicates,
    firstDate,
    lastDate,
    titles,
    problems,
    problemCount,
    media,
    csv: reading.csv,
  };
}
