import { INTERPRETATION_STREAM_TYPE } from "@somnia/shared/interpretation";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { ndjsonStream } from "../lib/ndjson-stream";
import { requireUser } from "../lib/require-user";
import { interpretDream } from "../services/interpretation/interpret-dream";
import { listInterpretations } from "../services/interpretation/list-interpretations";

type InterpretationRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "ai" | "logger" | "env">;

/**
 * /api/dreams/:id/interpretations: the Dream Interpreter's readings of one of the caller's
 * analysed dreams. POST interprets (streamed as NDJSON when the client accepts
 * `application/x-ndjson`, else 201 JSON); GET lists the readings, newest first, with sources.
 */
export function interpretationRoutes({ auth, db, crypto, ai, logger, env }: InterpretationRoutesContext) {
  const webhooks = {
    interpretationUrl: env.INTERPRETATION_WEBHOOK_URL,
    extendedUrl: env.EXTENDED_INTERPRETER_WEBHOOK_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post("/", async (c) => {
      const options = {
        db,
        crypto,
        ai,
        webhooks,
        userId: c.get("user").id,
        dreamId: c.req.param("id") ?? "",
        signal: c.req.raw.signal,
      };
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
    .get("/", async (c) =>
      c.json(
        await listInterpretations({ db, crypto, userId: c.get("user").id, dreamId: c.req.param("id") ?? "" }),
      ),
    );
}
