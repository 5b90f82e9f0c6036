import { z } from "zod";

/** Every error the API can answer with, and the HTTP status it carries. One map, used by server and web. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PLAN_LIMIT_REACHED: 403,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_UNAVAILABLE: 502,
  AI_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The messages any route can answer with (a request refused before or around its own checks). Like
 * every `*_MESSAGES` table of packages/shared, each value is a code that the web app's catalogue
 * (`messages.json` in apps/web/src/locales/<locale>/) words in every language: the server sends no text.
 */
export const REQUEST_MESSAGES = {
  notSignedIn: "REQUEST_NOT_SIGNED_IN",
  notFound: "REQUEST_NOT_FOUND",
  internal: "REQUEST_INTERNAL",
  refused: "REQUEST_REFUSED",
  invalid: "REQUEST_INVALID",
  notJson: "REQUEST_NOT_JSON",
  notJsonMediaType: "REQUEST_NOT_JSON_MEDIA_TYPE",
  unreadable: "REQUEST_UNREADABLE",
  tooLarge: "REQUEST_TOO_LARGE",
  notStorable: "REQUEST_NOT_STORABLE",
  crossSite: "REQUEST_CROSS_SITE",
  foreignCallback: "REQUEST_FOREIGN_CALLBACK",
  /** `{ seconds }`: how long to wait (also the response's Retry-After). */
  rateLimited: "REQUEST_RATE_LIMITED",
  tooManyStreams: "REQUEST_TOO_MANY_STREAMS",
} as const;

/** The values a message's wording needs (`{ limit: 3 }`, `{ seconds: 30 }`). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

/**
 * The JSON body of every error response: `code` is the kind of failure (it sets the HTTP status,
 * ERROR_STATUS), `reason` the message code that says what happened (packages/shared/src/messages.ts),
 * `params` the values its wording needs.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    reason: z
      .string()
      .describe("What happened: a message code of packages/shared/src/messages.ts, worded by the app"),
    params: messageParamsSchema.optional().describe("The values the reason's wording needs"),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
