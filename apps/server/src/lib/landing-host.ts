import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderSite, type SiteFile, type SiteOptions } from "@somnia/landing/site";
import { type Context, Hono } from "hono";
import { type Encoding, negotiateEncoding, varyOnEncoding } from "./compression";
import { PERMISSIONS_POLICY } from "./security-headers";

interface Prepared {
  type: string;
  etag: string;
  bodies: Record<Encoding | "identity", Buffer>;
}

function prepare(file: SiteFile): Prepared {
  const body = Buffer.from(file.body);
  return {
    type: file.type,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    bodies: {
      identity: body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    },
  };
}

/** The headers every landing answer carries; each page's CSP is in its own <meta> tag. */
const SECURITY = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

function send(c: Context, file: Prepared, status: 200 | 404) {
  const headers = new Headers({
    ...SECURITY,
    "Content-Type": file.type,
    "Cache-Control": "no-cache",
    ETag: file.etag,
  });
  varyOnEncoding(headers);
  if (status === 200 && c.req.header("If-None-Match") === file.etag)
    return new Response(null, { status: 304, headers });
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
  if (encoding) headers.set("Content-Encoding", encoding);
  const body = file.bodies[encoding ?? "identity"];
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

/**
 * The public landing host (apps/landing, docs/decisions/028-landing-host.md), served as a static
 * host serves its `dist/`: rendered once for this server's PUBLIC_URL and kept in memory with its
 * brotli and gzip forms. A path answers its page (`/terms`, `/terms/`, `/terms/index.html`) or
 * file (`/robots.txt`); anything else the 404 page, with status 404.
 */
export function createLandingApp(options: SiteOptions): Hono {
  const byPath = new Map<string, Prepared>();
  let notFound: Prepared | undefined;
  for (const file of renderSite(options)) {
    const prepared = prepare(file);
    byPath.set(`/${file.file}`, prepared);
    if (file.route) byPath.set(file.route, prepared);
    else notFound = prepared;
  }
  if (!notFound) throw new Error("the landing host has no 404 page");
  const missing = notFound;

  const app = new Hono();
  app.on(["GET", "HEAD"], "*", (c) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const file = byPath.get(path);
    return file ? send(c, file, 200) : send(c, missing, 404);
  });
  app.all("*", () => new Response(null, { status: 405, headers: { ...SECURITY, Allow: "GET, HEAD" } }));
  return app;
}
