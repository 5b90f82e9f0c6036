import { createRoute } from "@hono/zod-openapi";
import { SOMNIA_EVENT_TYPES } from "@somnia/shared/events";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppContext } from "../context";
import type { SomniaEvent } from "../events";
import { createRouter, errorResponses } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { watchSession } from "../lib/session-watch";

export const PING_INTERVAL_MS = 25_000;
/** How long a new stream waits for the cross-instance listener before it says it is connected. */
const READY_TIMEOUT_MS = 5_000;
/** Events are refetch hints: a slow reader's queue keeps only distinct pending events, up to this many. */
const MAX_QUEUED = 100;
/** The browser's EventSource reconnects after this many milliseconds. */
const RETRY_MS = 3_000;
/** …and this soon when the stream ends because its instance is stopping (lib/lifecycle.ts). */
const DRAIN_RETRY_MS = 250;

const eventStream = createRoute({
  method: "get",
  path: "/",
  tags: ["events"],
  summary: "The caller's change events as server-sent events",
  description: `Each message is \`event: <type>\` (${SOMNIA_EVENT_TYPES.join(", ")}) with the event as JSON \`data\`. The stream opens with \`retry:\` and a \`: connected\` comment and sends \`: ping\` every 25 s.`,
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(401, 429),
  },
});

/**
 * GET /api/events: the caller's events as server-sent events (`event: <type>`, JSON `data`).
 * Session first (`requireUser`), and the stream ends with the session. Events are refetch hints, never data.
 */
export function eventsRoutes({
  auth,
  events,
  lifecycle,
  metrics,
}: Pick<AppContext, "auth" | "events" | "lifecycle" | "metrics">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app.openapi(eventStream, (c) => {
    const queue: SomniaEvent[] = [];
    let wake: (() => void) | undefined;
    // Subscribing before the stream starts lets a refused subscription answer 429 as JSON.
    const unsubscribe = events.subscribe(c.get("user").id, (event) => {
      const key = JSON.stringify(event);
      if (queue.length >= MAX_QUEUED || queue.some((e) => JSON.stringify(e) === key)) return;
      queue.push(event);
      wake?.();
    });
    c.header("X-Accel-Buffering", "no");
    const response = streamSSE(c, async (stream) => {
      const signal = c.req.raw.signal;
      const stop = () => wake?.();
      stream.onAbort(stop);
      signal.addEventListener("abort", stop);
      // A stopping instance ends its streams: the browser reconnects, through the proxy, to one
      // that stays, and refetches what it may have missed (apps/web/src/app/live-events.ts).
      let draining = false;
      const offDrain = lifecycle.onDrain(() => {
        draining = true;
        wake?.();
      });
      // Its session signed out or revoked, on this instance or another: the stream ends at once.
      let sessionOver = false;
      const stopWatching = watchSession({
        auth,
        revocations: events.sessions,
        headers: c.req.raw.headers,
        userId: c.get("user").id,
        sessionId: c.get("sessionId"),
        onEnd: () => {
          sessionOver = true;
          wake?.();
        },
      });
      metrics.liveStreams.inc();
      try {
        await withTimeout(events.ready(), READY_TIMEOUT_MS);
        await stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
        while (!stream.aborted && !stream.closed && !signal.aborted && !draining && !sessionOver) {
          const event = queue.shift();
          if (event) {
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
            continue;
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), PING_INTERVAL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          wake = undefined;
          if (timedOut) await stream.write(": ping\n\n");
        }
        if (draining && !stream.aborted) await stream.write(`retry: ${DRAIN_RETRY_MS}\n\n`);
      } finally {
        offDrain();
        stopWatching();
        signal.removeEventListener("abort", stop);
        unsubscribe();
        metrics.liveStreams.dec();
      }
    });
    // streamSSE says no-cache; no proxy may keep or recompress the stream either.
    response.headers.set("Cache-Control", "no-store, no-transform");
    return response;
  });
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
