import { signUpBodySchema } from "@somnia/shared/auth";
import { Hono } from "hono";
import { type Auth, CLIENT_IP_HEADER } from "../auth";
import { AppError } from "../lib/app-error";
import { clientIp } from "../lib/client-ip";
import type { AppEnv } from "../lib/hono-env";

/** /api/auth/*: better-auth, behind our own sign-up validation (the shared schema's messages). */
export function authRoutes(auth: Auth, { trustProxy }: { trustProxy: boolean }) {
  const app = new Hono<AppEnv>();

  app.post("/sign-up/email", async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.raw.clone().json();
    } catch (cause) {
      throw new AppError("BAD_REQUEST", { userMessage: "The request body is not valid JSON", cause });
    }
    const result = signUpBodySchema.safeParse(body);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? "Invalid request";
      // Also at the top level, where better-auth's client reads its errors.
      return c.json(
        { error: { code: "VALIDATION_FAILED", message }, code: "VALIDATION_FAILED", message },
        400,
      );
    }
    await next();
  });

  app.on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  return app;
}
