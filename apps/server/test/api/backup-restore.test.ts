import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMasterKey, MasterKeyError } from "../../src/crypto/master-key";
import { restoreBackup } from "../../src/services/backup/restore-backup";
import { writeBackup } from "../../src/services/backup/write-backup";
import { searchIds, setMembership } from "../helpers/dreams";
import { seedAccount, seedJournal } from "../helpers/export-seed";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { appOnDatabase, type TestApp, useTestApp } from "../helpers/test-app";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

const t = useTestApp();
let ada: TestUser;
let bo: TestUser;
let file: string;
let target: TestDatabase;
let restored: TestApp;
let masterKey: Buffer;

beforeAll(async () => {
  ada = await createUser(t, { name: "Ada" });
  bo = await createUser(t, { name: "Bo" });
  await seedJournal(t, ada.id, 1200);
  await seedAccount(t, ada, "Ada");
  await seedJournal(t, bo.id, 20);
  await seedAccount(t, bo, "Bo");
  masterKey = loadMasterKey(t.ctx.env);
  file = join(t.dataDir, "somnia.backup.gz");
  await writeBackup(t.ctx.database, masterKey, file);
  target = await createTestDatabase();
  restored = appOnDatabase(t.ctx.env, target.database);
});

afterAll(async () => {
  await restored.ctx.close();
  await target.drop();
});

/** The account's export, with the moment it was made taken out. */
async function exportOf(app: TestApp, user: TestUser, format: "json" | "md") {
  const response = await call(app.app, `/api/export?format=${format}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"exportedAt": "[^"]+"|^Exported .+$/m, "");
}

const dreamCount = async (database: TestDatabase) =>
  (await database.database.client.query<{ n: number }>("select count(*)::int as n from dreams")).rows[0]?.n;

/** The backup's lines, changed by `edit`, compressed again into a new file. */
async function rewritten(name: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(await readFile(file))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  const path = join(t.dataDir, name);
  await writeFile(path, gzipSync(`${edit(lines).join("\n")}\n`));
  return path;
}

const restore = (path: string, replace = false, key = masterKey) =>
  restoreBackup(target.database, key, createReadStream(path), { replace });

describe("backup and restore", () => {
  it("restores into an empty database: every account exports the same, signs in, and finds its dreams", async () => {
    const rows = await restore(file);
    expect(rows.dreams).toBe(1220 + 10);
    expect(rows.user).toBe(2);
    expect(await dreamCount(target)).toBe(1230);
    for (const user of [ada, bo]) {
      for (const format of ["json", "md"] as const) {
        expect(await exportOf(restored, user, format)).toBe(await exportOf(t, user, format));
      }
      expect((await signIn(restored, user)).response.status).toBe(200);
    }
    // The search index came back with the dreams, under the same keys.
    expect(await searchIds(restored, ada, { q: "tide" })).toEqual(await searchIds(t, ada, { q: "tide" }));
    expect((await searchIds(restored, ada, { q: "tide" })).length).toBeGreaterThan(0);
  });

  it("refuses a database that holds data unless told to replace it, and then replaces all of it", async () => {
    await expect(restore(file)).rejects.toThrow(
      "This database already holds data: restore into an empty database, or add --replace",
    );
    await createUser(restored, { name: "Newcomer" });
    await restore(file, true);
    expect(await dreamCount(target)).toBe(1230);
    const users = await target.database.client.query<{ name: string }>(
      'select name from "user" order by name',
    );
    expect(users.rows.map((row) => row.name)).toEqual(["Ada", "Bo"]);
  });

  it.each([
    ["a damaged byte", "flipped", /The backup file is damaged/],
    ["a file cut short", "cut", /The backup file is incomplete/],
    ["a file that is not gzip", "plain", /This file is not a Somnia backup \(it is not gzip-compressed\)/],
  ])("refuses %s and leaves the database as it was, even with --replace", async (_, kind, message) => {
    const bytes = await readFile(file);
    const path = join(t.dataDir, `${kind}.backup.gz`);
    const middle = Math.floor(bytes.length / 2);
    if (kind === "flipped") bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(
      path,
      kind === "cut" ? bytes.subarray(0, bytes.length / 2) : kind === "plain" ? "hello\n" : bytes,
    );
    await expect(restore(path, true)).rejects.toThrow(message);
    expect(await dreamCount(target)).toBe(1230);
  });

  it("refuses edited, shortened or foreign contents with a message that says why, and changes nothing", async () => {
    const cases: [string, (lines: string[]) => string[], RegExp][] = [
      [
        "edited",
        (l) => l.map((line, i) => (i === 40 ? line.replace('"title":"', '"title":"x') : line)),
        /checksum/,
      ],
      ["no-trailer", (l) => l.slice(0, -1), /incomplete: it ends before its last line/],
      ["row-dropped", (l) => [...l.slice(0, 30), ...l.slice(31)], /checksum|row counts/],
      ["not-somnia", () => ['{"hello":"world"}'], /This file is not a Somnia backup\./],
      [
        "older",
        (l) => [l[0]?.replace(/"migration":"[^"]+"/, '"migration":"0001_older"') ?? "", ...l.slice(1)],
        /migration 0001_older; this one is at/,
      ],
    ];
    for (const [name, edit, message] of cases) {
      await expect(restore(await rewritten(`${name}.backup.gz`, edit), true)).rejects.toThrow(message);
      expect(await dreamCount(target)).toBe(1230);
    }
  });

  it("needs the master key the backup was made with", async () => {
    await expect(restore(file, true, randomBytes(32))).rejects.toThrow(
      "This backup's data keys are wrapped with another master key",
    );
    expect(await dreamCount(target)).toBe(1230);
  });

  it("writes nothing with a master key that is not the database's", async () => {
    const path = join(t.dataDir, "foreign.backup.gz");
    await expect(writeBackup(t.ctx.database, randomBytes(32), path)).rejects.toThrow(MasterKeyError);
    expect(existsSync(path) || existsSync(`${path}.partial`)).toBe(false);
  });

  it("is one consistent picture while the server writes", async () => {
    const path = join(t.dataDir, "busy.backup.gz");
    await setMembership(t, bo, "Plus");
    const writes = Array.from({ length: 20 }, (_, i) =>
      call(t.app, "/api/dreams", {
        body: { dreamDate: "2026-03-03", content: `Written during the backup ${i}` },
        cookie: bo.cookie,
      }),
    );
    const [summary] = await Promise.all([writeBackup(t.ctx.database, masterKey, path), ...writes]);
    const lines = gunzipSync(await readFile(path))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    expect(lines.length).toBe(Object.values(summary.rows).reduce((a, b) => a + b, 0) + 2);
    await restore(path, true);
    for (const format of ["json", "md"] as const) {
      const restoredExport = await exportOf(restored, bo, format);
      expect(restoredExport.match(/Written during the backup/g)?.length ?? 0).toBe(
        (summary.rows.dreams ?? 0) - 1230,
      );
    }
  });
});
