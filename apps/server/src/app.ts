import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { AppContext } from "./context";
import { AppError } from "./lib/app-error";
import { compressJson } from "./lib/compression";
import { inlineScriptHashes } from "./lib/inline-scripts";
import { createErrorHandler } from "./lib/on-error";
import { createRouter } from "./lib/openapi";
import { ownRedirects, somniaOrigins } from "./lib/redirect-guard";
import { FILE_UPLOAD_PATHS, noStore, requestGuard } from "./lib/request-guard";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";
import { drainUnreadBody } from "./lib/unread-body";
import { mountWeb } from "./lib/web-static";
import { metricsEndpoint, requestMetrics } from "./ops/metrics-http";
import { apiRoutes } from "./routes/api";
import { healthRoutes } from "./routes/health";

const MAX_BODY_BYTES = 1024 * 1024;
const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/**
 * The whole app: with OTEL_EXPORTER_OTLP_ENDPOINT a server span per request (ops/tracing.ts), request metrics, security headers, request log, redirects kept on Somnia's origins, unread bodies drained, `/healthz` and `/readyz`, `/metrics` with METRICS_TOKEN, the cross-site and media-type guard, `no-store`, JSON compression,
 * body limit, every /api route (routes/api.ts), one `onError`, the web app in production. It holds the routes' declarations too (`openAPIRegistry`).
 */
export function createApp(ctx: AppContext) {
  const app = createRouter();
  const production = ctx.env.NODE_ENV === "production";
  app.onError(createErrorHandler(ctx.logger));
  if (ctx.tracing) app.use(ctx.tracing.requests);
  app.use(
    requestMetrics(ctx.metrics),
    requestId(),
    requestLog(ctx.logger),
    securityHeaders(production ? inlineScriptHashes(ctx.env.WEB_DIST_DIR) : []),
    ownRedirects(somniaOrigins(ctx.env), ctx.logger),
    drainUnreadBody(MAX_BODY_BYTES),
  );
  // While the instance drains (lib/lifecycle.ts), each answer ends its connection: the client's
  // next request opens a new one, which a proxy sends to an instance that is staying.
  app.use(async (c, next) => {
    await next();
    if (ctx.lifecycle.draining) c.header("Connection", "close");
  });
  app.route("/", healthRoutes(ctx));
  if (ctx.env.METRICS_TOKEN)
    app.get("/metrics", metricsEndpoint(ctx.metrics.registry, ctx.env.METRICS_TOKEN));
  app.use("/api/*", requestGuard(ctx.env.TRUSTED_ORIGINS), noStore(), compressJson());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", { reason: REQUEST_MESSAGES.tooLarge });
    },
  });
  // A GET or HEAD has no body to limit; asking for one would build the whole Request object. An
  // upload's route streams its body to disk under its own limit (IMPORT_MAX_MB, routes/import.ts).
  app.use("/api/*", (c, next) =>
    BODYLESS_METHODS.has(c.req.method) || FILE_UPLOAD_PATHS.includes(c.req.path)
      ? next()
      : limitBody(c, next),
  );

  app.route("/", apiRoutes(ctx));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", { message: "unknown API route" });
  });

  if (production) mountWeb(app, ctx.env.WEB_DIST_DIR, ctx.logger, ctx.env.PUBLIC_URL.startsWith("https://"));
  app.notFound(() => {
    throw new AppError("NOT_FOUND", { message: "no route" });
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
