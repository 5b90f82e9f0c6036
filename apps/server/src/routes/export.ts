import { exportFileName, exportQuerySchema } from "@somnia/shared/account";
import { todayIn } from "@somnia/shared/dates";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { parseWith } from "../lib/validate";
import { collectExport } from "../services/export/collect-export";
import { toMarkdown } from "../services/export/to-markdown";

const CONTENT_TYPES = { json: "application/json; charset=utf-8", md: "text/markdown; charset=utf-8" };

/** /api/export?format=json|md: all of the caller's data, decrypted, as a download (the user's right to it). */
export function exportRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  return new Hono<AppEnv>().use(requireUser(auth)).get("/", async (c) => {
    const { format } = parseWith(exportQuerySchema, c.req.query());
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
