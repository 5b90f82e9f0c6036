import { once } from "node:events";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAi } from "../../src/ai";
import { EnvError, loadEnv } from "../../src/env";
import { createLogger } from "../../src/lib/logger";
import { instrumentAi } from "../../src/ops/instrument-ai";
import { createMetrics } from "../../src/ops/metrics";
import { bearerMatches } from "../../src/ops/metrics-http";
import { serveMetrics } from "../../src/ops/metrics-server";
import type { FakeServer } from "../fakes/fake-server";
import { startFakeOpenAi } from "../fakes/openai";
import { FAKE_INTERPRETATION } from "../fakes/replies";
import { freePort } from "../helpers/free-port";
import { samplesOf, sampleValue } from "../helpers/metrics";

const TOKEN = "a-scrape-token-of-32-characters!";
const logger = createLogger("silent");

describe("the metrics settings", () => {
  it("are off by default, on 127.0.0.1 when a port is given", () => {
    const env = loadEnv({});
    expect([env.METRICS_PORT, env.METRICS_TOKEN, env.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      "127.0.0.1",
    ]);
    const on = loadEnv({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    expect([on.METRICS_PORT, on.METRICS_TOKEN, on.METRICS_HOST]).toEqual([9464, TOKEN, "127.0.0.1"]);
    expect(loadEnv({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).METRICS_HOST).toBe("10.0.0.5");
  });

  it.each([
    [{ METRICS_PORT: "prometheus" }, "METRICS_PORT: must be a port number"],
    [{ METRICS_PORT: "70000" }, "METRICS_PORT: must be a port number"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT: must not be PORT or LANDING_PORT"],
    [{ METRICS_PORT: "3001" }, "METRICS_PORT: must not be PORT or LANDING_PORT"],
    [{ METRICS_TOKEN: "fifteen-chars.." }, "METRICS_TOKEN: must be at least 16 characters"],
  ])("refuse %o with a clear message", (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});

describe("the metrics port", () => {
  it("is not opened without METRICS_PORT", () => {
    expect(serveMetrics(loadEnv({}), createMetrics({ processMetrics: false }).registry, logger)).toBeNull();
  });

  it("serves /metrics on METRICS_HOST and nothing else", async () => {
    const metrics = createMetrics({ processMetrics: true });
    metrics.signInThrottled.inc({ verdict: "wait" });
    const port = await freePort();
    const server = serveMetrics(loadEnv({ METRICS_PORT: String(port) }), metrics.registry, logger);
    try {
      await once(server as NonNullable<typeof server>, "listening");
      expect(server?.address()).toMatchObject({ address: "127.0.0.1", port });
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      const text = await scrape.text();
      expect(text).toContain('somnia_sign_in_throttled_total{verdict="wait"} 1');
      // prom-client's process metrics, the event loop's delay among them.
      expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
      expect(text).toContain("# TYPE process_cpu_seconds_total counter");
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/dreams`)).status).toBe(404);
    } finally {
      server?.close();
    }
  });

  it("leaves the process metrics out of a registry that is not served", async () => {
    const text = await createMetrics({ processMetrics: false }).registry.metrics();
    expect(text).toContain("# TYPE somnia_http_request_duration_seconds histogram");
    expect(text).not.toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("the bearer token", () => {
  it("matches only `Bearer <token>` exactly", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [
      undefined,
      "",
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN} ${TOKEN}`,
      "Bearer ",
    ]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false);
    }
  });
});

describe("model-provider calls", () => {
  let fake: FakeServer;
  const metrics = createMetrics({ processMetrics: false });
  let ai: ReturnType<typeof instrumentAi>;
  const labels = (operation: string) => ({ provider: "openai-compatible", operation });
  const calls = async (operation: string) =>
    sampleValue(
      await samplesOf(metrics.registry),
      "somnia_ai_call_duration_seconds_count",
      labels(operation),
    );
  const failures = async (operation: string) =>
    sampleValue(await samplesOf(metrics.registry), "somnia_ai_call_failures_total", labels(operation));

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const env = loadEnv({
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: fake.url,
      AI_MAX_RETRIES: "0",
    });
    ai = instrumentAi(createAi(env), metrics);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("are timed under the provider's name and the task, and their failures counted", async () => {
    await ai.title("I swam towards a lighthouse.");
    expect([await calls("title"), await failures("title")]).toEqual([1, 0]);
    fake.queue("500");
    await expect(ai.title("I swam towards a lighthouse.")).rejects.toThrow();
    expect([await calls("title"), await failures("title")]).toEqual([2, 1]);
    const samples = await samplesOf(metrics.registry);
    expect(sampleValue(samples, "somnia_ai_call_duration_seconds_sum", labels("title"))).toBeGreaterThan(0);
  });

  it("time a streamed interpretation to its end", async () => {
    const input = {
      dream: { title: null, content: "I swam towards a lighthouse.", date: "2026-01-15" },
      answers: [],
      distilled: [],
      personal: null,
      recurring: null,
      related: [],
    };
    const pieces: string[] = [];
    const stream = ai.interpret(input);
    expect(await calls("interpret")).toBe(0);
    for await (const piece of stream) pieces.push(piece);
    expect(pieces.join("")).toBe(FAKE_INTERPRETATION);
    expect([await calls("interpret"), await failures("interpret")]).toEqual([1, 0]);
  });

  it("do not count a call the caller abandoned as the provider's failure", async () => {
    fake.queue("hang");
    const controller = new AbortController();
    const call = ai.detect("I swam towards a lighthouse.", { signal: controller.signal });
    await fake.nextRequest();
    controller.abort();
    await expect(call).rejects.toThrow();
    expect([await calls("detect"), await failures("detect")]).toEqual([1, 0]);
  });
});
