import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger } from "pino";

/** JSON logs on stdout. Never log bodies, passwords, tokens, query strings or dream text. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["password", "token", "*.password", "*.token", "headers.cookie"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
