import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Registry } from "prom-client";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { metricsResponse } from "./metrics-http";

/** The metrics port's whole app: `GET /metrics`, and a plain 404 for anything else. */
export function metricsApp(registry: Registry) {
  return new Hono().get("/metrics", () => metricsResponse(registry));
}

/**
 * With METRICS_PORT, the metrics on a port of their own, on METRICS_HOST (127.0.0.1 unless set):
 * for a Prometheus on this machine or a private network, never for the public one. Without it, no
 * port. A port already in use costs the metrics only, as LANDING_PORT's costs the landing site.
 */
export function serveMetrics(
  env: Pick<Env, "METRICS_HOST" | "METRICS_PORT">,
  registry: Registry,
  logger: Logger,
): ServerType | null {
  const port = env.METRICS_PORT;
  if (port === undefined) return null;
  const app = metricsApp(registry);
  const server = serve({ fetch: app.fetch, hostname: env.METRICS_HOST, port }, () =>
    logger.info({ host: env.METRICS_HOST, port }, "metrics served at /metrics"),
  );
  server.on("error", (err) => logger.error({ err }, `the metrics cannot listen on port ${port}`));
  return server;
}
