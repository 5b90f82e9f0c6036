import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { serve } from "@hono/node-server";
import { DREAM_PAGE_SIZE } from "@somnia/shared/dreams";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { createApp } from "../src/app";
import { type AppContext, createContext } from "../src/context";
import { migrate } from "../src/db/migrate";
import { dreams } from "../src/db/schema/dreams";
import { loadEnv } from "../src/env";
import { createLogger } from "../src/lib/logger";
import type { Target } from "./targets";

/**
 * The password hashing cost of the bench's users. Signing up 101 users at the production cost
 * (scrypt N=2^17, r=8: a few hundred ms of CPU each) would only slow the set-up: no password is
 * hashed or checked while anything is measured, so a lower cost changes none of the figures.
 * `createContext`'s override is the only way to lower it (docs/decisions/014-test-databases-and-costs.md).
 */
const BENCH_SCRYPT_COST = { N: 1024, r: 8, p: 1 };

/** The bare route: no middleware, no auth, no decryption — only the SQL of the list's first page. */
export const BARE_PATH = "/bench/bare-list";

export interface BenchServer {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** The bare route's app (the same SQL as the list's first page, nothing else). */
  bare: Hono;
  url: string;
  /** The user whose dreams the bare route lists. */
  setBareUser(userId: string): void;
  stop(): Promise<void>;
}

/** The bench server's context on `target` at `url` (also what export-probe.ts opens, in another process). */
export function benchContext(target: Pick<Target, "dataDir" | "databaseUrl">, url: string): AppContext {
  const env = loadEnv({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    LOG_LEVEL: "error",
  });
  const logger = createLogger("error");
  return createContext(env, { logger, announce: () => {}, scryptCost: BENCH_SCRYPT_COST });
}

/** The real server (createContext + migrate + createApp + @hono/node-server) on a free loopback port. */
export async function startServer(target: Target): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = benchContext(target, url);
  await migrate(ctx.database);
  const app = createApp(ctx);

  let bareUserId = "";
  const bare = new Hono().get(BARE_PATH, async (c) => {
    const rows = await ctx.db
      .select()
      .from(dreams)
      .where(and(eq(dreams.userId, bareUserId), eq(dreams.notRemembered, false)))
      .orderBy(desc(dreams.dreamDate), desc(dreams.createdAt), desc(dreams.id))
      .limit(DREAM_PAGE_SIZE + 1);
    return c.json(rows.slice(0, DREAM_PAGE_SIZE));
  });
  const fetch = (request: Request, env: unknown) =>
    new URL(request.url).pathname === BARE_PATH ? bare.fetch(request) : app.fetch(request, env);

  const server = serve({ fetch, hostname: "127.0.0.1", port });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    ctx,
    app,
    bare,
    url,
    setBareUser(userId) {
      bareUserId = userId;
    },
    async stop() {
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.close();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
