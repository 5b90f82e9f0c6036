import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadMasterKey } from "../../src/crypto/master-key";
import { type Database, openDatabase } from "../../src/db";
import { migrate } from "../../src/db/migrate";
import { restoreBackup } from "../../src/services/backup/restore-backup";
import { writeBackup } from "../../src/services/backup/write-backup";
import { searchIds } from "../helpers/dreams";
import { seedAccount, seedJournal } from "../helpers/export-seed";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { appOnDatabase, type TestApp, useTestApp } from "../helpers/test-app";
import { adminQuery, databaseUrl } from "../setup/postgres-template";

const t = useTestApp();
const onPglite = process.env.SOMNIA_TEST_DRIVER !== "pg";

/**
 * The other kind of database, empty, as an operator starts it: PostgreSQL for a PGlite install that
 * outgrows one machine (docs/deploy.md), and PGlite for the way back. Migrated as `npm run restore`
 * migrates it (cli/maintenance.ts).
 */
async function otherDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (onPglite) {
    const name = `somnia_move_${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    const database = openDatabase({ url: databaseUrl(name), dataDir: "/nonexistent" });
    await migrate(database);
    return { database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
  }
  const database = openDatabase({ url: "memory://", dataDir: "/nonexistent" });
  await migrate(database);
  return { database, drop: async () => {} };
}

async function exportOf(app: TestApp, user: TestUser, format: "json" | "md") {
  const response = await call(app.app, `/api/export?format=${format}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"exportedAt": "[^"]+"|^Exported .+$/m, "");
}

let moved: TestApp | undefined;
let target: Awaited<ReturnType<typeof otherDatabase>> | undefined;
afterAll(async () => {
  await moved?.ctx.close();
  await target?.drop();
});

describe.skipIf(onPglite && !process.env.TEST_DATABASE_URL)(
  `moving a journal from ${onPglite ? "PGlite onto PostgreSQL" : "PostgreSQL onto PGlite"}`,
  () => {
    it("with npm run backup and npm run restore: every account exports the same, signs in and searches", async () => {
      const ada = await createUser(t, { name: "Ada" });
      await seedJournal(t, ada.id, 60);
      await seedAccount(t, ada, "Ada");
      const masterKey = loadMasterKey(t.ctx.env);
      const file = join(t.dataDir, "move.backup.gz");
      await writeBackup(t.ctx.database, masterKey, file);

      target = await otherDatabase();
      const rows = await restoreBackup(target.database, masterKey, createReadStream(file), {
        replace: false,
      });
      expect(rows.dreams).toBeGreaterThanOrEqual(60);
      moved = appOnDatabase(t.ctx.env, target.database);
      for (const format of ["json", "md"] as const) {
        expect(await exportOf(moved, ada, format)).toBe(await exportOf(t, ada, format));
      }
      expect((await signIn(moved, ada)).response.status).toBe(200);
      const found = await searchIds(t, ada, { q: "tide" });
      expect(found.length).toBeGreaterThan(0);
      expect(await searchIds(moved, ada, { q: "tide" })).toEqual(found);
    }, 120_000);
  },
);
