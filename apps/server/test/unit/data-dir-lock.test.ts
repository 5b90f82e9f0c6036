import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "../../src/db/data-dir-lock";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "somnia-lock-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the PGlite data directory's lock", () => {
  it("lets one opener in at a time, and is free again once released", () => {
    const db = join(dir, "db");
    const release = lockDataDir(db);
    expect(readFileSync(`${db}.lock`, "utf8")).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(db)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(`${db}.lock`)).toBe(false);
    lockDataDir(db)();
  });

  it("refuses a directory a live process holds, naming it and the way out", () => {
    const db = join(dir, "db");
    writeFileSync(`${db}.lock`, `${process.ppid}\n`);
    expect(() => lockDataDir(db)).toThrow(
      `The database in ${db} is open in process ${process.ppid}: stop that Somnia first (if no Somnia is running, delete ${db}.lock).`,
    );
  });

  it("takes over a lock left by a process that has died, or by an earlier process with this id", () => {
    const db = join(dir, "db");
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    for (const pid of [dead, process.pid]) {
      writeFileSync(`${db}.lock`, `${pid}\n`);
      const release = lockDataDir(db);
      expect(readFileSync(`${db}.lock`, "utf8")).toBe(`${process.pid}\n`);
      release();
    }
  });
});
