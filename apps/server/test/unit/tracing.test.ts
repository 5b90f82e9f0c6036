import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAi } from "../../src/ai";
import { EnvError, loadEnv } from "../../src/env";
import type { AppEnv } from "../../src/lib/hono-env";
import { createLogger } from "../../src/lib/logger";
import { instrumentAi } from "../../src/ops/instrument-ai";
import { createMetrics } from "../../src/ops/metrics";
import { createTracing, type EndSpan, type Tracing, traceQueries } from "../../src/ops/tracing";
import { type Collector, startCollector } from "../fakes/otlp-collector";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

describe("the tracing settings", () => {
  it("are off by default, the service named somnia", () => {
    const env = loadEnv({});
    expect([env.OTEL_EXPORTER_OTLP_ENDPOINT, env.OTEL_SERVICE_NAME]).toEqual([undefined, "somnia"]);
    expect(createTracing(env, createLogger("silent"))).toBeNull();
    const on = loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318", OTEL_SERVICE_NAME: "dreams" });
    expect([on.OTEL_EXPORTER_OTLP_ENDPOINT, on.OTEL_SERVICE_NAME]).toEqual([
      "http://127.0.0.1:4318",
      "dreams",
    ]);
  });

  it.each(["127.0.0.1:4318", "collector", "grpc://127.0.0.1:4317"])(
    "refuse the endpoint %s with a clear message",
    (endpoint) => {
      const load = () => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
      expect(load).toThrow(EnvError);
      expect(load).toThrow(
        "OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:// or https:// URL, e.g. http://127.0.0.1:4318",
      );
    },
  );
});

describe("a traced pool", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.database.close();
    await database.drop();
  });

  it("spans each statement once, a transaction's until its client is released, none once undone", async () => {
    const pool = database.database.client;
    const statements: string[] = [];
    const ends: unknown[] = [];
    const untrace = traceQueries(pool, {
      query(statement) {
        statements.push(statement);
        return (error) => ends.push(error);
      },
    });
    await pool.query("select 1 as one");
    await new Promise((resolve, reject) =>
      pool.query("select 2 as two", (error, result) => (error ? reject(error) : resolve(result))),
    );
    const client = await pool.connect();
    await client.query("select $1::int as three", [3]);
    client.release();
    // The released client is the pool's next: its query is node-postgres's own again.
    await pool.query("select 4 as four");
    const missing = await pool.query("select from no_such_table").catch((error: unknown) => error);
    untrace();
    await pool.query("select 5 as five");
    expect(statements).toEqual([
      "select 1 as one",
      "select 2 as two",
      "select $1::int as three",
      "select 4 as four",
      "select from no_such_table",
    ]);
    expect(ends.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(ends[4]).toBe(missing);
    expect(Object.hasOwn(pool, "query")).toBe(true);
    expect(pool.query).toBe(Object.getPrototypeOf(pool).query);
  });
});

describe("AI tasks", () => {
  it("are each a span, failed only when the provider failed", async () => {
    const ended: [string, unknown][] = [];
    const tracer = {
      aiCall:
        (provider: string, operation: string): EndSpan =>
        (error) =>
          ended.push([`${provider} ${operation}`, error]),
    };
    const builtin = createAi(loadEnv({}));
    const down = new Error("the model is down");
    const failing = async () => {
      throw down;
    };
    const ai = instrumentAi({ ...builtin, title: failing }, createMetrics({ processMetrics: false }), tracer);
    await ai.detect("I swam towards a lighthouse.");
    await expect(ai.title("I swam towards a lighthouse.")).rejects.toBe(down);
    await expect(ai.title("I swam towards a lighthouse.", { signal: AbortSignal.abort() })).rejects.toBe(
      down,
    );
    expect(ended).toEqual([
      ["builtin detect", undefined],
      ["builtin title", down],
      ["builtin title", undefined],
    ]);
  });
});

describe("a collector that fails", () => {
  let collector: Collector;
  const warnings: string[] = [];
  const logger = createLogger("warn", {
    write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg),
  });

  beforeAll(async () => {
    collector = await startCollector();
  });
  afterEach(() => {
    warnings.length = 0;
  });
  afterAll(() => collector.close());

  async function traced(): Promise<Tracing> {
    const started = createTracing(loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }), logger);
    if (!started) throw new Error("tracing is on with an endpoint");
    await started.ready;
    return started;
  }

  it("is warned about once, never fails a request, and gets a failure's kind without its message", async () => {
    collector.mode = "refuse";
    const tracer = await traced();
    // More spans than one export takes: two exports, both refused.
    const app = new Hono<AppEnv>().use(tracer.requests).get("/many", (c) => {
      for (let i = 0; i < 600; i += 1) tracer.query("select 1")?.();
      const secret = Object.assign(new Error('relation "dana_secret" does not exist'), { code: "42P01" });
      tracer.query("select from dana_secret")?.(secret);
      return c.text("ok");
    });
    expect((await app.request("/many")).status).toBe(200);
    await tracer.shutdown();
    expect(collector.exports.length).toBeGreaterThanOrEqual(2);
    expect(warnings).toEqual(["spans could not be sent to the collector: dropped until it answers"]);
    const failed = collector.spans().filter((span) => span.status === 2);
    expect(failed.map((span) => [span.name, span.attributes["error.type"]])).toEqual([["SELECT", "42P01"]]);
    expect(collector.exports.map((e) => e.body).join("")).not.toContain("does not exist");
  });

  it("holds shutdown for a couple of seconds at most when it never answers", async () => {
    collector.mode = "hang";
    const tracer = await traced();
    const app = new Hono<AppEnv>().use(tracer.requests).get("/one", (c) => c.text("ok"));
    expect((await app.request("/one")).status).toBe(200);
    // Gives up after its 2 s (the exporter's own would be 10 s, beyond the test's timeout) and says so.
    await tracer.shutdown();
    expect(warnings).toContain("the last spans were not sent within 2 s: left unsent");
  });
});
