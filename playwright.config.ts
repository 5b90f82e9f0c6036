import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { PRODUCTION_SERVER } from "./apps/server/src/production-process";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./apps/web/perf/options";

// E2E_PORT and E2E_WEB_DIST let several runs share a machine (each with its own port and build).
// The default build is `npm run build:e2e`: the production app with the chats' pacing waits
// skipped (apps/web/src/config/pacing.ts), in apps/web/dist-e2e beside the real build.
// Workers inherit process.env: e2e/installable-app.spec.ts publishes a new service worker there.
process.env.E2E_WEB_DIST ??= path.resolve("apps/web/dist-e2e");
const WEB_DIST = process.env.E2E_WEB_DIST;
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
const COMPATIBLE_URL = `http://localhost:${PORT + 1}`;
const FAKE_AI_PORT = PORT + 2;
// The public landing host of the first server (apps/landing), on a port of its own.
process.env.E2E_LANDING_URL ??= `http://localhost:${PORT + 3}`;
const LANDING_URL = process.env.E2E_LANDING_URL;

// One fresh data directory per run: its outbox is where the tests read verification links. Workers
// inherit process.env, so the fixtures find it through E2E_DATA_DIR.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "somnia-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/** The production server on `port`, built web app included, on this run's data directory. */
function appServer(port: number, env: Record<string, string>) {
  const url = `http://localhost:${port}`;
  return {
    command: ["node", ...PRODUCTION_SERVER.flags, PRODUCTION_SERVER.entry].join(" "),
    url: `${url}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      ...PRODUCTION_SERVER.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // Each test presents its own client address (e2e/fixtures.ts), as users behind a proxy would.
      TRUST_PROXY: "true",
      WEB_DIST_DIR: WEB_DIST,
      LANDING_PORT: "off",
      // The reminder scheduler's clock (e2e/reminders.spec.ts writes the instant), looked at every second.
      REMINDER_CLOCK_FILE: path.join(dataDir, "reminder-clock"),
      REMINDER_TICK_SECONDS: "1",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/artifacts-${PORT}`,
  use: {
    baseURL: BASE_URL,
    // A trace records every action's DOM and screencast: on a 2-core machine it costs more than a
    // third of the run. E2E_TRACE=1 keeps one for each failing test; a screenshot is always kept.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // Pages come from the server as on a first visit; e2e/installable-app.spec.ts allows the worker.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "built-in analyst", testIgnore: "interpretation-progressive.spec.ts" },
    // The analyzer journey again with a real provider code path: AI_PROVIDER=openai-compatible
    // against a local fake of the chat-completions protocol (decision 018: providers chosen by the
    // environment), and an interpretation shown as that model writes it.
    {
      name: "openai-compatible",
      testMatch: ["analyzer.spec.ts", "interpretation-progressive.spec.ts"],
      use: { baseURL: COMPATIBLE_URL },
    },
  ],
  webServer: [
    appServer(PORT, { LANDING_PORT: new URL(LANDING_URL).port, LANDING_URL }),
    {
      // A model that writes its reply in pieces 300 ms apart, as a real one streams it.
      command: `node --import tsx apps/server/test/fakes/serve-openai.ts ${FAKE_AI_PORT} 300`,
      port: FAKE_AI_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    // Same data directory (the tests read one outbox), its own in-memory database.
    appServer(PORT + 1, {
      DATABASE_URL: "memory://",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
      AI_MODEL: "fake-model",
    }),
  ],
});
