import { createRoute } from "@hono/zod-openapi";
import { exportDataSchema, exportFileName, exportQuerySchema } from "@somnia/shared/account";
import { todayIn } from "@somnia/shared/dates";
import { z } from "zod";
import type { AppContext } from "../context";
import { createRouter, errorResponses, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { streamExport } from "../services/export/stream-export";

const CONTENT_TYPES = { json: "application/json; charset=utf-8", md: "text/markdown; charset=utf-8" };

const download = createRoute({
  method: "get",
  path: "/",
  tags: ["export"],
  summary: "All of the caller's data, decrypted, as a download",
  description:
    '`Content-Disposition: attachment; filename="somnia-export-<yyyy-MM-dd>.<format>"`, never cached.',
  parameters: [timeZoneParameter],
  request: { query: exportQuerySchema },
  responses: {
    200: {
      description: "The export: JSON (format=json) or Markdown (format=md)",
      content: {
        "application/json": { schema: exportDataSchema },
        "text/markdown": { schema: z.string() },
      },
    },
    ...errorResponses(400, 401),
  },
});

/**
 * /api/export?format=json|md: the user's right to their data. Session first, then the query. The
 * body is streamed a page of rows at a time (services/export/stream-export.ts); a failure after it
 * began resets the connection, so the browser reports a failed download rather than keeping a
 * file cut short.
 */
export function exportRoutes({
  auth,
  db,
  crypto,
  logger,
}: Pick<AppContext, "auth" | "db" | "crypto" | "logger">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app.openapi(download, async (c) => {
    const { format } = c.req.valid("query");
    const body = await streamExport({
      db,
      crypto,
      userId: c.get("user").id,
      format,
      signal: c.req.raw.signal,
      onError: (err) =>
        logger.error({ err, format }, "export failed after streaming began; download aborted"),
    });
    const fileName = exportFileName(todayIn(timeZoneOf(c)), format);
    return c.body(body, 200, {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  });
}
