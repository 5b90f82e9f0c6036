import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createContext } from "../../src/context";
import { account } from "../../src/db/schema";
import { loadEnv } from "../../src/env";
import { createLogger } from "../../src/lib/logger";
import type { FakeServer } from "../fakes/fake-server";
import { startFakeOpenAi } from "../fakes/openai";
import { FAKE_TITLE } from "../fakes/replies";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, type TestApp, useTestApp } from "../helpers/test-app";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

const DREAM = { content: "I swam towards a lighthouse in a cold ocean.", dreamDate: "2026-02-04" };

// The fake's address is known once it listens, before the second app starts.
const aiEnv: Record<string, string> = { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model" };
let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  aiEnv.AI_BASE_URL = fake.url;
});
afterAll(() => fake?.close());
const builtin = useTestApp();
const remote = useTestApp(aiEnv);

describe("createContext", () => {
  it("keeps each context's own title AI when another context is built after it", async () => {
    const [ada, bo] = [await createUser(builtin), await createUser(remote)];
    const local = await json(await call(builtin.app, "/api/dreams", { body: DREAM, cookie: ada.cookie }));
    expect(fake.requests).toHaveLength(0);
    expect(local.title).not.toBe(FAKE_TITLE);
    const named = await json(await call(remote.app, "/api/dreams", { body: DREAM, cookie: bo.cookie }));
    expect(named.title).toBe(FAKE_TITLE);
  });

  describe("built from the environment alone", () => {
    let database: TestDatabase;
    let t: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      const dataDir = await mkdtemp(join(tmpdir(), "somnia-test-"));
      // A variable that tries to lower the cost is ignored: the schema knows no such field.
      const env = loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL, SCRYPT_N: "16" });
      const logger = createLogger("error", { write: (line: string) => console.error(line) });
      const ctx = createContext(env, { logger, announce: () => {}, database: database.database });
      t = { app: createApp(ctx), ctx, dataDir };
    });
    afterAll(async () => {
      await t?.ctx.close();
      await database?.drop();
      if (t) await rm(t.dataDir, { recursive: true, force: true });
    });

    it("hashes passwords at the production scrypt cost", async () => {
      const user = await createUser(t);
      const [row] = await t.ctx.db.select().from(account).where(eq(account.userId, user.id));
      expect(row?.password).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    });
  });
});
