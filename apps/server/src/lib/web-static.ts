import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { isLocale, type Locale, localeCookie, requestLocale, SOURCE_LOCALE } from "@somnia/shared/locales";
import { SIGNED_IN_PAGES } from "@somnia/shared/prerendered";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { hasSessionCookie } from "./auth-cookie";
import { type Encoding, negotiateEncoding, varyOnEncoding } from "./compression";
import type { AppEnv } from "./hono-env";
import type { Logger } from "./logger";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** A file of the build and the precompressed twins the build wrote beside it (`.br`, `.gz`). */
interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
  variants: Partial<Record<Encoding, { path: string; size: number }>>;
}

async function fileAt(path: string): Promise<StaticFile | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const variants: StaticFile["variants"] = {};
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const twin = await stat(path + suffix).catch(() => null);
    if (twin?.isFile()) variants[encoding] = { path: path + suffix, size: twin.size };
  }
  return { path, size: info.size, mtimeMs: info.mtimeMs, variants };
}

/** `dir` + the URL path, or null when the path would leave `dir` (`..`, encoded or not). */
function inside(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const path = normalize(join(dir, decoded));
  return path.startsWith(dir.endsWith(sep) ? dir : dir + sep) ? path : null;
}

/**
 * Answers with `file`: the precompressed twin the client accepts (br, then gzip), else the file;
 * an ETag from size and time so a revalidation answers 304; nothing but headers for HEAD.
 */
function send(c: Context<AppEnv>, file: StaticFile, cacheControl: string, vary?: string) {
  const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": getMimeType(file.path) ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    ETag: etag,
  });
  const available = Object.keys(file.variants) as Encoding[];
  if (vary) headers.append("Vary", vary);
  if (available.length > 0) varyOnEncoding(headers);
  if (c.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), available);
  const chosen = encoding ? file.variants[encoding] : undefined;
  if (encoding && chosen) headers.set("Content-Encoding", encoding);
  const { path, size } = chosen ?? file;
  headers.set("Content-Length", String(size));
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { status: 200, headers });
}

/** A page prerendered in `locale` (`auth.fr.html`), else in English (`auth.html`). */
async function pageIn(base: string, locale: Locale): Promise<StaticFile | null> {
  return (locale !== SOURCE_LOCALE && (await fileAt(`${base}.${locale}.html`))) || fileAt(`${base}.html`);
}

/**
 * Production: serves the built web app (docs/decisions/026-compression-and-caching.md). Hashed
 * files under /assets/ are cached for a year, every other file is revalidated. An extension-less
 * GET outside /api is a client-side route: its prerendered page (`/auth` → `auth.html`, and
 * `/auth?tab=signup` → `auth-signup.html`) in the language of the request (its LOCALE_COOKIE, else
 * Accept-Language: `auth.fr.html`) if the build has one, else `index.html`. A signed-in page
 * (`/`, `/calendar`, `/profile`) requested with a session cookie is its copy of index.html with the
 * shell and the page's frame prerendered (`signed-in-home.fr.html`; docs/decisions/051-signed-in-pages-in-the-html.md).
 * A missing file (an asset of an older build) stays a 404.
 * A POST to a page answers 303 back to it.
 */
export function mountWeb(app: Hono<AppEnv>, dir: string, logger: Logger, secureCookies: boolean) {
  if (!existsSync(join(dir, "index.html"))) {
    logger.warn({ dir }, "web app not built: run `npm run build`; only the API is served");
    return;
  }
  const root = normalize(dir);
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const urlPath = c.req.path;
    const path = inside(root, urlPath);
    if (!path) return next();
    if (/\.[^/]*$/.test(urlPath)) {
      const file = await fileAt(path);
      if (!file) return next();
      return send(c, file, urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    }
    const base = path.replace(/[/\\]+$/, "");
    // A page prerendered per tab (`/auth?tab=signup` → `auth-signup.html`), else the page itself,
    // each in the request's language; else the app, which picks its language in the browser.
    // A language in the link (`?lang=fr`, the landing site's links) is the reader's choice: the page
    // comes in it, and the cookie keeps it for the app.
    const tab = c.req.query("tab");
    const chosen = c.req.query("lang");
    const locale = isLocale(chosen)
      ? chosen
      : requestLocale(c.req.header("Cookie"), c.req.header("Accept-Language"));
    const signedIn = SIGNED_IN_PAGES[urlPath];
    const prerendered = signedIn
      ? hasSessionCookie(c.req.header("Cookie")) &&
        (await pageIn(join(root, signedIn.replace(/\.html$/, "")), locale))
      : (tab && /^[a-z]+$/.test(tab) && (await pageIn(`${base}-${tab}`, locale))) ||
        (await pageIn(base, locale));
    const app = prerendered ? null : await fileAt(join(root, "index.html"));
    const page = prerendered || app;
    if (!page) return next();
    const response = send(
      c,
      page,
      REVALIDATE,
      prerendered || signedIn ? "Accept-Language, Cookie" : undefined,
    );
    if (isLocale(chosen)) response.headers.append("Set-Cookie", localeCookie(chosen, secureCookies));
    return response;
  });
  // A prerendered form submitted before its script has run (or with scripting off) posts to its
  // own page (method="post", so a password never lands in a URL); send the browser back to it.
  // One leading slash: `//host/page` would be read by the browser as another host.
  app.post("*", (c, next) =>
    inside(root, c.req.path) && !/\.[^/]*$/.test(c.req.path)
      ? c.redirect(c.req.path.replace(/^\/+/, "/"), 303)
      : next(),
  );
}
