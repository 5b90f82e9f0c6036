import type { DreamType } from "@somnia/shared/dreams";
import type { MessageId } from "./i18n/message-id";
import { t } from "./i18n/translate";

const LABELS = {
  lucid: "common.dreamType.lucid",
  nightmare: "common.dreamType.nightmare",
  recurring: "common.dreamType.recurring",
} as const satisfies Record<DreamType, MessageId>;

/** A dream type as shown: 'Lucid', 'Nightmare', 'Recurring' (docs/decisions/035-dream-types.md). */
export function dreamTypeLabel(type: DreamType): string {
  return t(LABELS[type]);
}
