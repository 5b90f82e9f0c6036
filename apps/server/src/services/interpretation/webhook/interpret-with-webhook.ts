import type { InterpretationSource } from "@somnia/shared/interpretation";
import type { AssembledContext, ContextAnswer } from "../context-types";
import { postWebhook } from "./post-webhook";
import { readWebhookReply } from "./read-reply";

/** Answered pairs from the last hour go to the interpretation webhook (docs/product.md). */
export const CONVERSATION_WINDOW_MS = 60 * 60 * 1000;

export interface InterpreterWebhooks {
  /** INTERPRETATION_WEBHOOK_URL: body { dream, conversations }. */
  interpretationUrl?: string;
  /** EXTENDED_INTERPRETER_WEBHOOK_URL: body { dream, user_personal_info, user_reoccuring_dreams, user_distilled_info }. */
  extendedUrl?: string;
  timeoutMs: number;
}

export const hasWebhook = (webhooks: InterpreterWebhooks) =>
  Boolean(webhooks.extendedUrl || webhooks.interpretationUrl);

interface WebhookRun {
  context: AssembledContext;
  /** This dream's answers (the analyzer's pairs), any age. */
  answers: ContextAnswer[];
  now: Date;
  signal?: AbortSignal;
}

/**
 * Interprets through the configured workflow webhook, keeping its fixed JSON bodies so an
 * existing workflow plugs in unchanged. The extended webhook (the one-shot's profile context) wins
 * when both are set. The sources are what the body actually carried.
 */
export async function interpretWithWebhook(
  webhooks: InterpreterWebhooks,
  { context, answers, now, signal }: WebhookRun,
): Promise<{ text: string; sources: InterpretationSource[] }> {
  const { input } = context;
  const options = { signal, timeoutMs: webhooks.timeoutMs };
  if (webhooks.extendedUrl) {
    const body = {
      dream: input.dream.content,
      user_personal_info: input.personal ?? "",
      user_reoccuring_dreams: input.recurring ?? "",
      // The fixed body has one field for notes: this dream's own first, then earlier ones.
      user_distilled_info: [...(input.dreamNotes ?? []), ...input.distilled].join("\n"),
    };
    const reply = await postWebhook(webhooks.extendedUrl, body, options);
    const kinds = new Set(["personal", "recurring", "distilled"]);
    return { text: readWebhookReply(reply), sources: context.sources.filter((s) => kinds.has(s.kind)) };
  }
  const since = now.getTime() - CONVERSATION_WINDOW_MS;
  const recent = answers.filter((a) => a.answer.trim().length > 0 && a.createdAt.getTime() >= since);
  const body = {
    dream: input.dream.content,
    conversations: recent.map(({ question, answer }) => ({ question, answer })),
  };
  const reply = await postWebhook(webhooks.interpretationUrl ?? "", body, options);
  const sent = new Set(recent.map((a) => a.id));
  return {
    text: readWebhookReply(reply),
    sources: context.sources.filter((s) => s.kind === "answer" && sent.has(s.id)),
  };
}
