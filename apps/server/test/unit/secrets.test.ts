import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadMasterKey } from "../../src/crypto/master-key";
import { loadEnv } from "../../src/env";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the master key", () => {
  it("is generated into DATA_DIR/master.key with mode 0600 and reused afterwards", async () => {
    dir = join(await mkdtemp(join(tmpdir(), "somnia-key-")), "nested", "data");
    const env = loadEnv({ DATA_DIR: dir });
    const key = loadMasterKey(env);
    expect(key).toHaveLength(32);
    const file = join(dir, "master.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64")).toEqual(key);
    expect(loadMasterKey(env)).toEqual(key);
  });

  it("comes from MASTER_KEY when set, without touching the data directory", async () => {
    dir = await mkdtemp(join(tmpdir(), "somnia-key-"));
    const value = Buffer.alloc(32, 9);
    const key = loadMasterKey(loadEnv({ DATA_DIR: dir, MASTER_KEY: value.toString("base64") }));
    expect(key).toEqual(value);
    await expect(stat(join(dir, "master.key"))).rejects.toThrow();
  });
});

describe("a secret file", () => {
  it("is the same, never empty, for instances creating it at the same moment", async () => {
    dir = await mkdtemp(join(tmpdir(), "somnia-secret-"));
    const module = new URL("../../src/lib/secret-file.ts", import.meta.url).pathname;
    // Each process creates or reads 300 secrets in the shared directory, as fast as it can.
    const script = `
      import { readOrCreateSecretFile } from ${JSON.stringify(module)};
      const read = [];
      for (let i = 0; i < 300; i++) read.push(readOrCreateSecretFile(${JSON.stringify(dir)} + "/s" + i, () => "secret-" + process.pid + "-" + "x".repeat(1024)));
      process.stdout.write(JSON.stringify(read));`;
    const runs = await Promise.all(
      [1, 2, 3, 4].map(
        () =>
          new Promise<string[]>((resolve, reject) => {
            execFile(
              process.execPath,
              ["--import", "tsx", "--input-type=module", "-e", script],
              (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as string[])),
            );
          }),
      ),
    );
    for (const run of runs) {
      expect(run.filter((secret) => !secret.startsWith("secret-"))).toEqual([]);
      expect(run).toEqual(runs[0]);
    }
    expect((await readdir(dir)).filter((name) => name.endsWith(".new"))).toEqual([]);
  }, 60_000);
});
