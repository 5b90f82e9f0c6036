import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

/** The on-disk PGlite database is open in another process (a server, a backup, a restore). */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/**
 * The locks this process holds. A lock file with this process's id that is not in here was left by
 * an earlier process with the same id (a container restarting): it is stale.
 */
const held = new Set<string>();

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: two opening the same directory would corrupt it. `dir.lock`
 * holds the owner's process id; a lock whose process has died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  if (held.has(path)) throw new DatabaseInUseError(`The database in ${dir} is already open in this process.`);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
    }
    const owner = Number.parseInt(readFileSync(path, "utf8"), 10);
    if (Number.isInteger(owner) && alive(owner)) {
      throw new DatabaseInUseError(
        `The database in ${dir} is open in process ${owner}: stop that Somnia first ` +
          `(if no Somnia is running, delete ${path}).`,
      );
    }
    unlinkSync(path);
  }
  held.add(path);
  return () => {
    held.delete(path);
    try {
      if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // already gone
    }
  };
}
