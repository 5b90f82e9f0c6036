import { ACCOUNT_MESSAGES } from "./account";
import { AI_MESSAGES, ANALYSIS_MESSAGES } from "./analysis";
import { AUTH_MESSAGES } from "./auth";
import { BILLING_MESSAGES } from "./billing-constants";
import { DETECTION_MESSAGES } from "./detections";
import { DREAM_MESSAGES } from "./dream-constants";
import { REQUEST_MESSAGES } from "./errors";
import { IMPORT_MESSAGES } from "./import-messages";
import { INTERPRETER_MESSAGES } from "./interpretation";
import { MEMORY_MESSAGES } from "./memory";
import { PROFILE_MESSAGES } from "./profile";
import { REMINDER_MESSAGES } from "./reminders";
import { SESSION_MESSAGES } from "./sessions";
import { STATS_MESSAGES } from "./stats";

/**
 * Every message the server and the shared schemas can give a person, as a code: the server
 * answers `{ error: { code, reason, params } }` with `reason` one of these, a shared schema's
 * validation message is one of these, and the web app's catalogue (`messages.json` in
 * apps/web/src/locales/<locale>/, id `messages.<CODE>`) words each in every language
 * (docs/decisions/040-message-codes.md).
 */
const TABLES = [
  ACCOUNT_MESSAGES,
  AI_MESSAGES,
  ANALYSIS_MESSAGES,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  DETECTION_MESSAGES,
  DREAM_MESSAGES,
  IMPORT_MESSAGES,
  INTERPRETER_MESSAGES,
  MEMORY_MESSAGES,
  PROFILE_MESSAGES,
  REMINDER_MESSAGES,
  REQUEST_MESSAGES,
  SESSION_MESSAGES,
  STATS_MESSAGES,
] as const;

type Values<T> = T extends unknown ? T[keyof T] : never;
export type MessageCode = Values<(typeof TABLES)[number]>;

/** The code table: each code once. */
export const MESSAGE_CODES: readonly MessageCode[] = [
  ...new Set(TABLES.flatMap((table) => Object.values(table) as MessageCode[])),
];

const codes = new Set<string>(MESSAGE_CODES);

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && codes.has(value);
}
