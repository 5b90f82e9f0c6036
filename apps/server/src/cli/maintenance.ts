import { isAbsolute, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadMasterKey, MasterKeyError } from "../crypto/master-key";
import { type Database, openDatabase } from "../db";
import { DatabaseInUseError } from "../db/data-dir-lock";
import { migrate } from "../db/migrate";
import { type Env, EnvError, loadEnv } from "../env";
import { BackupError } from "../services/backup/format";

export interface MaintenanceTools {
  env: Env;
  database: Database;
  masterKey: Buffer;
  /** The positional arguments and flags given after `npm run <command> --`. */
  args: { positionals: string[]; values: Record<string, string | boolean | undefined> };
  /** A path as the operator typed it, from the directory `npm run` was started in. */
  resolvePath(path: string): string;
}

export interface MaintenanceCommand {
  usage: string;
  flags?: Record<string, { type: "boolean" | "string" }>;
  /** Whether to bring the database to this code's schema first (restore, rotation) or leave it (backup). */
  migrate: boolean;
  run(tools: MaintenanceTools): Promise<void>;
}

const EXPECTED = [EnvError, MasterKeyError, DatabaseInUseError, BackupError];

/**
 * The frame of `npm run backup`, `restore` and `rotate-master-key`: the server's own environment,
 * master key (never generated here) and database; what the operator can fix is said in one
 * message and exit code 1, never a stack trace.
 */
export async function runMaintenance(command: MaintenanceCommand): Promise<void> {
  let database: Database | undefined;
  try {
    const args = parseArgs({
      args: process.argv.slice(2),
      options: { help: { type: "boolean", short: "h" }, ...command.flags },
      allowPositionals: true,
    });
    if (args.values.help) {
      console.info(command.usage);
      return;
    }
    const env = loadEnv(process.env);
    const masterKey = loadMasterKey(env, { create: false });
    database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    if (command.migrate) await migrate(database);
    const base = env.INIT_CWD ?? process.cwd();
    await command.run({
      env,
      database,
      masterKey,
      args,
      resolvePath: (path) => (isAbsolute(path) ? path : resolve(base, path)),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      console.error(`${(error as Error).message}\n\n${command.usage}`);
    } else if (EXPECTED.some((type) => error instanceof type)) {
      console.error((error as Error).message);
    } else {
      throw error;
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
