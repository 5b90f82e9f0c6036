import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { AppContext } from "./context";
import { AppError } from "./lib/app-error";
import type { AppEnv } from "./lib/hono-env";
import { createErrorHandler } from "./lib/on-error";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";
import { mountWeb } from "./lib/web-static";
import { analysisRoutes } from "./routes/analysis";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { configRoutes } from "./routes/config";
import { dreamRoutes } from "./routes/dreams";
import { eventsRoutes } from "./routes/events";
import { exportRoutes } from "./routes/export";
import { interpretationRoutes } from "./routes/interpretations";
import { meRoutes } from "./routes/me";
import { memoryRoutes } from "./routes/memory";
import { statsRoutes } from "./routes/stats";

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(ctx.logger));
  app.use(requestId(), requestLog(ctx.logger), securityHeaders());
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", { userMessage: "The request is too large" });
      },
    }),
  );

  app.route("/api/auth", authRoutes(ctx.auth, { trustProxy: ctx.env.TRUST_PROXY }));
  app.route("/api/config", configRoutes(ctx.env));
  app.route("/api/me", meRoutes(ctx));
  app.route("/api/billing", billingRoutes(ctx));
  // Before /api/dreams: its session check then runs once for analysis requests.
  app.route("/api/dreams/:id/analysis", analysisRoutes(ctx));
  app.route("/api/dreams/:id/interpretations", interpretationRoutes(ctx));
  app.route("/api/dreams", dreamRoutes(ctx));
  app.route("/api/memory", memoryRoutes(ctx));
  app.route("/api/events", eventsRoutes(ctx));
  app.route("/api/stats", statsRoutes(ctx));
  app.route("/api/export", exportRoutes(ctx));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", { message: "unknown API route" });
  });

  if (ctx.env.NODE_ENV === "production") mountWeb(app, ctx.env.WEB_DIST_DIR, ctx.logger);
  app.notFound(() => {
    throw new AppError("NOT_FOUND", { message: "no route" });
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
