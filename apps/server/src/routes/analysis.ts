import { createRoute } from "@hono/zod-openapi";
import {
  ANALYSIS_STREAM_TYPE,
  analysisAnswerSchema,
  analysisSessionSchema,
  analysisStateSchema,
  analysisStreamEventSchema,
} from "@somnia/shared/analysis";
import type { AppContext } from "../context";
import { ndjsonStream } from "../lib/ndjson-stream";
import {
  createRouter,
  errorResponses,
  idParams,
  jsonBody,
  jsonContent,
  streamAcceptParameter,
  streamContent,
  timeZoneParameter,
} from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { readerLocale } from "../services/account/reader-locale";
import { answerAnalysis } from "../services/analysis/answer-analysis";
import { getAnalysis } from "../services/analysis/get-analysis";
import { skipAnalysis } from "../services/analysis/skip-analysis";
import { startAnalysis } from "../services/analysis/start-analysis";

const tags = ["analysis"];
const session = (description: string) =>
  streamContent(description, ANALYSIS_STREAM_TYPE, analysisStreamEventSchema, analysisSessionSchema);

const start = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Start (or resume) the analyzer session; streamed as NDJSON when `Accept` asks for it",
  description: `With \`Accept: ${ANALYSIS_STREAM_TYPE}\` the reply is one JSON event per line: \`delta\` pieces of the brief analysis, then one \`session\` or \`error\`. A failure before the first delta is an ordinary JSON error.`,
  parameters: [timeZoneParameter, streamAcceptParameter(ANALYSIS_STREAM_TYPE)],
  request: { params: idParams },
  responses: {
    200: session("The resumed session (streamed: always 200)"),
    201: session("The new session"),
    ...errorResponses(400, 401, 403, 404, 409, 502, 504),
  },
});

const get = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The dream's newest session, for a reload",
  request: { params: idParams },
  responses: { 200: jsonContent(analysisStateSchema, "The session, or null"), ...errorResponses(401, 404) },
});

const answer = createRoute({
  method: "post",
  path: "/answers",
  tags,
  summary: "Answer the next question; the last answer completes the session",
  request: { params: idParams, body: jsonBody(analysisAnswerSchema) },
  responses: {
    200: jsonContent(analysisSessionSchema, "The session"),
    ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504),
  },
});

const skip = createRoute({
  method: "post",
  path: "/skip",
  tags,
  summary: "End the session without answering the rest",
  request: { params: idParams },
  responses: {
    200: jsonContent(analysisSessionSchema, "The skipped session"),
    ...errorResponses(401, 404, 409),
  },
});

type AnalysisRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "ai" | "events" | "logger">;

/**
 * /api/dreams/:id/analysis: the Dream Analyzer session of one of the caller's dreams. Session first
 * (`requireUser`), then the input's schema. `X-Time-Zone` sets the plan's month.
 */
export function analysisRoutes({ auth, db, crypto, ai, events, logger }: AnalysisRoutesContext) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(start, async (c) => {
      const { id: dreamId } = c.req.valid("param");
      const userId = c.get("user").id;
      const reader = await readerLocale(db, userId, c.req.raw);
      const options = { db, crypto, ai, logger, userId, dreamId, timeZone: timeZoneOf(c), reader };
      const signal = c.req.raw.signal;
      if (c.req.header("accept")?.includes(ANALYSIS_STREAM_TYPE)) {
        return ndjsonStream({
          contentType: ANALYSIS_STREAM_TYPE,
          run: (onDelta) => startAnalysis({ ...options, signal, onDelta }),
          final: ({ session, created }) => ({
            event: { type: "session", session },
            status: created ? 201 : 200,
          }),
          logger,
          what: "analysis",
        });
      }
      const { session, created } = await startAnalysis({ ...options, signal });
      return created ? c.json(session, 201) : c.json(session, 200);
    })
    .openapi(get, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, dreamId: c.req.valid("param").id };
      return c.json(await getAnalysis(options), 200);
    })
    .openapi(answer, async (c) => {
      const userId = c.get("user").id;
      const reader = await readerLocale(db, userId, c.req.raw);
      const options = { db, crypto, ai, events, userId, signal: c.req.raw.signal, reader };
      const { id: dreamId } = c.req.valid("param");
      return c.json(await answerAnalysis({ ...options, dreamId, answer: c.req.valid("json").answer }), 200);
    })
    .openapi(skip, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, dreamId: c.req.valid("param").id };
      return c.json(await skipAnalysis(options), 200);
    });
}
