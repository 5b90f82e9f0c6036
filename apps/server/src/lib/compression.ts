import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** The encodings Somnia sends, best first (docs/decisions/026-compression-and-caching.md). */
export type Encoding = "br" | "gzip";
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/**
 * The best of `available` that an Accept-Encoding header allows: the highest q wins, br before
 * gzip at equal q; `*` stands for any encoding not named; q=0 refuses. No header: none.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a response's Vary header once. */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get("Vary");
  if (vary === "*" || vary?.toLowerCase().includes("accept-encoding")) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * A compressor that flushes after every chunk it is given: a streamed body (the export, written
 * page by page) reaches the client as it is produced instead of waiting for zlib's buffer to fill.
 * Levels favour speed: these bodies are compressed once per request (br 5 ≈ gzip 9 in size).
 */
function compressor(encoding: Encoding) {
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

/** JSON (and the Markdown export): the SSE and NDJSON streams are left alone, line by line as written. */
const COMPRESSIBLE = /^(?:application\/json|text\/markdown)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const SMALL_BYTES = 1024;

/**
 * Compresses JSON answers (br or gzip, by negotiation). A body whose length is known and small
 * stays as it is; one whose length is unknown (streamed) is compressed as it streams.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body || res.status === 204 || res.status === 206) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? ""))
      return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < SMALL_BYTES) return;
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), PREFERENCE);
    if (!encoding) return;
    const body = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream).pipe(
      compressor(encoding),
    );
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
  };
}
