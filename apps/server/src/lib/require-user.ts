import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";
import { findSession } from "./session-cache";

/**
 * Puts the session user and the session's id on the context, or answers 401 UNAUTHORIZED. The session comes from this
 * instance's session cache when it may answer, else from better-auth (lib/session-cache.ts).
 */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await findSession(auth, c.req.raw.headers);
    if (!session) throw new AppError("UNAUTHORIZED", { message: "no session" });
    c.set("user", session.user);
    c.set("sessionId", session.session.id);
    await next();
  };
}
