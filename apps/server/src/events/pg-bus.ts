import { randomUUID } from "node:crypto";
import { somniaEventSchema } from "@somnia/shared/events";
import pg from "pg";
import { z } from "zod";
import type { Logger } from "../lib/logger";
import { LocalHub, type SubscriberLimits } from "./local-hub";
import type { EventBus } from "./types";

export const EVENTS_CHANNEL = "somnia_events";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 10_000;

const notificationSchema = z.object({
  userId: z.string().min(1),
  event: somniaEventSchema,
  origin: z.string(),
});

export interface PgBusOptions {
  pool: pg.Pool;
  logger: Logger;
  limits?: SubscriberLimits;
}

/**
 * PostgreSQL: publish is `pg_notify` on the pool; one dedicated client LISTENs and hands other
 * instances' events to local subscribers. Own events are delivered locally at once (and skipped
 * when they come back). The listener connects on the first subscribe and reconnects with backoff.
 */
export function createPgBus({ pool, logger, limits }: PgBusOptions): EventBus {
  const hub = new LocalHub(logger, limits);
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let live = false;
  let waiters: Array<() => void> = [];
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const wakeWaiters = () => {
    for (const wake of waiters) wake();
    waiters = [];
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    const parsed = notificationSchema.safeParse(safeJson(message.payload));
    if (!parsed.success) return logger.warn("ignored a malformed event notification");
    if (parsed.data.origin !== origin) hub.deliver(parsed.data.userId, parsed.data.event);
  };

  const reconnect = (failed: pg.Client, error?: unknown) => {
    if (closed || client !== failed) return;
    client = undefined;
    live = false;
    failed.removeAllListeners("notification");
    failed.end().catch(() => {});
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    logger.warn({ err: error, delayMs: Math.round(delay) }, "event listener disconnected; reconnecting");
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      start();
    }, delay);
    retryTimer.unref();
  };

  /** Connects and LISTENs unless already connected, connecting or waiting to retry. */
  const start = () => {
    if (closed || client || retryTimer) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on("error", (error) => reconnect(next, error));
    next.on("end", () => reconnect(next));
    next.on("notification", onNotification);
    next
      .connect()
      .then(() => next.query(`LISTEN ${EVENTS_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        live = true;
        failures = 0;
        wakeWaiters();
      })
      .catch((error) => reconnect(next, error));
  };

  return {
    async publish(userId, event) {
      hub.deliver(userId, event);
      const payload = JSON.stringify({ userId, event, origin });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        return logger.error({ type: event.type }, "event payload too large for NOTIFY; not sent");
      }
      try {
        await pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, payload]);
      } catch (error) {
        logger.error({ err: error, type: event.type }, "could not publish an event");
      }
    },
    subscribe(userId, listener) {
      const unsubscribe = hub.subscribe(userId, listener);
      start();
      return unsubscribe;
    },
    ready() {
      if (live || closed) return Promise.resolve();
      start();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retryTimer);
      wakeWaiters();
      hub.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
