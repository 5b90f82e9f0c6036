import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Collector, startCollector } from "../fakes/otlp-collector";
import { freePort } from "../helpers/free-port";
import { startInstance } from "./processes";

/**
 * Module hooks (node:module `register`) that write down every `@opentelemetry/…` package the
 * process imports, one a line, to the file in SOMNIA_MODULE_LOG.
 */
const HOOKS = `
import { appendFileSync } from "node:fs";
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  if (specifier.startsWith("@opentelemetry/")) appendFileSync(log, specifier + "\\n");
  return next(specifier, context);
}
`;
const REGISTER = `
import { register } from "node:module";
register("./hooks.mjs", import.meta.url, { data: { log: process.env.SOMNIA_MODULE_LOG } });
`;

/**
 * A server process as an operator runs it (the compiled server, ./processes.ts), on
 * PGlite in the test's data directory, one run after another: what it imported while it ran. How
 * long shutdown waits for a collector that never answers is test/unit/tracing.test.ts's.
 */
describe("tracing in a server process", () => {
  let dir = "";
  let collector: Collector;
  const secrets = {
    MASTER_KEY: randomBytes(32).toString("base64"),
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "somnia-tracing-"));
    await writeFile(join(dir, "hooks.mjs"), HOOKS);
    await writeFile(join(dir, "register.mjs"), REGISTER);
    collector = await startCollector();
  });
  afterAll(async () => {
    await collector.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function run(name: string, endpoint: string) {
    const port = await freePort();
    const log = join(dir, `${name}.modules`);
    const instance = await startInstance(port, {
      NODE_ENV: "production",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${join(dir, "register.mjs")}`.trim(),
      SOMNIA_MODULE_LOG: log,
      DATA_DIR: join(dir, "data"),
      DATABASE_URL: "",
      ...secrets,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LANDING_PORT: "off",
      WEB_DIST_DIR: join(dir, "web"),
      LOG_LEVEL: "warn",
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    });
    const config = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(config.status).toBe(200);
    const code = await instance.stop();
    const modules = (await readFile(log, "utf8").catch(() => "")).split("\n").filter(Boolean);
    return { code, modules: new Set(modules) };
  }

  // Not even the OpenTelemetry API: the AI SDK, which imports it, is loaded by a model's first call.
  it("loads no OpenTelemetry package and sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    const { code, modules } = await run("off", "");
    expect(code).toBe(0);
    expect([...modules]).toEqual([]);
    expect(collector.exports).toEqual([]);
  }, 120_000);

  it("sends the last requests' spans on SIGTERM, before it exits", async () => {
    const { code, modules } = await run("on", collector.url);
    expect(code).toBe(0);
    expect(modules).toContain("@opentelemetry/sdk-trace");
    expect(modules).toContain("@opentelemetry/exporter-trace-otlp-http");
    // Sent well before the batch's own 5 s: by the shutdown.
    const names = collector.spans().map((span) => span.name);
    expect(names).toContain("GET /api/config");
    expect(names).toContain("GET /readyz");
  }, 120_000);
});
