import { createRoute } from "@hono/zod-openapi";
import {
  INTERPRETATION_STREAM_TYPE,
  interpretationHistorySchema,
  interpretationSchema,
  interpretationStreamEventSchema,
} from "@somnia/shared/interpretation";
import type { AppContext } from "../context";
import { ndjsonStream } from "../lib/ndjson-stream";
import {
  createRouter,
  errorResponses,
  idParams,
  jsonContent,
  streamAcceptParameter,
  streamContent,
} from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { readerLocale } from "../services/account/reader-locale";
import { interpretDream } from "../services/interpretation/interpret-dream";
import { listInterpretations } from "../services/interpretation/list-interpretations";

const tags = ["interpretations"];

const interpret = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Interpret an analysed dream; streamed as NDJSON when `Accept` asks for it",
  description: `With \`Accept: ${INTERPRETATION_STREAM_TYPE}\` the reply is one JSON event per line: \`delta\` pieces of the text, then one \`interpretation\` (stored) or \`error\`. A failure before the first delta is an ordinary JSON error.`,
  parameters: [streamAcceptParameter(INTERPRETATION_STREAM_TYPE)],
  request: { params: idParams },
  responses: {
    200: streamContent("The streamed reading", INTERPRETATION_STREAM_TYPE, interpretationStreamEventSchema),
    201: jsonContent(interpretationSchema, "The stored reading"),
    ...errorResponses(400, 401, 404, 409, 502, 504),
  },
});

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The dream's readings, newest first, with their sources",
  request: { params: idParams },
  responses: { 200: jsonContent(interpretationHistorySchema, "The readings"), ...errorResponses(401, 404) },
});

type InterpretationRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "ai" | "logger" | "env">;

/**
 * /api/dreams/:id/interpretations: the Dream Interpreter's readings of one of the caller's analysed
 * dreams. Session first (`requireUser`), then the path's schema. Interpreting again keeps the earlier.
 */
export function interpretationRoutes({ auth, db, crypto, ai, logger, env }: InterpretationRoutesContext) {
  const webhooks = {
    interpretationUrl: env.INTERPRETATION_WEBHOOK_URL,
    extendedUrl: env.EXTENDED_INTERPRETER_WEBHOOK_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(interpret, async (c) => {
      const { id: dreamId } = c.req.valid("param");
      const userId = c.get("user").id;
      const reader = await readerLocale(db, userId, c.req.raw);
      const options = { db, crypto, ai, webhooks, userId, dreamId, signal: c.req.raw.signal, reader };
      if (c.req.header("accept")?.includes(INTERPRETATION_STREAM_TYPE)) {
        return ndjsonStream({
          contentType: INTERPRETATION_STREAM_TYPE,
          run: (onDelta) => interpretDream({ ...options, onDelta }),
          final: (interpretation) => ({ event: { type: "interpretation", interpretation }, status: 200 }),
          logger,
          what: "interpretation",
        });
      }
      return c.json(await interpretDream(options), 201);
    })
    .openapi(list, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, dreamId: c.req.valid("param").id };
      return c.json(await listInterpretations(options), 200);
    });
}
