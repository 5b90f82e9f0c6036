import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { BackupError } from "../services/backup/format";
import { writeBackup } from "../services/backup/write-backup";
import { plural, runMaintenance } from "./maintenance";

const USAGE = `Usage: npm run backup -- [file]

Writes a consistent backup of Somnia's database (DATABASE_URL, or the PGlite database in
DATA_DIR) as one gzip-compressed file, by default DATA_DIR/backups/somnia-<time>.backup.gz.
The server may keep running on PostgreSQL; PGlite's database opens in one process only,
so stop Somnia first there.

The backup's dreams stay encrypted: restoring it needs the master key (MASTER_KEY, or
DATA_DIR/master.key). Keep the key, and a copy of it, apart from the backups.`;

await runMaintenance({
  usage: USAGE,
  migrate: false,
  async run({ env, database, masterKey, args, resolvePath }) {
    const [given, ...extra] = args.positionals;
    if (extra.length > 0) throw new BackupError(`Give at most one file.\n\n${USAGE}`);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const path = given ? resolvePath(given) : join(env.DATA_DIR, "backups", `somnia-${stamp}.backup.gz`);
    mkdirSync(dirname(path), { recursive: true });
    const { rows } = await writeBackup(database, masterKey, path);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.info(
      `Backed up ${plural(rows.user ?? 0, "account")} and ${plural(rows.dreams ?? 0, "dream")} ` +
        `(${plural(total, "row")} in ${plural(Object.keys(rows).length, "table")}) to ${path}`,
    );
  },
});
