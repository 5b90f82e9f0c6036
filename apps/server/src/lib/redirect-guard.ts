import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";
import type { Logger } from "./logger";

/**
 * The parameters, in a query or a JSON body, by which a client names the address better-auth
 * sends the browser to afterwards (docs/decisions/030-edge-hardening.md).
 */
export const CALLBACK_PARAMETERS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** Somnia's own origins, where a redirect may lead: the app's (PUBLIC_URL) first, then the landing host's. */
export function somniaOrigins(env: { PUBLIC_URL: string; LANDING_URL: string }): string[] {
  return [...new Set([new URL(env.PUBLIC_URL).origin, new URL(env.LANDING_URL).origin])];
}

/** Printable ASCII but the backslash: no space, tab, line break, control or look-alike character. */
const PLAIN = /^[\x21-\x5b\x5d-\x7e]*$/;
/** Percent-decodings tried before an address that still decodes further is refused. */
const MAX_DECODINGS = 4;

/** `value` and each of its successive percent-decodings, or undefined when one fails or they never settle. */
function decodings(value: string): string[] | undefined {
  const stages = [value];
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(stages[i] as string);
    } catch {
      return undefined;
    }
    if (next === stages[i]) return stages;
    stages.push(next);
  }
  return undefined;
}

/** A path of this server's own: one leading slash, no dot-segment, nothing a browser reads as a host. */
function isPlainPath(stage: string): boolean {
  if (!PLAIN.test(stage)) return false;
  const path = stage.split(/[?#]/, 1)[0] as string;
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

/**
 * Whether `value` may be a callback: a plain path (`/email-confirmation`, `/auth?tab=signup`) or
 * one of `origins` followed by one, and so under every decoding, which no browser or URL parser
 * can resolve to another host. Anything else is refused: dot-segments, backslashes, encoded
 * slashes or dots (once or more), whitespace and control characters, characters outside ASCII.
 */
export function isOwnAddress(value: string, origins: readonly string[]): boolean {
  const origin = origins.find((o) => value === o || value.startsWith(`${o}/`));
  const stages = decodings(origin ? value.slice(origin.length) || "/" : value);
  return stages?.every(isPlainPath) === true;
}

/** Whether a Location header sent in answer to `path` leads, as a browser resolves it, to one of `origins`. */
export function isOwnLocation(location: string, path: string, origins: readonly string[]): boolean {
  const base = origins[0] as string;
  try {
    return origins.includes(new URL(location, new URL(path, base)).origin);
  } catch {
    return false;
  }
}

/** Whether a callback parameter of `request`, in its query or JSON body, is anything but an own address. */
export async function hasForeignCallback(request: Request, origins: readonly string[]): Promise<boolean> {
  const query = new URL(request.url).searchParams;
  const body = await jsonObject(request);
  return CALLBACK_PARAMETERS.some((name) =>
    [...query.getAll(name), ...(body && name in body ? [body[name]] : [])].some(
      (value) => typeof value !== "string" || !isOwnAddress(value, origins),
    ),
  );
}

async function jsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every answer's `Location` stays on `origins` (the app's PUBLIC_URL first, then the landing
 * host): a redirect anywhere else is replaced by a 400, and a Location on any other answer (a
 * browser does not follow it; better-auth's client reads the body) is dropped.
 */
export function ownRedirects(origins: readonly string[], logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const location = c.res.headers.get("location");
    if (location === null || isOwnLocation(location, c.req.path, origins)) return;
    if (c.res.status >= 300 && c.res.status < 400) {
      // Not the address itself: a redirect can carry a token in its query.
      logger.warn({ reqId: c.get("requestId") }, "a redirect off Somnia was refused");
      const error = new AppError("BAD_REQUEST", { reason: REQUEST_MESSAGES.foreignCallback });
      c.res = undefined;
      c.res = Response.json(error.toBody(), { status: error.status });
      return;
    }
    const response = new Response(c.res.body, c.res);
    response.headers.delete("location");
    c.res = undefined;
    c.res = response;
  };
}
