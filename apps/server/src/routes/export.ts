import { createRoute } from "@hono/zod-openapi";
import { exportDataSchema, exportFileName, exportQuerySchema } from "@somnia/shared/account";
import { todayIn } from "@somnia/shared/dates";
import { z } from "zod";
import type { AppContext } from "../context";
import { createRouter, errorResponses, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { collectExport } from "../services/export/collect-export";
import { toMarkdown } from "../services/export/to-markdown";

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

/** /api/export?format=json|md: the user's right to their data. Session first, then the query. */
export function exportRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app.openapi(download, async (c) => {
    const { format } = c.req.valid("query");
    const data = await collectExport({ db, crypto, userId: c.get("user").id });
    const body = format === "md" ? toMarkdown(data) : JSON.stringify(data, null, 2);
    const fileName = exportFileName(todayIn(timeZoneOf(c)), format);
    return c.body(body, 200, {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  });
}
