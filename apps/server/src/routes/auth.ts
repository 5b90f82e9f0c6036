import {
  AUTH_MESSAGES,
  LIBRARY_REASONS,
  resetPasswordBodySchema,
  signInThrottled,
  signUpBodySchema,
} from "@somnia/shared/auth";
import { type ErrorCode, type MessageParams, REQUEST_MESSAGES } from "@somnia/shared/errors";
import type { MessageCode } from "@somnia/shared/messages";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import { type Auth, CLIENT_IP_HEADER, DISABLED_PATHS, RATE_LIMIT_WINDOW_SECONDS } from "../auth";
import { AppError } from "../lib/app-error";
import { clientIp, type TrustProxy } from "../lib/client-ip";
import type { AppEnv } from "../lib/hono-env";
import { hasForeignCallback } from "../lib/redirect-guard";
import { issueReason } from "../lib/validate";
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  type SignInThrottle,
} from "../services/auth/sign-in-throttle";

interface AuthRouteOptions {
  trustProxy: TrustProxy;
  throttle: SignInThrottle;
  secureCookies: boolean;
  /** Where a callback may lead (lib/redirect-guard.ts). */
  ownOrigins: readonly string[];
}

interface AuthErrorBody {
  code: string;
  reason: MessageCode;
  params?: MessageParams;
}

/** An error as every other route answers it, and at the top level, where better-auth's client reads it. */
function authError(body: AuthErrorBody, status: number, headers: Record<string, string> = {}) {
  const { code, reason, params } = body;
  const error = params ? { code, reason, params } : { code, reason };
  return Response.json({ error, ...error }, { status, headers });
}

/** The kind of failure of a better-auth refusal, by its status. */
const LIBRARY_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_FAILED",
};

/**
 * better-auth's own refusal (`{ code, message }`, its English) in the app's shape: its code kept at
 * the top level for its client, and Somnia's reason for it (LIBRARY_REASONS) instead of its text.
 */
async function libraryError(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  if (!response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code !== "string") return response;
  await response.body?.cancel();
  const reason: MessageCode = LIBRARY_REASONS[body.code] ?? REQUEST_MESSAGES.refused;
  const error = { code: LIBRARY_STATUS_CODES[response.status] ?? "BAD_REQUEST", reason };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ error, ...error, code: body.code }, { status: response.status, headers });
}

/** better-auth's 429 (`{ message }`, `X-Retry-After`) in the shape and with the header of every other 429. */
async function rateLimited(response: Response): Promise<Response> {
  await response.body?.cancel();
  const given = Number.parseInt(response.headers.get("x-retry-after") ?? "", 10);
  const seconds = Math.min(
    Math.max(Number.isNaN(given) ? RATE_LIMIT_WINDOW_SECONDS : given, 1),
    RATE_LIMIT_WINDOW_SECONDS,
  );
  const body = { code: "RATE_LIMITED", reason: REQUEST_MESSAGES.rateLimited, params: { seconds } };
  return authError(body, 429, { "retry-after": String(seconds) });
}

async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch (cause) {
    throw new AppError("BAD_REQUEST", { reason: REQUEST_MESSAGES.notJson, cause });
  }
}

/** The body checked against `schema` and, when `password` picks one, that password's strength. */
async function check<S extends z.ZodType>(
  request: Request,
  schema: S,
  password: (body: z.infer<S>) => { value: string; personal: string[] },
): Promise<Response | undefined> {
  const result = schema.safeParse(await readBody(request));
  if (!result.success) {
    return authError({ code: "VALIDATION_FAILED", reason: issueReason(result.error.issues) }, 400);
  }
  const { value, personal } = password(result.data);
  // zxcvbn and its word lists (about 10 MB) are loaded by the first password checked, not at start.
  const { passwordStrength } = await import("@somnia/shared/password-strength");
  if (!passwordStrength(value, personal).acceptable) {
    return authError({ code: "VALIDATION_FAILED", reason: AUTH_MESSAGES.weakPassword }, 400);
  }
  return undefined;
}

/** A response with `mutate` applied to a copy of its headers (better-auth's may be immutable). */
function withHeaders(
  response: Response,
  mutate: (headers: Headers) => void,
  body: ConstructorParameters<typeof Response>[0] = response.body,
) {
  const headers = new Headers(response.headers);
  mutate(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * /api/auth/*: better-auth (auth.ts keeps only the endpoints the app uses), behind Somnia's own
 * checks: sign-up and reset bodies by the shared schemas and the password strength check, the
 * per-account sign-in throttle, callbacks that lead off Somnia refused before anything else
 * (lib/redirect-guard.ts), the client address from lib/client-ip.ts for better-auth's rate limits
 * and their 429 in the app's shape, and no session token in what get-session answers to the page.
 */
export function authRoutes(
  auth: Auth,
  { trustProxy, throttle, secureCookies, ownOrigins }: AuthRouteOptions,
) {
  const app = new Hono<AppEnv>();
  // A closed endpoint answers 404 whatever it carries; any other refuses a callback off Somnia first.
  app.use(async (c, next) => {
    if (DISABLED_PATHS.includes(c.req.path.replace(/^\/api\/auth/, ""))) return next();
    if (await hasForeignCallback(c.req.raw, ownOrigins))
      return authError({ code: "BAD_REQUEST", reason: REQUEST_MESSAGES.foreignCallback }, 400);
    return next();
  });
  const forward = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return response.status === 429 ? rateLimited(response) : libraryError(response);
  };

  app.post("/sign-up/email", async (c) => {
    const refused = await check(c.req.raw, signUpBodySchema, (body) => ({
      value: body.password,
      personal: [body.email, body.name],
    }));
    return refused ?? forward(c);
  });

  app.post("/reset-password", async (c) => {
    const refused = await check(c.req.raw, resetPasswordBodySchema, (body) => ({
      value: body.newPassword,
      personal: [],
    }));
    return refused ?? forward(c);
  });

  app.post("/sign-in/email", async (c) => {
    const body = await readBody(c.req.raw);
    const email =
      typeof (body as { email?: unknown })?.email === "string" ? (body as { email: string }).email : "";
    if (!email) return forward(c);
    const device = getCookie(c, KNOWN_DEVICE_COOKIE);
    const verdict = await throttle.check(email, device);
    if (!verdict.allowed) {
      const body = { code: "RATE_LIMITED", ...signInThrottled(verdict.retryAfterSeconds, verdict.locked) };
      return authError(body, 429, { "retry-after": String(verdict.retryAfterSeconds) });
    }
    const response = await forward(c);
    if (response.status === 401) await throttle.recordFailure(email, device);
    if (response.status !== 200) return response;
    await throttle.clear(email);
    const cookie = [
      `${KNOWN_DEVICE_COOKIE}=${throttle.deviceCookieFor(email)}`,
      "Path=/api/auth",
      `Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(secureCookies ? ["Secure"] : []),
    ].join("; ");
    return withHeaders(response, (headers) => headers.append("set-cookie", cookie));
  });

  // The page needs to know who is signed in, never the token behind its cookie.
  app.get("/get-session", async (c) => {
    const response = await forward(c);
    if (response.status !== 200 || !response.headers.get("content-type")?.includes("json")) return response;
    const data = (await response.json()) as { session?: { token?: unknown } } | null;
    if (data?.session) delete data.session.token;
    return withHeaders(response, (headers) => headers.delete("content-length"), JSON.stringify(data));
  });

  app.on(["GET", "POST"], "/*", (c) => forward(c));

  return app;
}
