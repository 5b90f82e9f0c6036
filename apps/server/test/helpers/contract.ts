import type { RouteConfig } from "@hono/zod-openapi";
import type { App } from "../../src/app";
import { guardResponses, UNSAFE_METHODS } from "../../src/lib/openapi";

interface DeclaredRoute {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: RouteConfig["responses"];
}

interface ZodLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: unknown[] } };
}

const declared = new WeakMap<App, DeclaredRoute[]>();

/** The app's declared routes (its `openAPIRegistry`, filled by every `createRoute` it mounts). */
function routesOf(app: App): DeclaredRoute[] {
  const known = declared.get(app);
  if (known) return known;
  const routes: DeclaredRoute[] = app.openAPIRegistry.definitions.flatMap((def) => {
    if (def.type !== "route") return [];
    const { method, path, responses } = def.route;
    const source = path.replace(/\{[^/]+\}/g, "[^/]+");
    const params = path.split("{").length - 1;
    return [{ method: method.toUpperCase(), path, pattern: new RegExp(`^${source}$`), params, responses }];
  });
  declared.set(app, routes);
  return routes;
}

const isZod = (schema: unknown): schema is ZodLike =>
  typeof (schema as ZodLike | undefined)?.safeParse === "function";

/**
 * Checks a response against the route's declaration: its status must be declared, and a JSON
 * body must parse with the declared zod schema. better-auth's routes (described by better-auth
 * itself) and the catch-all 404 of an unknown /api path have no zod declaration: let through.
 */
export async function checkContract(app: App, method: string, url: string, response: Response) {
  const path = new URL(url).pathname;
  if (!path.startsWith("/api/")) return; // the web app's files (production), not the API
  const route = routesOf(app)
    .filter((r) => r.method === method && r.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0];
  const where = `${method} ${path} → ${response.status}`;
  if (!route) {
    if (path.startsWith("/api/auth/") || response.status === 404) return;
    throw new Error(`Contract: no declared route for ${where}`);
  }
  const guarded = (UNSAFE_METHODS as readonly string[]).includes(method.toLowerCase());
  const declaration =
    route.responses[String(response.status)] ??
    (guarded ? (guardResponses() as RouteConfig["responses"])[String(response.status)] : undefined);
  if (!declaration) throw new Error(`Contract: ${route.method} ${route.path} does not declare ${where}`);
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim();
  if (mediaType !== "application/json") return;
  const media = "content" in declaration ? declaration.content?.["application/json"] : undefined;
  const schema = media && "schema" in media ? media.schema : undefined;
  if (!isZod(schema))
    throw new Error(`Contract: ${route.method} ${route.path} declares no JSON for ${where}`);
  const result = schema.safeParse(await response.clone().json());
  if (!result.success) {
    const issues = JSON.stringify(result.error.issues, null, 2);
    throw new Error(`Contract: the body of ${where} does not match ${route.path}'s schema:\n${issues}`);
  }
}
