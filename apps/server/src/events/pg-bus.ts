import { randomUUID } from "node:crypto";
import type pg from "pg";
import { z } from "zod";
import type { Logger } from "../lib/logger";
import { somniaEventSchema } from "./event-schema";
import { LocalHub, type SubscriberLimits } from "./local-hub";
import { createPgListener } from "./pg-listener";
import { createRevocationProtocol } from "./revocation-protocol";
import type { EventBus } from "./types";

export const EVENTS_CHANNEL = "somnia_events";
/** Server-internal: session revocations, heartbeats and their acknowledgements (decision 024). */
export const SESSIONS_CHANNEL = "somnia_sessions";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;

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
 * PostgreSQL: publish is `pg_notify` on the pool; one dedicated client (pg-listener.ts) LISTENs
 * and hands other instances' events to local subscribers. Own events are delivered locally at
 * once (and skipped when they come back). The listener connects on the first subscribe, or on
 * the session cache's first use, and reconnects with backoff. The same connection carries the
 * session revocations (revocation-protocol.ts) on their own channel, never to a browser.
 */
export function createPgBus({ pool, logger, limits }: PgBusOptions): EventBus {
  const hub = new LocalHub(logger, limits);
  const origin = randomUUID();

  const onEvent = (payload: string) => {
    const parsed = notificationSchema.safeParse(safeJson(payload));
    if (!parsed.success) return logger.warn("ignored a malformed event notification");
    if (parsed.data.origin !== origin) hub.deliver(parsed.data.userId, parsed.data.event);
  };

  const sessions = createRevocationProtocol({
    logger,
    send: async (message) => {
      await pool.query("select pg_notify($1, $2)", [SESSIONS_CHANNEL, JSON.stringify(message)]);
    },
    connect: () => listener.start(),
  });

  const listener = createPgListener({
    pool,
    logger,
    channels: [
      [SESSIONS_CHANNEL, (payload) => sessions.receive(safeJson(payload))],
      [EVENTS_CHANNEL, onEvent],
    ],
    onLive: () => sessions.connected(),
    onDown: () => sessions.disconnected(),
  });

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
    subscribe(userId, deliver) {
      const unsubscribe = hub.subscribe(userId, deliver);
      listener.start();
      return unsubscribe;
    },
    ready: () => listener.ready(),
    sessions,
    async close() {
      await sessions.close();
      hub.clear();
      await listener.close();
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
