import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { IMPORT_MESSAGES } from "@somnia/shared/import";
import { AppError } from "../../lib/app-error";

/** An uploaded file on disk, removed by `dispose` (always call it: a `finally`). */
export interface Upload {
  path: string;
  bytes: number;
  dispose(): Promise<void>;
}

const MIB = 1024 * 1024;

function tooLarge(maxBytes: number) {
  return new AppError("PAYLOAD_TOO_LARGE", {
    message: "import upload over the limit",
    reason: IMPORT_MESSAGES.tooLarge,
    params: { limit: Math.floor(maxBytes / MIB) },
  });
}

/**
 * Streams a request body to a file of its own in the system's temporary folder, never holding it in
 * memory: a declared length over `maxBytes` is refused before a byte is read, and an undeclared one
 * as soon as it passes the limit (the connection is then closed by the app's unread-body guard).
 * An empty body is refused too.
 */
export async function receiveUpload(request: Request, maxBytes: number): Promise<Upload> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body || declared === 0)
    throw new AppError("BAD_REQUEST", { reason: IMPORT_MESSAGES.emptyFile });
  const folder = join(tmpdir(), "somnia-import");
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const path = join(folder, randomUUID());
  const dispose = () => rm(path, { force: true });
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  try {
    const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    await pipeline(body, count, createWriteStream(path, { mode: 0o600 }));
  } catch (err) {
    await dispose();
    if (err instanceof AppError) throw err;
    throw new AppError("BAD_REQUEST", {
      message: "import upload broke off",
      reason: REQUEST_MESSAGES.unreadable,
      cause: err,
    });
  }
  if (bytes === 0) {
    await dispose();
    throw new AppError("BAD_REQUEST", { reason: IMPORT_MESSAGES.emptyFile });
  }
  return { path, bytes, dispose };
}
