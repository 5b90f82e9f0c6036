import type { PublicConfig } from "@somnia/shared/config";
import { Hono } from "hono";
import { externalName, remoteConfig } from "../ai/provider/config";
import type { Env } from "../env";
import type { AppEnv } from "../lib/hono-env";

/** GET /api/config: public, non-secret facts the web app needs before sign-in. */
export function configRoutes(env: Env) {
  const config: PublicConfig = {
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    supportEmail: env.SUPPORT_EMAIL,
    externalAiProvider: externalName(remoteConfig(env)),
  };
  return new Hono<AppEnv>().get("/", (c) => c.json(config));
}
