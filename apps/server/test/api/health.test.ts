import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { checkMasterKey, loadMasterKey } from "../../src/crypto/master-key";
import { masterKeyState } from "../../src/db/schema";
import { createLifecycle } from "../../src/lib/lifecycle";
import { startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp & { stop(): Promise<void> };
beforeAll(async () => {
  t = await startTestApp();
  // As the server does at start (index.ts): records the master key that wraps this database.
  await checkMasterKey(t.ctx.db, loadMasterKey(t.ctx.env));
});
afterAll(() => t.stop());

const probe = async (app: TestApp["app"], path: string) => {
  const response = await app.request(`http://localhost:3000${path}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
};

describe("/healthz", () => {
  it("answers while the process runs, without a session, never cached", async () => {
    expect(await probe(t.app, "/healthz")).toEqual({
      status: 200,
      body: { status: "ok" },
      cache: "no-store",
    });
  });
});

describe("/readyz", () => {
  const unavailable = { status: 503, body: { status: "unavailable" }, cache: "no-store" };

  it("is ready with the database answering, every migration applied and the right master key", async () => {
    expect(await probe(t.app, "/readyz")).toEqual({
      status: 200,
      body: { status: "ready" },
      cache: "no-store",
    });
  });

  it("is not ready once the instance is shutting down, and says no more than that", async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ ...t.ctx, lifecycle });
    expect((await probe(app, "/readyz")).status).toBe(200);
    lifecycle.drain();
    expect(await probe(app, "/readyz")).toEqual(unavailable);
    expect((await probe(app, "/healthz")).status).toBe(200);
  });

  it("has every answer close its connection once the instance is shutting down, so clients move on", async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ ...t.ctx, lifecycle });
    expect((await app.request("http://localhost:3000/api/config")).headers.get("connection")).toBeNull();
    lifecycle.drain();
    const answer = await app.request("http://localhost:3000/api/config");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
  });

  it("is not ready while the database lacks this code's last migration", async () => {
    const { client } = t.ctx.database;
    const { rows } = await client.query(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *",
    );
    try {
      expect(await probe(t.app, "/readyz")).toEqual(unavailable);
    } finally {
      const [row] = rows;
      await client.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
        row.hash,
        row.created_at,
      ]);
    }
    expect((await probe(t.app, "/readyz")).status).toBe(200);
  });

  it("is not ready when the master key is not the one that wraps the database, or a rotation is under way", async () => {
    const [state] = await t.ctx.db.select().from(masterKeyState);
    try {
      await t.ctx.db.update(masterKeyState).set({ nextFingerprint: "0".repeat(32) });
      expect(await probe(t.app, "/readyz")).toEqual(unavailable);
      await t.ctx.db.update(masterKeyState).set({ fingerprint: "0".repeat(32), nextFingerprint: null });
      expect(await probe(t.app, "/readyz")).toEqual(unavailable);
    } finally {
      await t.ctx.db.update(masterKeyState).set({ fingerprint: state?.fingerprint, nextFingerprint: null });
    }
    expect((await probe(t.app, "/readyz")).status).toBe(200);
  });

  it("is not ready when the database does not answer", async () => {
    const other = await startTestApp();
    await checkMasterKey(other.ctx.db, loadMasterKey(other.ctx.env));
    expect((await probe(other.app, "/readyz")).status).toBe(200);
    await other.ctx.database.close();
    try {
      expect(await probe(other.app, "/readyz")).toEqual(unavailable);
      expect((await probe(other.app, "/healthz")).status).toBe(200);
    } finally {
      await other.stop().catch(() => {});
    }
  });
});
