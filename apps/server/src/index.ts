import net from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createContext } from "./context";
import { checkMasterKey, loadMasterKey, MasterKeyError } from "./crypto/master-key";
import { DatabaseInUseError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { scheduleVacuum } from "./db/schedule-vacuum";
import { EnvError, loadEnv } from "./env";
import { createLandingApp } from "./lib/landing-host";
import { runEvery } from "./lib/run-every";
import { serveMetrics } from "./ops/metrics-server";
import { createReminderScheduler, reminderClock, startReminderScheduler } from "./reminders/scheduler";
import { endDueTestPeriods } from "./services/billing/test-subscription";

/** What the operator can fix (the environment, the key, a database in use) is said, not thrown. */
async function orRefuse<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const known = [EnvError, MasterKeyError, DatabaseInUseError].some((type) => error instanceof type);
    if (!known) throw error;
    console.error(`Somnia cannot start.\n${(error as Error).message}`);
    process.exit(1);
  }
}

const env = await orRefuse(() => loadEnv(process.env));
const ctx = await orRefuse(() => createContext(env));
await migrate(ctx.database);
await orRefuse(() => checkMasterKey(ctx.db, loadMasterKey(env)));
const stopVacuum = scheduleVacuum(ctx.database, (err) => ctx.logger.warn({ err }, "vacuum analyze failed"));
const app = createApp(ctx);
const stopReminders = startReminderScheduler(
  createReminderScheduler(ctx),
  reminderClock(env.REMINDER_CLOCK_FILE),
  env.REMINDER_TICK_SECONDS * 1000,
  (err) => ctx.logger.warn({ err }, "sending reminders failed"),
);
let stopTestPeriods = async () => {};
if (ctx.billing.name === "test") {
  if (env.NODE_ENV === "production") {
    ctx.logger.warn(
      "billing runs in test mode: anyone can become Plus without paying; set STRIPE_* for real billing",
    );
  }
  // Stripe ends a subscription cancelled for the end of its period on that date; the test billing here.
  stopTestPeriods = runEvery(
    () => endDueTestPeriods({ db: ctx.db, events: ctx.events }),
    60_000,
    (err) => ctx.logger.warn({ err }, "ending test subscriptions failed"),
  );
}

// With OTEL_EXPORTER_OTLP_ENDPOINT, the first requests are traced too.
await ctx.tracing?.ready;
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, () => {
  console.info(`Somnia is running at ${env.PUBLIC_URL}`);
});
const landing = startLanding();
const metricsServer = serveMetrics(env, ctx.metrics.registry, ctx.logger);
// Dreams written before the search index existed are indexed while the server already answers.
ctx.searchIndex.backfill().catch((err) => ctx.logger.error({ err }, "search index backfill failed"));

/**
 * How long the requests in flight at SIGTERM (a streamed interpretation included) may take to
 * finish before the process exits anyway.
 */
const SHUTDOWN_GRACE_MS = 40_000;

/** How long a connection accepted just before SIGTERM has to have its request read before it counts as idle. */
const UNREAD_REQUEST_GRACE_MS = 2_000;

let stopping = false;
/**
 * SIGTERM or SIGINT: stop taking connections, tell live streams to reconnect and keep-alive clients
 * to open a new connection (lib/lifecycle.ts: behind a proxy both reach an instance that stays),
 * finish the requests in flight and a reminder tick under way, close the database, send the last
 * spans (at most a couple of seconds, ops/tracing-sdk.ts), exit.
 */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ctx.logger.info({ signal }, "shutting down: finishing the requests in flight");
  ctx.lifecycle.drain();
  const force = setTimeout(() => {
    ctx.logger.warn(`requests still open ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  landing?.close();
  metricsServer?.close();
  const background = Promise.all([stopVacuum(), stopReminders(), stopTestPeriods()]);
  // Stop listening, but not as http.Server.close() does, which also drops every connection with no
  // request parsed yet: one accepted a moment ago, its request still unread on a busy event loop,
  // would be reset after the proxy had sent it (a 502 it may not retry). Those requests are served;
  // the idle keep-alive connections left are closed a little later, or end with their next answer
  // (`Connection: close` while draining).
  net.Server.prototype.close.call(server, async () => {
    await background;
    await ctx.close();
    process.exit(0);
  });
  const idle = setTimeout(() => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, UNREAD_REQUEST_GRACE_MS);
  idle.unref();
}

/** The public landing host on LANDING_PORT, linking to PUBLIC_URL; a busy port only costs the landing host. */
function startLanding() {
  if (env.LANDING_PORT === null) return null;
  const site = createLandingApp({
    appUrl: env.PUBLIC_URL,
    siteUrl: env.LANDING_URL,
    supportEmail: env.SUPPORT_EMAIL,
  });
  const landingServer = serve({ fetch: site.fetch, hostname: env.HOST, port: env.LANDING_PORT }, () => {
    console.info(`The landing site is at ${env.LANDING_URL}`);
  });
  landingServer.on("error", (err) =>
    ctx.logger.error({ err }, `the landing site cannot listen on port ${env.LANDING_PORT}`),
  );
  return landingServer;
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
