import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type pg from "pg";
import { masterKeyFingerprint, opensDataKey } from "../../crypto/master-key";
import type { Database } from "../../db";
import { analyzeTables } from "../../db/analyze-tables";
import {
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  backupHeaderSchema,
  backupRowSchema,
  backupTrailerSchema,
  codeMigration,
  quoteIdentifier,
  tablesInOrder,
} from "./format";
import { readBackupLines } from "./read-lines";

const INSERT_ROWS = 500;
const damaged = (why: string) => new BackupError(`The backup file is damaged: ${why}. Nothing was restored.`);

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged("a line is not JSON");
  }
}

/** The header, checked against this code and this master key before anything is written. */
function readHeader(line: string | undefined, masterKey: Buffer): BackupHeader {
  const header = backupHeaderSchema.safeParse(line === undefined ? undefined : parseLine(line));
  if (!header.success) throw new BackupError("This file is not a Somnia backup.");
  const { version, migration, masterKey: fingerprint } = header.data;
  if (version !== BACKUP_VERSION) {
    throw new BackupError(
      `This backup has format version ${version}; this Somnia reads version ${BACKUP_VERSION}.`,
    );
  }
  if (migration !== codeMigration()) {
    throw new BackupError(
      `This backup was made by a Somnia whose database was at migration ${migration}; this one is at ` +
        `${codeMigration()}. Restore it with the Somnia version that made it, then upgrade.`,
    );
  }
  if (fingerprint !== masterKeyFingerprint(masterKey)) {
    throw new BackupError(
      "This backup's data keys are wrapped with another master key: restore it with the master key " +
        "(MASTER_KEY, or master.key in DATA_DIR) that was in use when it was made.",
    );
  }
  return header.data;
}

async function holdsData(client: pg.ClientBase, tables: string[]): Promise<boolean> {
  for (const table of tables) {
    const { rows } = await client.query(`select 1 from ${quoteIdentifier(table)} limit 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

export interface RestoreOptions {
  /** Replace whatever the database holds; without it, a database that holds data is refused. */
  replace: boolean;
}

/**
 * Restores a backup (write-backup.ts) into the migrated database, in one transaction: a file that
 * turns out damaged, incomplete or for another key leaves the database exactly as it was. Returns
 * the number of rows restored per table.
 */
export async function restoreBackup(
  database: Database,
  masterKey: Buffer,
  input: Readable,
  { replace }: RestoreOptions,
): Promise<Record<string, number>> {
  const lines = readBackupLines(input)[Symbol.asyncIterator]();
  try {
    return await restoreLines(database, masterKey, lines, replace);
  } finally {
    await lines.return(undefined); // closes the file when a check stopped the reading early
  }
}

async function restoreLines(
  database: Database,
  masterKey: Buffer,
  lines: AsyncIterator<string>,
  replace: boolean,
): Promise<Record<string, number>> {
  const first = await lines.next();
  const headerLine = first.done ? undefined : first.value;
  const header = readHeader(headerLine, masterKey);
  const hash = createHash("sha256").update(`${headerLine}\n`);
  const counts = Object.fromEntries(header.tables.map((table) => [table, 0]));
  const client = await database.client.connect();
  try {
    await client.query("begin");
    const tables = await tablesInOrder(client);
    if ([...tables].sort().join() !== [...header.tables].sort().join()) {
      throw damaged("its tables are not this database's");
    }
    // The key fingerprint alone is no data: a database that has only that may be replaced.
    if (
      !replace &&
      (await holdsData(
        client,
        tables.filter((table) => table !== "master_key"),
      ))
    ) {
      throw new BackupError(
        "This database already holds data: restore into an empty database, or add --replace to " +
          "replace everything in it with the backup.",
      );
    }
    await client.query(`truncate ${tables.map(quoteIdentifier).join(", ")}`);

    let batch: Record<string, unknown>[] = [];
    let batchTable = "";
    let position = 0;
    let keyChecked = false;
    const flush = async () => {
      if (batch.length === 0) return;
      if (batchTable === "user_keys" && !keyChecked) {
        const row = batch[0] as { user_id: string; wrapped_key: string };
        if (!opensDataKey(masterKey, { userId: row.user_id, wrappedKey: row.wrapped_key })) {
          throw new BackupError(
            "The master key does not open this backup's data keys. Nothing was restored.",
          );
        }
        keyChecked = true;
      }
      const table = quoteIdentifier(batchTable);
      await client.query(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
        [JSON.stringify(batch)],
      );
      batch = [];
    };

    let trailer: { rows: Record<string, number>; sha256: string } | undefined;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (trailer) throw damaged("it goes on after its last line");
      const value = parseLine(next.value);
      const end = backupTrailerSchema.safeParse(value);
      if (end.success) {
        trailer = end.data;
        continue;
      }
      hash.update(`${next.value}\n`);
      const line = backupRowSchema.safeParse(value);
      const at = line.success ? header.tables.indexOf(line.data.table) : -1;
      if (!line.success || at < position) throw damaged("a line is not a row of a known table in order");
      if (line.data.table !== batchTable || batch.length >= INSERT_ROWS) await flush();
      position = at;
      batchTable = line.data.table;
      batch.push(line.data.row);
      counts[batchTable] = (counts[batchTable] ?? 0) + 1;
    }
    await flush();
    if (!trailer)
      throw new BackupError(
        "The backup file is incomplete: it ends before its last line. Nothing was restored.",
      );
    if (hash.digest("hex") !== trailer.sha256) throw damaged("its checksum does not match its contents");
    if (header.tables.some((table) => trailer.rows[table] !== counts[table])) {
      throw damaged("its row counts do not match its rows");
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await analyzeTables(database);
  return counts;
}
