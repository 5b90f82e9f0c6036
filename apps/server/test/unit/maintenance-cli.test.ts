import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkMasterKey, loadMasterKey } from "../../src/crypto/master-key";
import { openDatabase } from "../../src/db";
import { migrate } from "../../src/db/migrate";
import { loadEnv } from "../../src/env";
import { createDream } from "../helpers/dreams";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { appOnDatabase, PUBLIC_URL, type TestApp } from "../helpers/test-app";

const ROOT = resolve(import.meta.dirname, "../../../..");

/** `npm run <command> -- …args` as an operator runs it: the server's CLI in its own process. */
function run(command: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL, MASTER_KEY, ...inherited } = process.env;
  return new Promise<{ code: number; out: string; err: string }>((done) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `apps/server/src/cli/${command}.ts`, ...args],
      { cwd: ROOT, env: { ...inherited, NODE_ENV: "development", PUBLIC_URL, ...env } },
      (error, out, err) => done({ code: error ? Number(error.code) : 0, out, err }),
    );
  });
}

/**
 * The run's migrated PGlite template unpacked as `dir`'s database: what `npm start` leaves in a new
 * data directory, without initdb's seconds. The restore below creates its database for real.
 */
async function unpackTemplate(dir: string) {
  await mkdir(join(dir, "db"), { recursive: true });
  await promisify(execFile)("tar", ["-xf", inject("pgliteTemplate"), "-C", join(dir, "db")]);
}

/** A server on the PGlite database on disk in `dir`, migrated as at `npm start`. */
async function serverIn(dir: string) {
  const env = loadEnv({ NODE_ENV: "test", DATA_DIR: dir, PUBLIC_URL, LOG_LEVEL: "error" });
  const database = openDatabase({ url: undefined, dataDir: dir });
  await migrate(database);
  return appOnDatabase(env, database);
}

let base: string;
let first: string;
let second: string;
let ada: TestUser;
let exported: string;

/** Ada's export, signed in afresh: another data directory has its own auth secret, so old sessions end. */
async function exportOf(t: TestApp) {
  const { cookie } = await signIn(t, ada);
  const response = await call(t.app, "/api/export?format=json", { cookie });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"exportedAt": "[^"]+"/, "");
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), "somnia-cli-"));
  first = join(base, "first");
  second = join(base, "second");
  await mkdir(second);
});
afterAll(() => rm(base, { recursive: true, force: true }));

// Each step starts the CLI in a process of its own (tsx, then PGlite): under a loaded machine five
// of them in one test took longer than the suite's 30 s.
describe("npm run backup, restore and rotate-master-key", { timeout: 120_000 }, () => {
  it("say what is wrong, in one line and exit code 1, when there is nothing to work on", async () => {
    const [noKey, unknown] = await Promise.all([
      run("backup", [], { DATA_DIR: second }),
      run("restore", ["--force"], { DATA_DIR: second }),
    ]);
    expect(noKey).toMatchObject({ code: 1, out: "" });
    expect(noKey.err.trim()).toBe(
      `There is no master key: set MASTER_KEY, or put the key file at ${join(second, "master.key")}.`,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(
      /Unknown option '--force'[\s\S]*Usage: npm run restore -- <file> \[--replace\]/,
    );
    expect(await readdir(second)).toEqual([]);
  });

  it("back up a journal, refuse a database another process has open, and restore it elsewhere", async () => {
    await unpackTemplate(first);
    const t = await serverIn(first);
    ada = await createUser(t, { name: "Ada" });
    await createDream(t, ada, { content: "A lighthouse in the fog" });
    exported = await exportOf(t);
    const busy = await run("backup", [], { DATA_DIR: first });
    expect(busy.code).toBe(1);
    expect(busy.err).toContain(`is open in process ${process.pid}: stop that Somnia first`);
    await t.ctx.close();

    const backup = await run("backup", ["ada.backup.gz"], { DATA_DIR: first, INIT_CWD: base });
    expect(backup.err).toBe("");
    expect(backup.out).toMatch(/^Backed up 1 account and 1 dream \(\d+ rows in \d+ tables\) to /);
    expect(backup.out.trim().endsWith(` to ${join(base, "ada.backup.gz")}`)).toBe(true);

    await copyFile(join(first, "master.key"), join(second, "master.key"));
    const missing = await run("restore", ["nowhere.backup.gz"], { DATA_DIR: second, INIT_CWD: base });
    expect(missing.err.trim()).toBe(`There is no file at ${join(base, "nowhere.backup.gz")}.`);
    const restored = await run("restore", ["ada.backup.gz"], { DATA_DIR: second, INIT_CWD: base });
    expect(restored.err).toBe("");
    expect(restored.out).toMatch(/^Restored 1 account and 1 dream \(\d+ rows\) from /);

    const copy = await serverIn(second);
    expect(await exportOf(copy)).toBe(exported);
    await copy.ctx.close();
  });

  it("rotate the master key: the journal reads with the new key, and the old one is kept", async () => {
    const rotated = await run("rotate-master-key", [], { DATA_DIR: second });
    expect(rotated.err).toBe("");
    expect(rotated.out).toContain("The master key was rotated: 1 data key re-wrapped.");
    expect(rotated.out).toMatch(
      /The old key is kept at .*master\.key\.retired-[0-9a-f]{8}: backups made before now need it/,
    );
    const copy = await serverIn(second);
    await checkMasterKey(copy.ctx.db, loadMasterKey(copy.ctx.env, { create: false }));
    expect(await exportOf(copy)).toBe(exported);
    await copy.ctx.close();
  });
});
