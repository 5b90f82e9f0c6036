import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { BackupError } from "./format";

/** What zlib's failure means to the person restoring. */
function explain(error: unknown, started: boolean): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "Z_BUF_ERROR") {
    return new BackupError(
      "The backup file is incomplete: it ends early (was it copied in full?). Nothing was restored.",
    );
  }
  if (code === "Z_DATA_ERROR") {
    return new BackupError(
      started
        ? "The backup file is damaged: its compressed data is corrupt. Nothing was restored."
        : "This file is not a Somnia backup (it is not gzip-compressed).",
    );
  }
  return error as Error;
}

/** The lines of a gzip-compressed file, decompressed as they are read. */
export async function* readBackupLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  gunzip.setEncoding("utf8");
  let rest = "";
  let started = false;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      started = true;
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      yield* parts;
    }
  } catch (error) {
    throw explain(error, started);
  } finally {
    input.unpipe(gunzip);
    gunzip.destroy();
  }
  if (rest) yield rest;
}
