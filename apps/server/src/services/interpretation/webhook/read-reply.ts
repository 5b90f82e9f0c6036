import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { webhookError } from "./webhook-error";

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

/**
 * The interpretation text of a webhook reply, in any of its shapes (docs/product.md): a list whose
 * first element has `output`, an object with `output`, or `response.text` where either level may
 * be a list (its first item) or an object. Anything else fails the interpretation.
 */
export function readWebhookReply(reply: unknown): string {
  const item = record(first(reply));
  const response = record(first(item?.response));
  const text = first(response?.text) ?? item?.output ?? first(item?.text);
  if (typeof text === "string" && text.trim().length > 0) return text.trim();
  throw webhookError(INTERPRETER_MESSAGES.webhookNoOutput, "the reply has neither output nor response.text");
}
