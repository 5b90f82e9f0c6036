import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger } from "pino";

const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  '["set-cookie"]',
  '["x-api-key"]',
];

/** JSON logs on stdout. Never log bodies, passwords, tokens, query strings or dream text. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Secrets under any of these keys, at the top or one level down (`err.headers`, `req.cookie`…).
      redact: {
        paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.headers.${key}`]),
        censor: "[redacted]",
      },
    },
    destination,
  );
}
