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

/** The JSON body of every error response. `message` is always safe to show to the user. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A request refused by a rate limit (429), with the wait its Retry-After header gives. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`;
}
