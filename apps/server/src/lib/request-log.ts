import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env";
import type { Logger } from "./logger";

/** One line per request: id, method, path WITHOUT the query string (tokens travel there), status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      },
      "request",
    );
  };
}
