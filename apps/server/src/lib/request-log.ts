import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env";
import type { Logger } from "./logger";

/** better-auth's paths that carry a bearer token as their last segment (the reset link's landing). */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+$/;

/** The path as logged: a token in it replaced. */
export function loggedPath(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1[redacted]");
}

/** Probes (routes/health.ts) come every few seconds: logged at debug, so they do not bury the rest. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * One line per request: id, method, path WITHOUT the query string (tokens travel there) and
 * without a token in it, status, ms.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const log = PROBES.has(c.req.path) ? logger.debug.bind(logger) : logger.info.bind(logger);
    log(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      },
      "request",
    );
  };
}
