import type { RouteConfig } from "@asteasolutions/zod-to-openapi";
import { errorBodySchema, messageParamsSchema } from "@somnia/shared/errors";
import { z } from "zod";
import { errorResponses, jsonContent, SESSION_SECURITY } from "./openapi";

/** The pieces lib/openapi-auth.ts describes /api/auth with: what better-auth answers through Somnia. */

const tags = ["auth"];
/** The session is optional: each endpoint reads it if it is there. */
const security = [{}, ...SESSION_SECURITY];

/**
 * An /api/auth refusal: Somnia's `{ error: { code, reason, params } }`, also at the top level where
 * better-auth's client reads it (routes/auth.ts); for better-auth's own refusals the top-level `code`
 * is better-auth's (EMAIL_NOT_VERIFIED) and `reason` Somnia's message for it.
 */
const authErrorSchema = errorBodySchema.extend({
  code: z.string().optional(),
  reason: z.string().optional(),
  params: messageParamsSchema.optional(),
});
/** better-auth's own unexpected failure is passed on as it is: `{ message, code }`. */
const libraryFailureSchema = z.object({ message: z.string(), code: z.string().optional() });

type AuthErrorStatus = 400 | 401 | 403 | 404 | 422;

/** The given refusals, each with its meaning here, plus the 429 and 500 every endpoint can answer. */
export function authErrors(descriptions: Partial<Record<AuthErrorStatus, string>>) {
  const { 429: tooMany } = errorResponses(429);
  const responses: Record<string, object> = { 429: tooMany };
  for (const [status, description] of Object.entries(descriptions)) {
    responses[status] = jsonContent(authErrorSchema, description);
  }
  responses[500] = jsonContent(
    z.union([errorBodySchema, libraryFailureSchema]),
    "Unexpected server error (some have no body)",
  );
  return responses;
}

export const INVALID_BODY = "Invalid body or query, or a callbackURL or redirectTo that is not Somnia's";
/** What better-auth itself answers 403 for, besides the request guard's cross-site refusal. */
export const ORIGIN_REFUSED = "Refused: a request from another site, or with a cookie and no Origin";

const timestamp = z.iso.datetime({ offset: true });
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
/** The session as get-session answers it: never its token (routes/auth.ts removes it). */
export const sessionSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const statusSchema = z.object({ status: z.literal(true) });
export const callbackURL = z
  .string()
  .describe("A path of Somnia's, or an address on its own origins (PUBLIC_URL, LANDING_URL)");

export const location = z.string().describe("Where the browser goes next");
/** A redirect: its `Location` is always there (lib/redirect-guard.ts keeps it on Somnia). */
export const redirect = (description: string) => ({ description, headers: z.object({ Location: location }) });
/** An operation of better-auth's: its path under /api/auth, its tag, the session optional. */
export const route = (config: Omit<RouteConfig, "tags" | "security">): RouteConfig => ({
  ...config,
  path: `/api/auth${config.path}`,
  tags,
  security,
});
