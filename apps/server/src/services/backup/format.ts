import type pg from "pg";
import { z } from "zod";
import { lastAppliedMigration, migrationJournal } from "../../db/migrate";

/**
 * A Somnia backup (docs/decisions/032-backup-and-key-rotation.md): gzip-compressed lines of JSON.
 * The first line is the header, then one line per row (`{"table","row"}`), tables in the order
 * their foreign keys allow them to be inserted, then the trailer with each table's row count and
 * the SHA-256 of every line before it.
 */
export const BACKUP_FORMAT = "somnia-backup";
export const BACKUP_VERSION = 1;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  /** The last migration applied to the database it was made from. */
  migration: z.string(),
  /** The fingerprint of the master key that wraps its data keys (crypto/master-key.ts). */
  masterKey: z.string(),
  tables: z.array(z.string()).min(1),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupRowSchema = z.object({ table: z.string(), row: z.record(z.string(), z.unknown()) });

export const backupTrailerSchema = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().min(0)),
  sha256: z.string(),
});

/** A backup cannot be written or restored; the message says why and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The newest migration this code applies. */
export function codeMigration(): string {
  return migrationJournal().at(-1)?.tag ?? "none";
}

/** The last migration applied to the database, by its name in this code's journal. */
export async function databaseMigration(client: pg.ClientBase): Promise<string> {
  const last = await lastAppliedMigration(client).catch(() => null);
  if (last === null)
    throw new BackupError("This database has never been set up: start Somnia on it once first.");
  const entry = migrationJournal().find((migration) => migration.when === last);
  if (!entry)
    throw new BackupError("This database was set up by a newer Somnia: back it up with that version.");
  return entry.tag;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export { quote as quoteIdentifier };

/**
 * The tables of the current schema, each after the tables its foreign keys point to (a reference
 * to itself aside), so that rows can be inserted in this order and the constraints hold throughout.
 */
export async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((name) =>
      references.every((ref) => ref.child !== name || !pending.has(ref.parent)),
    );
    if (ready.length === 0) throw new Error(`the foreign keys of ${[...pending].join(", ")} form a cycle`);
    for (const name of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}
