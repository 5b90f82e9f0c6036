import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env";

/** Whether the request says a body follows its headers. */
function declaresBody(headers: Headers): boolean {
  return headers.has("transfer-encoding") || Number(headers.get("content-length") ?? 0) > 0;
}

/** Reads `body` to its end; false once more than `maxBytes` came, or when the client went away. */
async function readToEnd(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      bytes += value.byteLength;
      if (bytes > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}

/**
 * A body the route never read (an anonymous write answered 401, a refused cross-site post) is
 * read to its end and dropped before the answer goes out, so the connection can carry the
 * client's next request: left unread, it would sit in front of that request, and the server
 * would close a connection it had just said it keeps alive. Past `maxBytes`, or when it cannot be
 * read, the answer says `Connection: close`, as a 413 does (docs/decisions/030-edge-hardening.md).
 */
export function drainUnreadBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    if (!declaresBody(request.headers) || request.bodyUsed) return;
    if (c.res.headers.get("connection")?.toLowerCase() === "close") return;
    const body = request.body;
    if (!body || body.locked || !(await readToEnd(body, maxBytes))) c.header("Connection", "close");
  };
}
