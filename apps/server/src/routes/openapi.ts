import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppContext } from "../context";
import { createRouter, errorResponses } from "../lib/openapi";
import { buildOpenApiDocument, type OpenApiDocument } from "../lib/openapi-document";
import { renderReferencePage } from "../lib/openapi-page";

type DocumentSource = Parameters<typeof buildOpenApiDocument>[0];

const tags = ["reference"];

const document = createRoute({
  method: "get",
  path: "/openapi.json",
  tags,
  summary: "This document: every route the app mounts, as OpenAPI 3.1",
  security: [],
  responses: {
    200: {
      description: "The OpenAPI document",
      content: { "application/json": { schema: z.object({ openapi: z.string() }).loose() } },
    },
    ...errorResponses(),
  },
});

const page = createRoute({
  method: "get",
  path: "/docs",
  tags,
  summary: "The API reference: this document as a readable page (offline, no script)",
  security: [],
  responses: {
    200: { description: "The reference page", content: { "text/html": { schema: z.string() } } },
    ...errorResponses(),
  },
});

/**
 * /api/openapi.json and /api/docs: public (no session). The document is built once, on the first
 * request, from `api` (the chain of every route, routes/api.ts) and lib/openapi-auth.ts.
 */
export function openApiRoutes({ auth, env }: Pick<AppContext, "auth" | "env">, api: () => DocumentSource) {
  let built: Promise<OpenApiDocument> | undefined;
  const load = () => {
    built ??= buildOpenApiDocument(api(), { auth, publicUrl: env.PUBLIC_URL });
    return built;
  };
  return createRouter()
    .openapi(document, async (c) => c.json(await load(), 200))
    .openapi(page, async (c) => c.html(renderReferencePage(await load())));
}
