import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db";

/**
 * Seconds, from a cached JSON answer to a large export; a streamed answer (an interpretation, the
 * live events) is timed to its headers.
 */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, from the built-in analyst's milliseconds to a remote model's limit (AI_TIMEOUT_MS, 30 s). */
const AI_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];

/**
 * The instance's Prometheus metrics (docs/decisions/039-metrics.md): one registry per app, never
 * prom-client's global one. Labels are bounded, named values only — a method, a route template, a
 * status, a provider, a task, a channel — never a user, an address, a token or a dream's words.
 */
export interface Metrics {
  registry: Registry;
  /** Requests by method, route template (`routeTemplate`) and status; `_count` is the request count. */
  httpRequests: Histogram<"method" | "route" | "status">;
  /** `/api/events` streams open on this instance. */
  liveStreams: Gauge;
  /** Reminder parts delivered (`channel`: email, push — one per browser). */
  remindersSent: Counter<"channel">;
  /** Reminder parts whose sending failed; each is tried again (reminders/retry.ts). */
  remindersFailed: Counter<"channel">;
  /** AI tasks by provider (AI_PROVIDER) and operation (title, analyze, …); `_count` is the call count. */
  aiCalls: Histogram<"provider" | "operation">;
  /** AI tasks that failed, a caller who went away aside. */
  aiFailures: Counter<"provider" | "operation">;
  /** Sign-ins the per-account throttle turned away (`verdict`: wait, locked). */
  signInThrottled: Counter<"verdict">;
}

export interface MetricsOptions {
  /** The database whose pool (and PGlite's queue) is read when scraped. */
  database?: Database;
  /**
   * prom-client's process collectors (CPU, memory, event-loop delay, GC). They start timers and
   * observers that run for the life of the process, so only an instance that serves its metrics
   * starts them.
   */
  processMetrics: boolean;
}

export function createMetrics({ database, processMetrics }: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });
  if (database) watchDatabase(registry, database);
  return {
    registry,
    httpRequests: new Histogram({
      name: "somnia_http_request_duration_seconds",
      help: "HTTP requests by method, route template and status, and the time to answer them.",
      labelNames: ["method", "route", "status"],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    liveStreams: new Gauge({
      name: "somnia_live_streams_open",
      help: "Live event streams (/api/events) open on this instance.",
      registers,
    }),
    remindersSent: new Counter({
      name: "somnia_reminders_sent_total",
      help: "Reminder e-mails and browser notifications delivered.",
      labelNames: ["channel"],
      registers,
    }),
    remindersFailed: new Counter({
      name: "somnia_reminders_failed_total",
      help: "Reminder e-mails and browser notifications whose sending failed (each is tried again).",
      labelNames: ["channel"],
      registers,
    }),
    aiCalls: new Histogram({
      name: "somnia_ai_call_duration_seconds",
      help: "AI tasks by provider and operation, and how long each took.",
      labelNames: ["provider", "operation"],
      buckets: AI_BUCKETS,
      registers,
    }),
    aiFailures: new Counter({
      name: "somnia_ai_call_failures_total",
      help: "AI tasks that failed (timeouts, provider errors, unusable replies).",
      labelNames: ["provider", "operation"],
      registers,
    }),
    signInThrottled: new Counter({
      name: "somnia_sign_in_throttled_total",
      help: "Sign-ins the per-account throttle turned away: told to wait, or locked.",
      labelNames: ["verdict"],
      registers,
    }),
  };
}

/** Gauges read from node-postgres's pool (both drivers use one) and PGlite's worker when scraped. */
function watchDatabase(registry: Registry, database: Database) {
  const pool = database.client;
  const registers = [registry];
  new Gauge({
    name: "somnia_db_pool_connections",
    help: "Database connections the pool holds open.",
    registers,
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: "somnia_db_pool_connections_in_use",
    help: "Database connections lent out to a query or a transaction.",
    registers,
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: "somnia_db_pool_waiting",
    help: "Queries waiting for a free database connection.",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  if (database.driver !== "pglite") return;
  const { pglite } = database;
  new Gauge({
    name: "somnia_db_pglite_queue",
    help: "Messages waiting for, or being run by, the embedded database's one backend.",
    registers,
    collect() {
      this.set(pglite.pending);
    },
  });
}
