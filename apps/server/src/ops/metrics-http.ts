import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Registry } from "prom-client";
import type { AppEnv } from "../lib/hono-env";
import type { Metrics } from "./metrics";

/** The route label of a request no route answered: one value, whatever the path asked for. */
export const UNMATCHED_ROUTE = "unmatched";

/** Any other method is counted as OTHER, so a client cannot add label values at will. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The pattern of the route that answered (`/api/dreams/:id`), never the path itself: the path
 * carries ids and tokens, and every distinct value would be a series of its own. Middleware is
 * registered for every method (`ALL`); a route for one method is an endpoint. When a middleware
 * answered (no session, a refused origin, too large a body), the endpoint it stood in front of
 * names the request; a 404 from a middleware or a catch-all (`/api/*`) is unmatched.
 */
export function routeTemplate(c: Context): string {
  const routes = matchedRoutes(c);
  const index = c.req.routeIndex;
  const answered = routes[index];
  if (answered && answered.method !== "ALL") return answered.path;
  if (c.res.status === 404) return UNMATCHED_ROUTE;
  return routes.slice(index + 1).find((route) => route.method !== "ALL")?.path ?? UNMATCHED_ROUTE;
}

/** Counts and times every request by method, route template and status (the first middleware). */
export function requestMetrics(metrics: Pick<Metrics, "httpRequests">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const end = metrics.httpRequests.startTimer();
    await next();
    end({
      method: METHODS.has(c.req.method) ? c.req.method : "OTHER",
      route: routeTemplate(c),
      status: String(c.res.status),
    });
  };
}

/** The registry in Prometheus's text format, never cached. */
export async function metricsResponse(registry: Registry): Promise<Response> {
  const body = await registry.metrics();
  return new Response(body, {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `Authorization` is `Bearer <token>`, compared in constant time (as digests: equal lengths). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the app's own port (METRICS_TOKEN): the metrics for `Bearer <token>`; without
 * it, or with another token, the request goes on as if the route did not exist (a 404, or the web
 * app's page in production), so nothing tells a prober that it does.
 */
export function metricsEndpoint(registry: Registry, token: string): Handler<AppEnv> {
  return async (c, next) => {
    if (!bearerMatches(c.req.header("Authorization"), token)) return next();
    return metricsResponse(registry);
  };
}
