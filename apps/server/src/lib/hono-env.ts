import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "../auth";

/** Hono's typed context for every route: the request id, and the session user and session id behind `requireUser`. */
export interface AppEnv {
  Variables: RequestIdVariables & { user: SessionUser; sessionId: string };
}
