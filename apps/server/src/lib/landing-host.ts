import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { localeOfPath, localePath, renderSite, type SiteFile, type SiteOptions } from "@somnia/landing/site";
import { type Locale, requestLocale, SOURCE_LOCALE } from "@somnia/shared/locales";
import { type Context, Hono } from "hono";
import { type Encoding, negotiateEncoding, varyOnEncoding } from "./compression";
import { PERMISSIONS_POLICY } from "./security-headers";

interface Prepared {
  type: string;
  etag: string;
  /** Text in brotli and gzip too; a font or a picture, compressed already, as it is. */
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
}

function prepare(file: SiteFile): Prepared {
  const body = Buffer.from(file.body);
  const text = typeof file.body === "string";
  return {
    type: file.type,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    bodies: text
      ? {
          identity: body,
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(body, { level: 9 }),
        }
      : { identity: body },
  };
}

/** The headers every landing answer carries; each page's CSP is in its own <meta> tag. */
const SECURITY = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** What the home page's answer depends on besides the encoding (`homeLocale`). */
const HOME_VARY = "Accept-Language, Cookie, Referer";

function send(c: Context, file: Prepared, status: 200 | 404, vary?: string) {
  const headers = new Headers({
    ...SECURITY,
    "Content-Type": file.type,
    "Cache-Control": "no-cache",
    ETag: file.etag,
  });
  if (vary) headers.set("Vary", vary);
  varyOnEncoding(headers);
  if (status === 200 && c.req.header("If-None-Match") === file.etag)
    return new Response(null, { status: 304, headers });
  const encoding = file.bodies.br && negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
  if (encoding) headers.set("Content-Encoding", encoding);
  const body = (encoding && file.bodies[encoding]) || file.bodies.identity;
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

/** Whether the request comes from a page of this host: a reader moving around it, menu included. */
function fromThisSite(c: Context, siteHost: string): boolean {
  const referer = c.req.header("Referer");
  if (!referer || !URL.canParse(referer)) return false;
  const from = new URL(referer).host;
  return from === siteHost || from === c.req.header("Host");
}

/**
 * The language to answer `/` in: a reader arriving from elsewhere gets the one chosen in the app
 * (LOCALE_COOKIE), else the first of the browser's that Somnia speaks; one moving around the site
 * has chosen the page they asked for. No Accept-Language (a crawler): English.
 */
function homeLocale(c: Context, siteHost: string): Locale {
  if (fromThisSite(c, siteHost)) return SOURCE_LOCALE;
  return requestLocale(c.req.header("Cookie"), c.req.header("Accept-Language"));
}

/**
 * The public landing host (apps/landing, docs/decisions/028-landing-host.md), served as a static
 * host serves its `dist/`: rendered once for this server's PUBLIC_URL and kept in memory with its
 * brotli and gzip forms. A path answers its page (`/terms`, `/terms/`, `/terms/index.html`,
 * `/fr/terms`) or file (`/robots.txt`); anything else the 404 page of the path's language, with
 * status 404. `/` sends a reader whose language is another one to that language's home.
 */
export function createLandingApp(options: SiteOptions): Hono {
  const byPath = new Map<string, Prepared>();
  const notFound = new Map<Locale, Prepared>();
  const key = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  for (const file of renderSite(options)) {
    const prepared = prepare(file);
    byPath.set(`/${file.file}`, prepared);
    if (file.route) byPath.set(key(file.route), prepared);
    else if (file.locale) notFound.set(file.locale, prepared);
  }
  const missing = notFound.get(SOURCE_LOCALE);
  if (!missing) throw new Error("the landing host has no 404 page");
  const siteHost = new URL(options.siteUrl).host;

  const app = new Hono();
  app.on(["GET", "HEAD"], "*", (c) => {
    if (c.req.path === "/") {
      const locale = homeLocale(c, siteHost);
      if (locale !== SOURCE_LOCALE) {
        const search = new URL(c.req.url).search;
        return new Response(null, {
          status: 302,
          headers: { ...SECURITY, Location: `${localePath(locale, "/")}${search}`, Vary: HOME_VARY },
        });
      }
    }
    const path = key(c.req.path);
    const file = byPath.get(path);
    if (file) return send(c, file, 200, path === "/" ? HOME_VARY : undefined);
    return send(c, notFound.get(localeOfPath(path)) ?? missing, 404);
  });
  app.all("*", () => new Response(null, { status: 405, headers: { ...SECURITY, Allow: "GET, HEAD" } }));
  return app;
}
