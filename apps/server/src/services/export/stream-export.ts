import type { ExportFormat } from "@somnia/shared/account";
import { jsonExport } from "./json-export";
import type { ExportReadOptions } from "./keyset-pages";
import { markdownExport } from "./markdown-export";
import { pageAnalyses } from "./page-analyses";
import { pageDreams } from "./page-dreams";
import { pageInterpretations } from "./page-interpretations";
import { pageMemory } from "./page-memory";
import { type PullStreamOptions, pullStream } from "./pull-stream";
import { readExportHead } from "./read-export-head";

export interface StreamExportOptions extends ExportReadOptions, PullStreamOptions {
  format: ExportFormat;
  now?: Date;
}

/**
 * The caller's whole account, decrypted, as a response body in `format` — theirs only: every
 * query is scoped to `userId`. The account is read first (a failure there is an ordinary error
 * response); then rows are read, decrypted and sent a page at a time, as fast as the client takes
 * them, so memory stays bounded whatever the journal's size.
 */
export async function streamExport(options: StreamExportOptions): Promise<ReadableStream<Uint8Array>> {
  const { format, now, signal, onError, ...read } = options;
  const head = await readExportHead({ db: read.db, userId: read.userId, now });
  const pieces =
    format === "md"
      ? markdownExport(head, read)
      : jsonExport(head, {
          memory: () => pageMemory(read),
          dreams: () => pageDreams(read),
          analyses: () => pageAnalyses(read),
          interpretations: () => pageInterpretations(read),
        });
  return pullStream(pieces, { signal, onError });
}
