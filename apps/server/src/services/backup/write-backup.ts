import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { checkMasterKey, masterKeyFingerprint } from "../../crypto/master-key";
import type { Database } from "../../db";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  databaseMigration,
  quoteIdentifier,
  tablesInOrder,
} from "./format";

const FETCH_ROWS = 1000;

/** A row on one line: only a `json` column's own text could hold a line break. */
const oneLine = (json: string) => (json.includes("\n") ? JSON.stringify(JSON.parse(json)) : json);

export interface BackupSummary {
  path: string;
  rows: Record<string, number>;
}

/**
 * The backup's lines, read in one REPEATABLE READ transaction: a consistent picture of the whole
 * database however long it takes, while the server goes on writing. Rows come through a cursor a
 * thousand at a time, as PostgreSQL's own JSON (`row_to_json`), so memory stays flat.
 */
async function* backupLines(
  database: Database,
  masterKey: Buffer,
  counts: Record<string, number>,
): AsyncGenerator<string> {
  const client = await database.client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const tables = await tablesInOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migration: await databaseMigration(client),
      masterKey: masterKeyFingerprint(masterKey),
      tables,
    };
    const hash = createHash("sha256");
    const emit = (text: string) => {
      hash.update(text);
      return text;
    };
    yield emit(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      let count = 0;
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoteIdentifier(table)} t`,
      );
      const prefix = `{"table":${JSON.stringify(table)},"row":`;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
        if (rows.length === 0) break;
        count += rows.length;
        yield emit(rows.map((r) => `${prefix}${oneLine(r.row)}}\n`).join(""));
      }
      await client.query("close backup_rows");
      counts[table] = count;
    }
    yield `${JSON.stringify({ end: true, rows: counts, sha256: hash.digest("hex") })}\n`;
  } finally {
    // Read only: ending it either way changes nothing.
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

/**
 * Writes a backup of the whole database to `path` (mode 0600: it holds e-mail addresses and the
 * wrapped data keys). The file appears under its name only once complete. The master key must be
 * the database's own, so that whoever holds this file and that key can restore it.
 */
export async function writeBackup(
  database: Database,
  masterKey: Buffer,
  path: string,
): Promise<BackupSummary> {
  await checkMasterKey(database.db, masterKey);
  const partial = `${path}.partial`;
  const rows: Record<string, number> = {};
  try {
    await pipeline(
      Readable.from(backupLines(database, masterKey, rows)),
      createGzip(),
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path, rows };
}
