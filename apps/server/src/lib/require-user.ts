import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";

/** Puts the session user on the context, or answers 401 UNAUTHORIZED. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHORIZED", { message: "no session" });
    c.set("user", session.user);
    await next();
  };
}
