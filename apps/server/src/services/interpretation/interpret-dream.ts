import type { Interpretation, InterpretationSource } from "@somnia/shared/interpretation";
import type { Ai } from "../../ai";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { interpretations } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findOwnDream } from "../analysis/find-own-dream";
import { dreamNotFound } from "../dreams/dream-not-found";
import { assembleContext } from "./assemble-context";
import { detectSymbols } from "./detect-symbols";
import { interpretFailed, notAnalyzed, notRemembered } from "./interpretation-errors";
import { loadContextRows } from "./load-context";
import { textPieces, toInterpretation } from "./to-interpretation";
import { hasWebhook, type InterpreterWebhooks, interpretWithWebhook } from "./webhook/interpret-with-webhook";

export interface InterpretDreamOptions {
  db: Db;
  crypto: Crypto;
  ai: Pick<Ai, "interpret">;
  webhooks: InterpreterWebhooks;
  userId: string;
  dreamId: string;
  signal?: AbortSignal;
  /** Receives the text piece by piece, once it is stored. */
  onDelta?: (text: string) => void;
  /** The context budget in approximate tokens (default INTERPRETER_CONTEXT_TOKENS). */
  budgetTokens?: number;
  now?: Date;
}

async function generate(options: InterpretDreamOptions, run: Parameters<typeof interpretWithWebhook>[1]) {
  try {
    if (hasWebhook(options.webhooks)) return await interpretWithWebhook(options.webhooks, run);
    const text = await options.ai.interpret(run.context.input, { signal: options.signal });
    return { text, sources: run.context.sources };
  } catch (err) {
    throw err instanceof AppError ? err : interpretFailed(err);
  }
}

/**
 * Interprets one of the caller's analysed dreams with everything Somnia may use (see
 * assembleContext), through a workflow webhook when one is configured, else the AI layer. Only a
 * complete interpretation is stored (encrypted, with its sources), so a failure writes nothing.
 */
export async function interpretDream(options: InterpretDreamOptions): Promise<Interpretation> {
  const { db, crypto, userId, dreamId } = options;
  const dream = await findOwnDream(db, userId, dreamId);
  if (dream.notRemembered) throw notRemembered(dreamId);
  if (!dream.isAnalyzed) throw notAnalyzed(dreamId);

  const rows = await loadContextRows({ db, crypto, userId }, dream);
  const context = assembleContext(rows, { detect: detectSymbols, budgetTokens: options.budgetTokens });
  const now = options.now ?? new Date();
  const result = await generate(options, { context, answers: rows.answers, now, signal: options.signal });
  const text = result.text.trim();
  if (!text) throw interpretFailed(new Error("empty interpretation"));
  const sources: InterpretationSource[] = result.sources;

  const values = {
    userId,
    dreamId,
    text: await crypto.encrypt(userId, text),
    sources: await crypto.encrypt(userId, JSON.stringify(sources)),
  };
  let row: typeof interpretations.$inferSelect | undefined;
  try {
    [row] = await db.insert(interpretations).values(values).returning();
  } catch (err) {
    // The dream was deleted while it was being interpreted (the foreign key refused the row).
    await findOwnDream(db, userId, dreamId);
    throw err;
  }
  if (!row) throw dreamNotFound(dreamId);
  for (const piece of textPieces(text)) options.onDelta?.(piece);
  return toInterpretation(crypto, row);
}
