import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Auth } from "../auth";
import type { AppEnv } from "./hono-env";
import { guardResponses, SESSION_SECURITY, UNSAFE_METHODS } from "./openapi";

/** The API's version in the document: raised when a route changes incompatibly. */
const API_VERSION = "1.0.0";
const AUTH_BASE_PATH = "/api/auth";
/** The methods `/api/auth/*` forwards to better-auth (routes/auth.ts). */
const AUTH_METHODS = ["get", "post"] as const;

/** The document as served: what the reference page (lib/openapi-page.ts) and tests read. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, object>;
  components: Record<string, object>;
}

/**
 * The OpenAPI 3.1 document of every route the app mounts: Somnia's own from the routes'
 * declarations, better-auth's from its `openAPI` plugin (each path under /api/auth, only the
 * methods forwarded to it; the session is optional there, each endpoint decides).
 */
export async function buildOpenApiDocument(
  api: Pick<OpenAPIHono<AppEnv>, "getOpenAPI31Document">,
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
): Promise<OpenApiDocument> {
  const context = await auth.$context;
  const authDocument = await auth.api.generateOpenAPISchema();
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Somnia API",
      version: API_VERSION,
      description:
        "A private, encrypted dream journal. Errors are `{ error: { code, message } }`; `message` is safe to show.",
    },
    servers: [{ url: publicUrl }],
    security: SESSION_SECURITY,
    tags: [
      {
        name: "auth",
        description: "better-auth: sign-up, sign-in, e-mail verification, password reset, Google.",
      },
    ],
  });
  const guard = guardResponses();
  for (const item of Object.values(document.paths ?? {}) as Record<string, { responses?: object }>[]) {
    for (const method of UNSAFE_METHODS) {
      const operation = item[method];
      if (operation) operation.responses = { ...guard, ...operation.responses };
    }
  }
  const authPaths: Record<string, object> = {};
  for (const [path, item] of Object.entries(authDocument.paths)) {
    const operations: Record<string, object> = {};
    for (const method of AUTH_METHODS) {
      const operation = item[method];
      if (operation)
        operations[method] = { ...operation, tags: ["auth"], security: [{}, ...SESSION_SECURITY] };
    }
    if (Object.keys(operations).length > 0) authPaths[`${AUTH_BASE_PATH}${path}`] = operations;
  }
  return {
    ...document,
    paths: { ...document.paths, ...authPaths },
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...authDocument.components.schemas },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: context.authCookies.sessionToken.name,
          description: "The session cookie set by sign-in (better-auth).",
        },
      },
    },
  };
}
