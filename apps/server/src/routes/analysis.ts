import { ANALYSIS_STREAM_TYPE, analysisAnswerSchema } from "@somnia/shared/analysis";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { ndjsonStream } from "../lib/ndjson-stream";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { parseWith, readJson } from "../lib/validate";
import { answerAnalysis } from "../services/analysis/answer-analysis";
import { getAnalysis } from "../services/analysis/get-analysis";
import { skipAnalysis } from "../services/analysis/skip-analysis";
import { startAnalysis } from "../services/analysis/start-analysis";

type AnalysisRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "ai" | "events" | "logger">;

/**
 * /api/dreams/:id/analysis: the Dream Analyzer session of one of the caller's dreams. POST starts
 * (or resumes) it — streamed as NDJSON when the client accepts `application/x-ndjson` — GET reads
 * it for a reload, `answers` takes one answer, `skip` ends it. `X-Time-Zone` sets the plan's month.
 */
export function analysisRoutes({ auth, db, crypto, ai, events, logger }: AnalysisRoutesContext) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post("/", async (c) => {
      const options = {
        db,
        crypto,
        ai,
        logger,
        userId: c.get("user").id,
        dreamId: c.req.param("id") ?? "",
        timeZone: timeZoneOf(c),
        signal: c.req.raw.signal,
      };
      if (c.req.header("accept")?.includes(ANALYSIS_STREAM_TYPE)) {
        return ndjsonStream({
          contentType: ANALYSIS_STREAM_TYPE,
          run: (onDelta) => startAnalysis({ ...options, onDelta }),
          final: ({ session, created }) => ({
            event: { type: "session", session },
            status: created ? 201 : 200,
          }),
          logger,
          what: "analysis",
        });
      }
      const { session, created } = await startAnalysis(options);
      return c.json(session, created ? 201 : 200);
    })
    .get("/", async (c) =>
      c.json(await getAnalysis({ db, crypto, userId: c.get("user").id, dreamId: c.req.param("id") ?? "" })),
    )
    .post("/answers", async (c) => {
      const { answer } = parseWith(analysisAnswerSchema, await readJson(c));
      const options = { db, crypto, ai, events, userId: c.get("user").id, signal: c.req.raw.signal };
      return c.json(await answerAnalysis({ ...options, dreamId: c.req.param("id") ?? "", answer }));
    })
    .post("/skip", async (c) =>
      c.json(await skipAnalysis({ db, crypto, userId: c.get("user").id, dreamId: c.req.param("id") ?? "" })),
    );
}
