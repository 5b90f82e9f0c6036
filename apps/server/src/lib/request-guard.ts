import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";

/** Methods that change nothing: never refused by the guard. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What a browser's fetch from our own pages, or a client outside a browser (no header), sends. */
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

/**
 * Routes that authenticate each request by a signature over its body instead of a cookie, and
 * are called by another server: the guard lets them through (docs/decisions/030-edge-hardening.md).
 */
export const SIGNED_WEBHOOK_PATHS: readonly string[] = ["/api/billing/webhook"];

/**
 * Routes whose body is a file (routes/import.ts): `application/octet-stream` is not a type a form or
 * a simple cross-site fetch can send without asking first, so it is as safe here as JSON.
 */
export const FILE_UPLOAD_PATHS: readonly string[] = ["/api/import", "/api/import/preview"];

function mediaTypeOf(contentType: string): string | undefined {
  return contentType.split(";")[0]?.trim().toLowerCase();
}

/**
 * Cross-site request forgery, refused for every state-changing /api request:
 * - a request whose `Origin` is not one of `trustedOrigins` (the app's own and TRUSTED_ORIGINS),
 *   or, without an `Origin`, whose `Sec-Fetch-Site` says another site sent it → 403 FORBIDDEN;
 * - a body of any media type but JSON (the types an HTML form or a 'simple' cross-site fetch can
 *   send without asking first) → 415 UNSUPPORTED_MEDIA_TYPE; a file upload's route takes
 *   `application/octet-stream` instead.
 * A request with neither header comes from outside a browser, where no cookie rides along by
 * itself; it still needs its own session like any other.
 */
export function requestGuard(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || SIGNED_WEBHOOK_PATHS.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const crossSite = origin
      ? !trusted.has(origin)
      : fetchSite !== undefined && !SAME_SITE_FETCH.has(fetchSite);
    if (crossSite) {
      throw new AppError("FORBIDDEN", {
        message: `cross-site ${c.req.method} refused (origin ${origin ?? "none"}, sec-fetch-site ${fetchSite ?? "none"})`,
        reason: REQUEST_MESSAGES.crossSite,
      });
    }
    const contentType = c.req.header("content-type");
    const allowed = FILE_UPLOAD_PATHS.includes(c.req.path) ? "application/octet-stream" : "application/json";
    if (contentType !== undefined && mediaTypeOf(contentType) !== allowed) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
        message: `${contentType} body refused`,
        reason: REQUEST_MESSAGES.notJsonMediaType,
      });
    }
    return next();
  };
}

/**
 * `Cache-Control: no-store` on every /api response, whatever a route or helper set (streamSSE says
 * `no-cache`, which still lets a cache keep a copy): they carry user data. `no-transform` is kept.
 */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const directives = (c.res.headers.get("cache-control") ?? "")
      .split(",")
      .map((d) => d.trim().toLowerCase());
    c.res.headers.set(
      "cache-control",
      directives.includes("no-transform") ? "no-store, no-transform" : "no-store",
    );
  };
}
