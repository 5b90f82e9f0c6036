import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom } from "../helpers/http";
import { lastMailTo, pathOf } from "../helpers/outbox";
import { adminQuery, databaseUrl } from "../setup/postgres-template";
import { type Instance, startInstance, startNginx } from "./processes";
import { type LoadUser, startLoad } from "./steady-load";

/** How long an instance taken out of the upstream is left to answer what it was sent before. */
const DRAIN_MS = 1_000;

/**
 * Two instances on one PostgreSQL database behind Debian's nginx (deploy/nginx/somnia-proxy.conf),
 * under a steady mixed load, each restarted in turn as a rolling deploy does (out of the upstream,
 * restarted, back in): no request may fail and no live event be lost (docs/deploy.md). The figures
 * are printed for docs/benchmarks.md.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a rolling restart behind nginx", () => {
  const ports = { proxy: 4510 + Math.floor(Math.random() * 400) * 3 };
  const upstreams = [ports.proxy + 1, ports.proxy + 2];
  const base = `http://127.0.0.1:${ports.proxy}`;
  const database = `somnia_rolling_${randomBytes(6).toString("hex")}`;
  let dir = "";
  let env: Record<string, string> = {};
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "somnia-rolling-"));
    await adminQuery(`create database ${database}`);
    // What every instance of one deployment shares: the database, the secrets, the public address.
    env = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl(database),
      DATA_DIR: dir,
      MASTER_KEY: randomBytes(32).toString("base64"),
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      PUBLIC_URL: base,
      TRUST_PROXY: "127.0.0.1",
      LANDING_PORT: "off",
      WEB_DIST_DIR: join(dir, "web"),
      LOG_LEVEL: "warn",
    };
    // Both start at once on the empty database: one migrates it, the other waits its turn (db/migrate.ts).
    instances.push(...(await Promise.all(upstreams.map((port) => startInstance(port, env)))));
    nginx = await startNginx(join(dir, "nginx"), ports.proxy, upstreams);
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await adminQuery(`drop database if exists ${database} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  /** Signs up through the proxy, follows the e-mailed link, and writes one dream. */
  async function signedInUser(n: number): Promise<LoadUser> {
    const email = `rolling-${n}-${randomBytes(3).toString("hex")}@example.com`;
    const headers = { origin: base, "content-type": "application/json" };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "correct horse battery", name: `Sleeper ${n}` }),
    });
    expect(signUp.status).toBe(200);
    const link = (await lastMailTo(dir, email)).links[0] as string;
    const verified = await fetch(`${base}${pathOf(link)}`, { redirect: "manual", headers: { origin: base } });
    expect(verified.status).toBe(302);
    const cookie = cookiesFrom(verified);
    const created = await fetch(`${base}/api/dreams`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ content: "A train through a forest of glass.", dreamDate: "2026-11-20" }),
    });
    expect(created.status).toBe(201);
    return { cookie, dreamId: ((await created.json()) as { id: string }).id };
  }

  it("fails no request and loses no live event while each instance restarts in turn", async () => {
    const users = [await signedInUser(1), await signedInUser(2)];
    const load = startLoad(base, users);
    const windows: [number, number][] = [];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const index of [0, 1]) {
      const from = Date.now();
      const old = instances[index] as Instance;
      // As docs/deploy.md says: out of the upstream first, then a moment for what nginx had already
      // sent it, so no request reaches an instance that has stopped listening.
      await nginx?.rotate(old.port, false);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      expect(await old.stop()).toBe(0);
      instances[index] = await startInstance(old.port, env);
      await nginx?.rotate(old.port, true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      windows.push([from, Date.now()]);
    }
    const report = await load.stop(windows);
    console.info(
      `[rolling restart] ${report.requests} requests, ${report.failures.length} failed; ` +
        `p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms; p99 during the restarts ` +
        `${report.p99During.toFixed(1)} ms, ${(report.p99During / report.p99Steady).toFixed(2)}× the steady ` +
        `${report.p99Steady.toFixed(1)} ms; ${report.writes} writes, ${report.lostEvents} live events lost, ` +
        `${report.connections} stream connections`,
    );
    const failed: Record<string, number> = {};
    for (const failure of report.failures) failed[failure] = (failed[failure] ?? 0) + 1;
    expect(failed, await nginx?.errorLog()).toEqual({});
    expect(report.lostEvents).toBe(0);
    expect(report.writes).toBeGreaterThan(20);
    // Each user's stream was ended by a stopping instance at least once and came back.
    expect(report.connections).toBeGreaterThanOrEqual(users.length * 2);
  }, 300_000);
});
