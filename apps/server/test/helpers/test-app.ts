import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createAi } from "../../src/ai";
import { type App, createApp } from "../../src/app";
import { type AppContext, createContext } from "../../src/context";
import type { Database } from "../../src/db";
import { type Env, loadEnv } from "../../src/env";
import { createLogger } from "../../src/lib/logger";
import { createTestDatabase, emptyTestDatabase, type TestDatabase } from "./test-database";

export const PUBLIC_URL = "http://localhost:3000";

/**
 * scrypt at a token cost: sign-ups and sign-ins would otherwise spend most of the suite's CPU.
 * Only `createContext`'s explicit override takes it (decision 014); test/unit/password.test.ts
 * asserts the production cost.
 */
export const TEST_SCRYPT_COST = { N: 16, r: 1, p: 1 };

export interface TestApp {
  app: App;
  ctx: AppContext;
  dataDir: string;
}

function testContext(env: Env, database: Database): AppContext {
  // Error logs go to console.error, so an unexpected server error fails the test.
  const logger = createLogger("error", { write: (line: string) => console.error(line) });
  return createContext(env, { logger, announce: () => {}, database, scryptCost: TEST_SCRYPT_COST });
}

/**
 * Builds the real app on a temporary data directory (outbox, master key) and its own migrated
 * database; or on `shared`, emptied first and left open by `stop()`: a file whose every test needs
 * a server of its own then opens one database, not one per test.
 */
export async function startTestApp(
  extraEnv: Record<string, string> = {},
  shared?: TestDatabase,
): Promise<TestApp & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), "somnia-test-"));
  if (shared) await emptyTestDatabase(shared.database);
  const database = shared ?? (await createTestDatabase());
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL,
    LOG_LEVEL: "error",
    ...extraEnv,
  });
  const ctx = testContext(env, shared ? { ...shared.database, close: async () => {} } : database.database);
  return {
    app: createApp(ctx),
    ctx,
    dataDir,
    async stop() {
      await ctx.close();
      if (!shared) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server on `env` (its data directory: master key, auth secret, outbox) and `database`:
 * e.g. a restore's target beside the server the backup came from. Closed by its `ctx.close()`.
 */
export function appOnDatabase(env: Env, database: Database): TestApp {
  const ctx = testContext(env, database);
  return { app: createApp(ctx), ctx, dataDir: env.DATA_DIR };
}

/** One app per test file: `const t = useTestApp();` then `t.app` inside tests. */
export function useTestApp(extraEnv: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(extraEnv);
    Object.assign(holder, started);
    stop = started.stop;
  });
  afterAll(async () => {
    await stop?.();
  });
  return holder;
}

/**
 * The same app — database, users, logger — with every AI and webhook call limited to `timeoutMs`:
 * for a timeout case against a fake that never answers, while `t` keeps the default limit so its
 * ordinary calls never race a clock on a loaded machine.
 */
export function withAiTimeout(t: TestApp, timeoutMs: number): TestApp {
  const env = { ...t.ctx.env, AI_TIMEOUT_MS: timeoutMs };
  const ctx = { ...t.ctx, env, ai: createAi(env) };
  return { ...t, ctx, app: createApp(ctx) };
}
