import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Reads a secret from `path`, or creates it (mode 0600) with `generate()` on first start.
 * The secret is written to a file of its own and then linked to `path`: another instance starting
 * at the same moment on the same directory never reads a file still being written, and a link that
 * finds `path` there keeps whichever secret came first.
 */
export function readOrCreateSecretFile(path: string, generate: () => string): string {
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const written = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.new`;
  writeFileSync(written, `${generate()}\n`, { flag: "wx", mode: 0o600 });
  try {
    linkSync(written, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(written, { force: true });
  }
  return readFileSync(path, "utf8").trim();
}
