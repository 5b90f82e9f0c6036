import { i18n } from "@lingui/core";
import "./catalogues";
import type { MessageId, MessageValues } from "./message-id";

/** The active locale's text for `id`, its `{placeholders}` filled from `values`. Call it when rendering. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * A message of packages/shared (a server error, a shared schema's validation message): the English
 * text is the contract and the key, so a translation's `shared.json` covers it; any other text
 * (better-auth's, a message the catalogue does not know) is shown as it is.
 */
export function sharedMessage(message: string): string {
  return i18n.messages[message] === undefined ? message : i18n._(message);
}

/** “a”, “b”: each word quoted the active locale's way, in a list. */
export function quotedList(words: readonly string[]): string {
  return words.map((word) => t("common.quoted", { word })).join(", ");
}
