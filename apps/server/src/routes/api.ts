import type { AppContext } from "../context";
import { createRouter } from "../lib/openapi";
import { somniaOrigins } from "../lib/redirect-guard";
import { analysisRoutes } from "./analysis";
import { authRoutes } from "./auth";
import { billingRoutes } from "./billing";
import { configRoutes } from "./config";
import { dreamRoutes } from "./dreams";
import { eventsRoutes } from "./events";
import { exportRoutes } from "./export";
import { importRoutes } from "./import";
import { interpretationRoutes } from "./interpretations";
import { meRoutes } from "./me";
import { memoryRoutes } from "./memory";
import { openApiRoutes } from "./openapi";
import { reminderRoutes } from "./reminders";
import { sessionRoutes } from "./sessions";
import { statsRoutes } from "./stats";
import { symbolRoutes } from "./symbols";

/**
 * Every /api route, in one chain: its type is the web client's contract (`ApiType`, api-type.ts)
 * and its registry the OpenAPI document (routes/openapi.ts). Order matters where paths overlap.
 */
export function apiRoutes(ctx: AppContext) {
  const api = createRouter()
    .route(
      "/api/auth",
      authRoutes(ctx.auth, {
        trustProxy: ctx.env.TRUST_PROXY,
        throttle: ctx.signInThrottle,
        secureCookies: ctx.env.PUBLIC_URL.startsWith("https://"),
        ownOrigins: somniaOrigins(ctx.env),
      }),
    )
    .route("/api/config", configRoutes(ctx.env))
    // Before /api/me: its session check then runs once.
    .route("/api/me/sessions", sessionRoutes(ctx))
    .route("/api/me", meRoutes(ctx))
    .route("/api/billing", billingRoutes(ctx))
    // Before /api/dreams: its session check then runs once for analysis requests.
    .route("/api/dreams/:id/analysis", analysisRoutes(ctx))
    .route("/api/dreams/:id/interpretations", interpretationRoutes(ctx))
    .route("/api/dreams", dreamRoutes(ctx))
    .route("/api/memory", memoryRoutes(ctx))
    .route("/api/reminders", reminderRoutes(ctx))
    .route("/api/events", eventsRoutes(ctx))
    .route("/api/stats", statsRoutes(ctx))
    .route("/api/symbols", symbolRoutes(ctx))
    .route("/api/export", exportRoutes(ctx))
    .route("/api/import", importRoutes(ctx));
  return api.route(
    "/api",
    openApiRoutes(ctx, () => api),
  );
}
