import {
  IMPORT_STREAM_TYPE,
  type ImportEvent,
  type ImportQuery,
  type ImportSummary,
  importEventSchema,
} from "@somnia/shared/import";
import type { ApiError } from "@/lib/api-client";
import { linesOf, streamError } from "@/lib/ndjson";
import { api, read } from "./client";

/** A CSV's chosen columns and date order; empty for the other formats (the server's guess is used). */
export type ImportChoices = ImportQuery;

export type ImportProgress = Extract<ImportEvent, { type: "progress" }>;

/**
 * How an import ended: `done`; `error`, with what was stored before it; or `stopped` when the answer
 * ended without either (the server restarted, the connection dropped), with the last progress seen.
 */
export type ImportOutcome =
  | { type: "done"; summary: ImportSummary }
  | { type: "error"; error: ApiError; summary: ImportSummary }
  | { type: "stopped"; progress: ImportProgress | null };

/** The choices as the query's strings, the ones not made left out. */
function queryOf(choices: ImportChoices): Record<string, string> {
  return Object.fromEntries(
    Object.entries(choices).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

/** The file itself as the request body (docs/decisions/041-journal-import.md). */
const withFile = (file: File, accept: string) => ({
  headers: { "Content-Type": "application/octet-stream", Accept: accept },
  init: { body: file },
});

/**
 * POST /api/import/preview: what the file holds, nothing written. A file refused as a whole
 * rejects with an ApiError of its IMPORT_* reason (src/lib/api-client.ts).
 */
export const previewImport = (file: File, choices: ImportChoices = {}) =>
  read(api.import.preview.$post({ query: queryOf(choices) }, withFile(file, "application/json")));

/**
 * POST /api/import: imports the file, the same body sent again (the server keeps nothing between
 * the two calls). `onProgress` receives each stored batch's counts; resolves with how the import
 * ended. A file refused before anything was read rejects as any API call does.
 */
export async function runImport(
  file: File,
  choices: ImportChoices,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOutcome> {
  const response = await api.import.$post({ query: queryOf(choices) }, withFile(file, IMPORT_STREAM_TYPE));
  let last: ImportProgress | null = null;
  if (!response.body) return { type: "stopped", progress: last };
  try {
    for await (const line of linesOf(response.body)) {
      const event = importEventSchema.parse(JSON.parse(line));
      if (event.type === "done") return event;
      if (event.type === "error")
        return { type: "error", error: streamError(event.error), summary: event.summary };
      last = event;
      onProgress(event);
    }
  } catch {
    // The answer broke off mid-line or could not be read: all that is known is the last progress.
  }
  return { type: "stopped", progress: last };
}
