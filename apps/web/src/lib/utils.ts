import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { ApiError } from "./api-client";
import { messageText, t } from "./i18n/translate";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * A readable message from anything thrown or answered, in the active locale: an API error's own
 * (src/lib/api-client.ts), a message code's words (a shared schema's, or the `reason` of an answer
 * from /api/auth), else `fallback`: never a library's or a browser's own text.
 */
export function errorMessage(error: unknown, fallback = t("common.somethingWentWrong")): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (typeof error !== "object" || !error) return fallback;
  const { reason, params, message } = error as { reason?: unknown; params?: unknown; message?: unknown };
  const values =
    typeof params === "object" && params ? (params as Record<string, string | number>) : undefined;
  return messageText(reason ?? message, values, fallback);
}
