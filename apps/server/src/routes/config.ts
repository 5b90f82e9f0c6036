import { createRoute } from "@hono/zod-openapi";
import { type PublicConfig, publicConfigSchema } from "@somnia/shared/config";
import { externalName, remoteConfig } from "../ai/provider/config";
import type { Env } from "../env";
import { createRouter, errorResponses, jsonContent } from "../lib/openapi";

const getConfig = createRoute({
  method: "get",
  path: "/",
  tags: ["config"],
  summary: "Public, non-secret facts the web app needs before sign-in",
  security: [],
  responses: { 200: jsonContent(publicConfigSchema, "The public configuration"), ...errorResponses() },
});

/** GET /api/config: public (no session). */
export function configRoutes(env: Env) {
  const config: PublicConfig = {
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    supportEmail: env.SUPPORT_EMAIL,
    externalAiProvider: externalName(remoteConfig(env)),
  };
  return createRouter().openapi(getConfig, (c) => c.json(config, 200));
}
