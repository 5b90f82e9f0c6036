import { OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Auth } from "../auth";
import type { AppEnv } from "./hono-env";
import { guardResponses, SESSION_SECURITY, UNSAFE_METHODS } from "./openapi";
import { AUTH_ROUTES } from "./openapi-auth";

/** The API's version in the document: raised when a route changes incompatibly. */
const API_VERSION = "1.0.0";

/** The document as served: what the reference page (lib/openapi-page.ts) and tests read. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, object>;
  components: Record<string, object>;
}

const isUnsafe = (method: string) => (UNSAFE_METHODS as readonly string[]).includes(method);
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's id, from its method and path: `GET /api/dreams/{id}/analysis` is
 * `getDreamsByIdAnalysis`. Unique as method and path are, and as stable as the path.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return param ? ["by", param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalize).join("");
}

/** A route as documented: its operationId, and the request guard's answers on a state-changing one. */
function documented(route: RouteConfig): RouteConfig {
  const operationId = operationIdFor(route.method, route.path);
  if (!isUnsafe(route.method)) return { ...route, operationId };
  return { ...route, operationId, responses: { ...guardResponses(route.path), ...route.responses } };
}

/**
 * The OpenAPI 3.1 document of every route the app mounts, generated from zod declarations in one
 * pass, so that every schema in it is JSON Schema: Somnia's own routes from their `createRoute`,
 * better-auth's under /api/auth from lib/openapi-auth.ts (what they answer through Somnia).
 */
export async function buildOpenApiDocument(
  api: Pick<OpenAPIHono<AppEnv>, "openAPIRegistry">,
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
): Promise<OpenApiDocument> {
  const context = await auth.$context;
  const definitions = [
    ...api.openAPIRegistry.definitions,
    ...AUTH_ROUTES.map((route) => ({ type: "route" as const, route })),
  ].map((definition) =>
    definition.type === "route" ? { ...definition, route: documented(definition.route) } : definition,
  );
  const document = new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Somnia API",
      version: API_VERSION,
      description:
        "A private, encrypted dream journal. Errors are `{ error: { code, reason, params } }`: `code` is the kind of failure, `reason` a message code that the app words in the reader's language, `params` the values its wording needs. The API sends no display text.",
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
  return {
    ...document,
    paths: document.paths ?? {},
    components: {
      ...document.components,
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
