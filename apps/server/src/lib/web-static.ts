import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./hono-env";
import type { Logger } from "./logger";

/**
 * Production: serves the built web app. Hashed assets are cached for a year; HTML is never
 * cached, and every extension-less GET outside /api falls back to index.html (client-side routes).
 * A missing file (e.g. an asset of an older build) stays a 404.
 */
export function mountWeb(app: Hono<AppEnv>, dir: string, logger: Logger) {
  if (!existsSync(join(dir, "index.html"))) {
    logger.warn({ dir }, "web app not built: run `npm run build`; only the API is served");
    return;
  }
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    if (c.req.path.startsWith("/assets/")) {
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    } else if (c.res.headers.get("content-type")?.startsWith("text/html")) {
      c.res.headers.set("Cache-Control", "no-cache");
    }
  });
  app.use("*", serveStatic({ root: dir }));
  const indexHtml = serveStatic({ root: dir, path: "index.html" });
  app.get("*", (c, next) => (/\.[^/]*$/.test(c.req.path) ? next() : indexHtml(c, next)));
}
