import pg from "pg";
import type { Logger } from "../lib/logger";

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 10_000;

export interface PgListenerOptions {
  pool: pg.Pool;
  logger: Logger;
  /** LISTENed in this order on every (re)connection, each with the handler of its payloads. */
  channels: ReadonlyArray<readonly [channel: string, onPayload: (payload: string) => void]>;
  /** After LISTEN took effect on a new connection: from here on, every notification arrives. */
  onLive?: () => void;
  /** After a connection was lost: notifications sent meanwhile are gone for good. */
  onDown?: () => void;
}

export interface PgListener {
  /** Connects unless already connected, connecting or waiting to retry. */
  start(): void;
  isLive(): boolean;
  /** Resolves once LISTEN is in effect (or the listener is closed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The instance's one LISTEN connection (a dedicated client, outside the pool), shared by every
 * channel. It reconnects with jittered exponential backoff; PostgreSQL hands it notifications in
 * the order their transactions committed.
 */
export function createPgListener({ pool, logger, channels, onLive, onDown }: PgListenerOptions): PgListener {
  const handlers = new Map(channels);
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
    if (message.payload) handlers.get(message.channel)?.(message.payload);
  };

  const reconnect = (failed: pg.Client, error?: unknown) => {
    if (closed || client !== failed) return;
    const wasLive = live;
    client = undefined;
    live = false;
    failed.removeAllListeners("notification");
    failed.end().catch(() => {});
    if (wasLive) onDown?.();
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    logger.warn({ err: error, delayMs: Math.round(delay) }, "event listener disconnected; reconnecting");
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      start();
    }, delay);
    retryTimer.unref();
  };

  const start = () => {
    if (closed || client || retryTimer) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on("error", (error) => reconnect(next, error));
    next.on("end", () => reconnect(next));
    next.on("notification", onNotification);
    next
      .connect()
      .then(async () => {
        for (const [channel] of channels) await next.query(`LISTEN ${channel}`);
      })
      .then(() => {
        if (client !== next) return;
        live = true;
        failures = 0;
        onLive?.();
        wakeWaiters();
      })
      .catch((error) => reconnect(next, error));
  };

  return {
    start,
    isLive: () => live,
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
      const current = client;
      client = undefined;
      current?.removeAllListeners("notification");
      await current?.end().catch(() => {});
    },
  };
}
