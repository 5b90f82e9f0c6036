import { createRoute } from "@hono/zod-openapi";
import { todayIn } from "@somnia/shared/dates";
import {
  IMPORT_MESSAGES,
  IMPORT_STREAM_TYPE,
  type ImportQuery,
  importEventSchema,
  importPreviewSchema,
  importQuerySchema,
} from "@somnia/shared/import";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { createRouter, errorResponses, jsonContent, streamContent, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { rethrowImportError } from "../services/import/import-error";
import { ImportTally } from "../services/import/import-tally";
import { previewImport } from "../services/import/preview-import";
import type { ImportReading } from "../services/import/read/import-reading";
import { receiveUpload } from "../services/import/receive-upload";
import { streamImport } from "../services/import/stream-import";

const tags = ["import"];
const MIB = 1024 * 1024;
/** The file, as the request body: the guard lets this type through on these two routes only. */
const fileBody = {
  content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
};

const preview = createRoute({
  method: "post",
  path: "/preview",
  tags,
  summary: "What a journal file holds, before anything is imported",
  description:
    "The body is the file (`application/octet-stream`, at most IMPORT_MAX_MB MiB). A CSV's columns and date order may be chosen in the query.",
  parameters: [timeZoneParameter],
  request: { query: importQuerySchema, body: fileBody },
  responses: { 200: jsonContent(importPreviewSchema, "The preview"), ...errorResponses(400, 401, 409, 413) },
});

const run = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Import a journal file into the caller's journal, with its progress as NDJSON",
  description:
    "The same body and query as the preview. One `progress` line per stored batch, then `done` with the summary, or `error` with the summary of what was stored before it. A file refused as a whole is an ordinary JSON error.",
  parameters: [timeZoneParameter],
  request: { query: importQuerySchema, body: fileBody },
  responses: {
    200: streamContent("The import's progress and summary", IMPORT_STREAM_TYPE, importEventSchema),
    ...errorResponses(400, 401, 409, 413),
  },
});

/** One import per user at a time on this instance (a second one would only race the first). */
const running = new Set<string>();

type ImportRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "ai" | "events" | "logger" | "env">;

/**
 * /api/import: a journal from a file (docs/decisions/041-journal-import.md). Session first, then the
 * query; the body is streamed to a temporary file, read, and removed whatever happens.
 */
export function importRoutes(ctx: ImportRoutesContext) {
  const { auth, db, crypto, ai, events, logger, env } = ctx;
  const maxBytes = env.IMPORT_MAX_MB * MIB;
  const app = createRouter();
  app.use(requireUser(auth));

  /**
   * Runs `work` on the request's file, read in the user's time zone with the query's CSV choices;
   * one at a time per user. `release` ends it (and removes the file): `work` calls it when done,
   * or it is called here when anything fails first.
   */
  async function withReading<T>(
    request: Request,
    userId: string,
    query: ImportQuery,
    timeZone: string,
    work: (reading: ImportReading, release: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    if (running.has(userId)) throw new AppError("CONFLICT", { reason: IMPORT_MESSAGES.busy });
    running.add(userId);
    let upload: Awaited<ReturnType<typeof receiveUpload>> | undefined;
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      running.delete(userId);
      await upload?.dispose();
    };
    try {
      upload = await receiveUpload(request, maxBytes);
      const { dateOrder, ...columns } = query;
      // The readers (zip, CSV, YAML, streamed JSON) are loaded by the first import, not at start.
      const { readImport } = await import("../services/import/read/read-import");
      const reading = await readImport(upload.path, {
        today: todayIn(timeZone),
        csv: { ...columns, dateOrder },
      }).catch(rethrowImportError);
      return await work(reading, release);
    } catch (err) {
      await release();
      throw err;
    }
  }

  return app
    .openapi(preview, async (c) => {
      const userId = c.get("user").id;
      const query = c.req.valid("query");
      const result = await withReading(c.req.raw, userId, query, timeZoneOf(c), async (reading, release) => {
        try {
          return await previewImport({ db, crypto, userId, reading }).catch(rethrowImportError);
        } finally {
          await release();
        }
      });
      return c.json(result, 200);
    })
    .openapi(run, async (c) => {
      const userId = c.get("user").id;
      const timeZone = timeZoneOf(c);
      return withReading(c.req.raw, userId, c.req.valid("query"), timeZone, async (reading, release) => {
        const tally = new ImportTally(reading.format);
        return streamImport({
          tally,
          logger,
          release,
          options: { db, crypto, ai, events, logger, userId, timeZone, reading },
        });
      });
    });
}
