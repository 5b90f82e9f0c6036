import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
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

/** Levels favour speed: each body is compressed once per request (br 5 ≈ gzip 9 in size). */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5 };
const GZIP_LEVEL = 6;

/**
 * A compressor that flushes after every chunk it is given: a streamed body (the export, written
 * page by page) reaches the client as it is produced instead of waiting for zlib's buffer to fill.
 */
function compressor(encoding: Encoding) {
  return encoding === "br"
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: BROTLI_PARAMS })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: GZIP_LEVEL });
}

/** A whole body in one step: for the few kilobytes of a JSON answer, a fraction of a stream's cost. */
function compressWhole(encoding: Encoding, bytes: Uint8Array): Buffer {
  return encoding === "br"
    ? brotliCompressSync(bytes, {
        params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes, { level: GZIP_LEVEL });
}

/** JSON (and the Markdown export): the SSE and NDJSON streams are left alone, line by line as written. */
const COMPRESSIBLE = /^(?:application\/json|text\/markdown)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** A download (the export) is written as it is read from the database: it is compressed as it streams. */
const DOWNLOAD = /^\s*attachment\b/i;
const SMALL_BYTES = 1024;

/**
 * Compresses JSON answers (br or gzip, by negotiation). A download is compressed as it streams; any
 * other answer is built whole (`c.json`), so it is read and compressed in one step, and sent as it
 * is when under 1 KB.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers first: on Node, reading `body` turns a response built from a string into
    // a whole web stream, which only a response about to be compressed needs.
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? ""))
      return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < SMALL_BYTES) return;
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), PREFERENCE);
    if (!encoding || !res.body) return;
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    if (DOWNLOAD.test(res.headers.get("Content-Disposition") ?? "")) {
      const body = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream).pipe(
        compressor(encoding),
      );
      headers.set("Content-Encoding", encoding);
      c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length >= SMALL_BYTES) headers.set("Content-Encoding", encoding);
    const body = bytes.length < SMALL_BYTES ? bytes : compressWhole(encoding, bytes);
    c.res = new Response(body, { status: res.status, headers });
  };
}
