import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type Collector, type ExportedSpan, startCollector } from "../fakes/otlp-collector";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { startTestApp } from "../helpers/test-app";

const DREAM = "A violet lighthouse swallowed the tide while my grandmother sang backwards.";
const SERVER = 2;
const CLIENT = 3;

describe("tracing off (the default)", () => {
  it("has no tracing and leaves the database's pool as node-postgres made it", async () => {
    const off = await startTestApp();
    try {
      expect(off.ctx.tracing).toBeNull();
      expect(Object.hasOwn(off.ctx.database.client, "query")).toBe(false);
      expect(Object.hasOwn(off.ctx.database.client, "connect")).toBe(false);
    } finally {
      await off.stop();
    }
  });
});

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  const incoming = { traceId: randomBytes(16).toString("hex"), parentId: randomBytes(8).toString("hex") };
  let collector: Collector;
  let user: TestUser;
  let dreamId: string;
  let spans: ExportedSpan[];
  /** Every export, as sent. */
  let payload: string;

  /** A user signs up, saves a dream (titled and read by the model), lists and opens it; the app stops. */
  beforeAll(async () => {
    collector = await startCollector();
    const t = await startTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: "somnia-under-test",
    });
    try {
      await t.ctx.tracing?.ready;
      user = await createUser(t);
      const created = await call(t.app, "/api/dreams", {
        body: { content: DREAM, dreamDate: "2024-03-01" },
        cookie: user.cookie,
      });
      expect(created.status).toBe(201);
      dreamId = ((await json(created)) as { id: string }).id;
      const traceparent = `00-${incoming.traceId}-${incoming.parentId}-01`;
      const listed = await call(t.app, "/api/dreams?q=lighthouse", {
        cookie: user.cookie,
        headers: { traceparent },
      });
      expect(listed.status).toBe(200);
      expect((await call(t.app, `/api/dreams/${dreamId}`, { cookie: user.cookie })).status).toBe(200);
    } finally {
      // Stopping sends the spans still waiting for their batch.
      await t.stop();
      await collector.close();
    }
    spans = collector.spans();
    payload = collector.exports.map((e) => e.body).join("\n");
  });

  const serverSpan = (name: string) => {
    const found = spans.filter((s) => s.kind === SERVER && s.name === name);
    expect(found, name).toHaveLength(1);
    return found[0] as ExportedSpan;
  };
  const childrenOf = (parent: ExportedSpan) => spans.filter((s) => s.parentSpanId === parent.spanId);

  it("exports OTLP/HTTP JSON to /v1/traces under OTEL_SERVICE_NAME", () => {
    expect(collector.exports.length).toBeGreaterThan(0);
    for (const sent of collector.exports)
      expect([sent.path, sent.contentType]).toEqual(["/v1/traces", "application/json"]);
    expect(new Set(spans.map((s) => s.resource["service.name"]))).toEqual(new Set(["somnia-under-test"]));
  });

  it("names a request's span by its method and route template, never its path", () => {
    const read = serverSpan("GET /api/dreams/:id");
    expect(read.attributes).toEqual({
      "http.request.method": "GET",
      "http.route": "/api/dreams/:id",
      "http.response.status_code": 200,
    });
    expect(serverSpan("POST /api/dreams").attributes["http.response.status_code"]).toBe(201);
    for (const span of spans.filter((s) => s.kind === SERVER)) expect(span.name).toMatch(/^[A-Z]+( \/\S*)?$/);
    expect(payload).not.toContain(dreamId);
  });

  it("joins the request's queries under its span in the caller's trace (traceparent)", () => {
    const list = serverSpan("GET /api/dreams");
    expect([list.traceId, list.parentSpanId]).toEqual([incoming.traceId, incoming.parentId]);
    const queries = childrenOf(list);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.kind).toBe(CLIENT);
      expect(query.traceId).toBe(incoming.traceId);
      expect(query.attributes["db.system.name"]).toBe("postgresql");
      expect(query.name).toBe(query.attributes["db.operation.name"]);
    }
    // The statement with its placeholders: the values (the user's id, the search's words) stay out.
    expect(queries.some((q) => /\$1\b/.test(String(q.attributes["db.query.text"])))).toBe(true);
  });

  it("starts a trace of its own for a request that brings none, its transaction and model calls beneath it", () => {
    const create = serverSpan("POST /api/dreams");
    expect(create.parentSpanId).toBeUndefined();
    expect(create.traceId).not.toBe(incoming.traceId);
    const children = childrenOf(create);
    for (const child of children) expect(child.traceId).toBe(create.traceId);
    const names = children.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["ai title", "ai detect", "BEGIN", "INSERT", "COMMIT"]));
    const title = children.find((s) => s.name === "ai title");
    expect(title?.attributes).toEqual({ "somnia.ai.provider": "builtin", "somnia.ai.operation": "title" });
  });

  it("sends no dream text, search words, user id, e-mail, password or cookie", () => {
    const secrets = [DREAM, "lighthouse", "grandmother", user.id, user.email, user.password, dreamId];
    secrets.push(...user.cookie.split(/[;=]\s*/).filter((part) => part.length > 16));
    for (const secret of secrets) expect(payload, secret).not.toContain(secret);
    for (const span of spans)
      for (const value of Object.values(span.attributes))
        for (const secret of [user.id, user.email]) expect(String(value)).not.toContain(secret);
  });
});
