import { existsSync } from "node:fs";
import { copyFile, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  checkMasterKey,
  generateMasterKey,
  loadMasterKey,
  MASTER_KEY_FILE,
  MasterKeyError,
  masterKeyFingerprint,
  NEXT_MASTER_KEY_FILE,
  opensDataKey,
  parseMasterKey,
} from "../../src/crypto/master-key";
import { userKeys } from "../../src/db/schema";
import { type RotationOptions, rotateMasterKey } from "../../src/services/keys/rotate-master-key";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { appOnDatabase, startTestApp, type TestApp } from "../helpers/test-app";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// One database for the file, emptied for each test's server: opening one costs most of a test.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.database.close();
  await database?.drop();
});
const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.stop();
});

/** A server with three users who each have a dream, its master key registered as at a first start. */
async function journalServer(env: Record<string, string> = {}) {
  const t = await startTestApp(env, database);
  started.push(t);
  const users: TestUser[] = [];
  for (const name of ["Ada", "Bo", "Cy"]) {
    const user = await createUser(t, { name });
    await createDream(t, user, { content: `${name} swam across a silver lake` });
    users.push(user);
  }
  const key = loadMasterKey(t.ctx.env);
  await checkMasterKey(t.ctx.db, key);
  return { t, users, key };
}

const exportOf = async (t: TestApp, user: TestUser) => {
  const response = await call(t.app, "/api/export?format=json", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"exportedAt": "[^"]+"/, "");
};

/** A server started afresh on the same database and data directory reads every journal as before. */
async function expectJournalsReadable(t: TestApp, users: TestUser[], before: string[]) {
  const again = appOnDatabase(t.ctx.env, { ...t.ctx.database, close: async () => {} });
  try {
    await checkMasterKey(again.ctx.db, loadMasterKey(again.ctx.env));
    expect(await Promise.all(users.map((user) => exportOf(again, user)))).toEqual(before);
  } finally {
    await again.ctx.close();
  }
}

/** `npm run rotate-master-key` on the test server's database and data directory. */
const rotate = (t: TestApp, current: Buffer, options: Partial<RotationOptions> = {}) =>
  rotateMasterKey({
    database: t.ctx.database,
    dataDir: t.dataDir,
    current,
    fromEnvironment: false,
    ...options,
  });

const keysOpenWith = async (t: TestApp, key: Buffer) =>
  (await t.ctx.db.select().from(userKeys)).map((row) => opensDataKey(key, row));

describe("the master key", () => {
  it("is recorded on first start; afterwards another key is refused with what to do", async () => {
    const { t, key } = await journalServer();
    await checkMasterKey(t.ctx.db, key);
    const other = parseMasterKey(generateMasterKey(), "test");
    await expect(checkMasterKey(t.ctx.db, other)).rejects.toThrow(
      "is not the one that wraps this database's data keys",
    );
  });

  it("refuses, on a database from before the key was recorded, a key that cannot open its data keys", async () => {
    const { t } = await journalServer();
    await t.ctx.database.client.query("delete from master_key");
    const other = parseMasterKey(generateMasterKey(), "test");
    await expect(checkMasterKey(t.ctx.db, other)).rejects.toThrow(
      "cannot open the data keys in this database",
    );
  });
});

describe("npm run rotate-master-key", () => {
  it("re-wraps every data key, keeps the old key beside the new one, and every journal still reads", async () => {
    const { t, users, key } = await journalServer();
    const before = await Promise.all(users.map((user) => exportOf(t, user)));
    const result = await rotate(t, key);
    expect(result.rewrapped).toBe(3);
    const next = loadMasterKey(t.ctx.env, { create: false });
    expect(next.equals(key)).toBe(false);
    expect(await keysOpenWith(t, next)).toEqual([true, true, true]);
    expect(await keysOpenWith(t, key)).toEqual([false, false, false]);
    const retired = await readFile(result.retiredKeyFile as string, "utf8");
    expect(parseMasterKey(retired.trim(), "retired").equals(key)).toBe(true);
    await expect(checkMasterKey(t.ctx.db, key)).rejects.toThrow(MasterKeyError);
    await expectJournalsReadable(t, users, before);
    // A server still running on the old key cannot add a data key the new one would not open.
    const late = await createUser(t, { name: "Late" });
    await expect(t.ctx.crypto.forUser(late.id, { create: true })).rejects.toThrow(MasterKeyError);
  });

  it("is finished by running it again after it stopped part-way, and nothing starts meanwhile", async () => {
    const { t, users, key } = await journalServer();
    const before = await Promise.all(users.map((user) => exportOf(t, user)));
    const crash = () => {
      throw new Error("power cut");
    };
    await expect(rotate(t, key, { batchSize: 1, log: crash })).rejects.toThrow("power cut");
    const next = parseMasterKey(
      (await readFile(join(t.dataDir, NEXT_MASTER_KEY_FILE), "utf8")).trim(),
      "next",
    );
    expect((await keysOpenWith(t, next)).filter(Boolean)).toHaveLength(1);
    await expect(checkMasterKey(t.ctx.db, key)).rejects.toThrow("A master-key rotation is under way");
    const late = await createUser(t, { name: "Late" });
    await expect(t.ctx.crypto.forUser(late.id, { create: true })).rejects.toThrow(MasterKeyError);

    const result = await rotate(t, key);
    expect(result.rewrapped).toBe(2);
    expect(loadMasterKey(t.ctx.env, { create: false }).equals(next)).toBe(true);
    await expectJournalsReadable(t, users, before);
  });

  it("installs the new key when it stopped after the database was done but before the files were", async () => {
    const { t, users, key } = await journalServer();
    const before = await Promise.all(users.map((user) => exportOf(t, user)));
    const first = await rotate(t, key);
    // Put the files back as they were before the last step.
    const keyFile = join(t.dataDir, MASTER_KEY_FILE);
    await copyFile(keyFile, join(t.dataDir, NEXT_MASTER_KEY_FILE));
    await copyFile(first.retiredKeyFile as string, keyFile);
    await expect(checkMasterKey(t.ctx.db, key)).rejects.toThrow("run `npm run rotate-master-key` again");

    const second = await rotate(t, key);
    expect(second.retiredKeyFile).toBe(first.retiredKeyFile);
    expect((await readdir(t.dataDir)).filter((name) => name.startsWith("master.key")).sort()).toEqual([
      MASTER_KEY_FILE,
      `${MASTER_KEY_FILE}.retired-${masterKeyFingerprint(key).slice(0, 8)}`,
    ]);
    await expectJournalsReadable(t, users, before);
  });

  it("with MASTER_KEY, leaves the new key in master.key.next for the operator", async () => {
    const { t, users, key } = await journalServer({ MASTER_KEY: generateMasterKey() });
    const before = await Promise.all(users.map((user) => exportOf(t, user)));
    const result = await rotate(t, key, { fromEnvironment: true });
    expect(result).toMatchObject({ rewrapped: 3, nextKeyFile: join(t.dataDir, NEXT_MASTER_KEY_FILE) });
    const next = (await readFile(result.nextKeyFile as string, "utf8")).trim();
    await expect(checkMasterKey(t.ctx.db, key)).rejects.toThrow(MasterKeyError);

    // The operator sets MASTER_KEY to the new key and runs the command again: only the file is left to delete.
    const again = await rotateMasterKey({
      database: t.ctx.database,
      dataDir: t.dataDir,
      current: parseMasterKey(next, "MASTER_KEY"),
      fromEnvironment: true,
    });
    expect(again).toEqual({ rewrapped: 0, finishedEarlier: true });
    await expect(readFile(result.nextKeyFile as string)).rejects.toThrow();
    const moved = { ...t, ctx: { ...t.ctx, env: { ...t.ctx.env, MASTER_KEY: next } } };
    await expectJournalsReadable(moved, users, before);
  });

  it("refuses a key that is not the database's, and changes nothing", async () => {
    const { t, key } = await journalServer();
    const other = parseMasterKey(generateMasterKey(), "test");
    await expect(rotate(t, other)).rejects.toThrow(MasterKeyError);
    expect(await keysOpenWith(t, key)).toEqual([true, true, true]);
    expect(existsSync(join(t.dataDir, NEXT_MASTER_KEY_FILE))).toBe(false);
  });
});
