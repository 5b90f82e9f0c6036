import { i18n } from "@lingui/core";
import type { MessageParams } from "@somnia/shared/errors";
import { useSyncExternalStore } from "react";
import "./catalogues";
import type { MessageId, MessageValues } from "./message-id";

/** The active locale's text for `id`, its `{placeholders}` filled from `values`. Call it when rendering. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * The words for a message code of packages/shared/src/messages.ts (a server error's `reason`, a
 * shared schema's validation message) in the active locale, from the `messages` catalogue; anything
 * else (a library's or a browser's own text) is never shown: `fallback` is.
 */
export function messageText(code: unknown, params?: MessageParams, fallback?: string): string {
  const id = `messages.${String(code)}`;
  if (typeof code === "string" && i18n.messages[id] !== undefined) return i18n._(id, params);
  return fallback ?? t("common.somethingWentWrong");
}

/** Renders again when the catalogue changes: a message whose words arrive after it was shown. */
export function useCatalogue(): void {
  const messages = () => i18n.messages;
  useSyncExternalStore((changed) => i18n.on("change", changed), messages, messages);
}

/** “a”, “b”: each word quoted the active locale's way, in a list. */
export function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => t("common.quoted", { word }));
  return new Intl.ListFormat(i18n.locale, { type: "unit" }).format(quoted);
}
