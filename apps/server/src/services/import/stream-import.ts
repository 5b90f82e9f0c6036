import { IMPORT_STREAM_TYPE, type ImportEvent } from "@somnia/shared/import";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { importError, rethrowImportError } from "./import-error";
import { type ImportJournalOptions, importJournal } from "./import-journal";
import type { ImportTally } from "./import-tally";
import type { ImportItem, ImportReading } from "./read/read-import";

const encoder = new TextEncoder();

/** A failure mid-file as the API's error body: a refusal keeps its reason, anything else is internal. */
function errorOf(err: unknown) {
  const error = importError(err);
  return (error instanceof AppError ? error : new AppError("INTERNAL")).toBody().error;
}

/**
 * The reading with its first entry already read, so that a file refused from its start (a CSV
 * whose columns must be chosen, a document that is not what it claimed) is an ordinary JSON
 * error before anything streams; throws that refusal as the API's 400.
 */
async function primed(reading: ImportReading): Promise<ImportReading> {
  const iterator = reading.items()[Symbol.asyncIterator]();
  let first: IteratorResult<ImportItem>;
  try {
    first = await iterator.next();
  } catch (err) {
    rethrowImportError(err);
  }
  async function* items(): AsyncGenerator<ImportItem> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { ...reading, items };
}

export interface StreamImportOptions {
  options: Omit<ImportJournalOptions, "onProgress">;
  tally: ImportTally;
  logger: Logger;
  /** Called once the import has ended, however it ended (removes the upload). */
  release: () => Promise<void>;
}

/**
 * The import as an NDJSON response: a `progress` line per stored batch, then `done` with the
 * summary, or `error` with the summary of what was stored before the failure. The import goes on
 * to its end if the client goes away (importing the file again would add only what is missing).
 */
export async function streamImport({
  options,
  tally,
  logger,
  release,
}: StreamImportOptions): Promise<Response> {
  const reading = await primed(options.reading);
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const send = (event: ImportEvent) => {
    try {
      controller?.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    } catch {
      // The client went away: the import carries on.
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  void importJournal({ ...options, reading, onProgress: send }, tally)
    .then((summary) => send({ type: "done", summary }))
    .catch((err: unknown) => {
      logger.error({ err, format: tally.format, imported: tally.imported }, "import failed part-way");
      send({ type: "error", error: errorOf(err), summary: tally.summary() });
    })
    .finally(async () => {
      await release();
      try {
        controller?.close();
      } catch {}
    });
  return new Response(body, {
    headers: { "content-type": `${IMPORT_STREAM_TYPE}; charset=utf-8`, "cache-control": "no-store" },
  });
}
