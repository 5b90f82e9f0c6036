import { createReadStream, existsSync, statSync } from "node:fs";
import { BackupError } from "../services/backup/format";
import { restoreBackup } from "../services/backup/restore-backup";
import { plural, runMaintenance } from "./maintenance";

const USAGE = `Usage: npm run restore -- <file> [--replace]

Restores a backup made by \`npm run backup\` into Somnia's database (DATABASE_URL, or the PGlite
database in DATA_DIR), in one transaction: a damaged or incomplete file changes nothing.
Stop every Somnia server first. A database that already holds data is refused unless
--replace is given, which replaces all of it with the backup.

The master key (MASTER_KEY, or DATA_DIR/master.key) must be the one in use when the backup
was made: after a rotation, that is the retired key kept beside master.key.`;

await runMaintenance({
  usage: USAGE,
  flags: { replace: { type: "boolean" } },
  migrate: true,
  async run({ database, masterKey, args, resolvePath }) {
    const [given, ...extra] = args.positionals;
    if (!given || extra.length > 0) throw new BackupError(`Give the one backup file to restore.\n\n${USAGE}`);
    const path = resolvePath(given);
    if (!existsSync(path) || !statSync(path).isFile()) throw new BackupError(`There is no file at ${path}.`);
    const rows = await restoreBackup(database, masterKey, createReadStream(path), {
      replace: args.values.replace === true,
    });
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.info(
      `Restored ${plural(rows.user ?? 0, "account")} and ${plural(rows.dreams ?? 0, "dream")} ` +
        `(${plural(total, "row")}) from ${path}`,
    );
  },
});
