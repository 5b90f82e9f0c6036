import { OpenAPIHono } from "@hono/zod-openapi";
import { type ERROR_STATUS, errorBodySchema } from "@somnia/shared/errors";
import { z } from "zod";
import type { AppEnv } from "./hono-env";
import { SIGNED_WEBHOOK_PATHS } from "./request-guard";
import { TIME_ZONE_HEADER } from "./time-zone";
import { validationHook } from "./validate";

/** Every /api sub-app: typed routes whose failed validation is the usual VALIDATION_FAILED 400. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** `{id}` in a route's path: the resource's id as the client sent it (another user's is a 404). */
export const idParams = z.object({ id: z.string() });

/** A response (or request body) of JSON matching `schema`. */
export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A required JSON request body: another media type is a 415, malformed JSON a 400 (lib/validate.ts). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } };
}

/**
 * A response streamed as NDJSON (lib/ndjson-stream.ts), or else JSON. Its content is typed as a
 * plain record: @hono/zod-openapi's types read every `application/…json` key, `x-ndjson` too, as
 * one JSON body, which a stream is not; so the handler may return the stream's `Response`.
 */
export function streamContent(description: string, mediaType: string, events: z.ZodType, json?: z.ZodType) {
  const content: Record<string, { schema: z.ZodType }> = { [mediaType]: { schema: events } };
  if (json) content["application/json"] = { schema: json };
  return { description, content };
}

type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Invalid request (VALIDATION_FAILED with the first problem's reason, or BAD_REQUEST)",
  401: "Not signed in",
  403: "Refused (PLAN_LIMIT_REACHED; FORBIDDEN for a request sent by another site)",
  404: "Not found, or not the caller's",
  409: "Conflicts with the current state",
  413: "The request is too large",
  415: "The request body is not JSON",
  429: "Too many requests",
  500: "Unexpected server error",
  502: "The AI provider failed",
  504: "The AI provider took too long",
};

/** Every 429 says how long to wait, whichever limit refused the request. */
const retryAfterHeaders = z.object({
  "Retry-After": z.int().min(0).describe("Seconds to wait before trying again"),
});

type ErrorResponse = ReturnType<typeof jsonContent<typeof errorBodySchema>> & {
  headers?: typeof retryAfterHeaders;
};

/** `{ error: { code, reason, params } }` responses for the given statuses, plus the 500 any route can answer. */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S) {
  const responses = {} as Record<S[number] | 500, ErrorResponse>;
  for (const status of [...statuses, 500 as const]) {
    const response: ErrorResponse = jsonContent(errorBodySchema, ERROR_DESCRIPTIONS[status]);
    if (status === 429) response.headers = retryAfterHeaders;
    responses[status] = response;
  }
  return responses;
}

/** The methods that change state: the request guard (lib/request-guard.ts) stands before each. */
export const UNSAFE_METHODS = ["post", "put", "patch", "delete"] as const;

/**
 * What the app answers for a state-changing route before the route runs: a body too large (413,
 * the body limit in app.ts), and, except on a signed webhook, a cross-site request (403) or a
 * body that is not JSON (415) from the request guard (lib/request-guard.ts). `path` is the
 * document's (`/api/…`). Added to each such operation before the document is generated
 * (lib/openapi-document.ts); the operation's own declaration of a status wins.
 */
export function guardResponses(path: string) {
  const { 500: _, ...guard } = errorResponses(403, 413, 415);
  if (!SIGNED_WEBHOOK_PATHS.includes(path)) return guard;
  const { 403: _crossSite, 415: _mediaType, ...bodyLimit } = guard;
  return bodyLimit;
}

/** Documents `X-Time-Zone` (lib/time-zone.ts): lenient, so declared for readers, never validated. */
export const timeZoneParameter = {
  in: "header",
  name: TIME_ZONE_HEADER,
  required: false,
  description: "The caller's IANA time zone (e.g. Europe/Berlin); missing or unknown means UTC.",
  schema: { type: "string" },
} as const;

/** Documents the `Accept` value that makes an AI route stream NDJSON (lib/ndjson-stream.ts). */
export function streamAcceptParameter(mediaType: string) {
  return {
    in: "header",
    name: "Accept",
    required: false,
    description: `\`${mediaType}\` streams the reply as NDJSON; anything else answers JSON.`,
    schema: { type: "string" },
  } as const;
}

/** The session cookie set by better-auth: the document's default; public routes say `security: []`. */
export const SESSION_SECURITY = [{ session: [] }];
