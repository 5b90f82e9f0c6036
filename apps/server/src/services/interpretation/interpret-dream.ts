import type { Interpretation, InterpretationSource } from "@somnia/shared/interpretation";
import type { Locale } from "@somnia/shared/locales";
import type { Ai } from "../../ai";
import { sentencesOf } from "../../ai/sentences";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { interpretations } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findOwnDream } from "../analysis/find-own-dream";
import { dreamNotFound } from "../dreams/dream-not-found";
import { assembleContext } from "./assemble-context";
import { interpretFailed, notAnalyzed, notRemembered } from "./interpretation-errors";
import { loadContextRows } from "./load-context";
import { toInterpretation } from "./to-interpretation";
import { hasWebhook, type InterpreterWebhooks, interpretWithWebhook } from "./webhook/interpret-with-webhook";

export interface InterpretDreamOptions {
  db: Db;
  crypto: Crypto;
  ai: Pick<Ai, "interpret" | "symbolFinder">;
  webhooks: InterpreterWebhooks;
  userId: string;
  dreamId: string;
  signal?: AbortSignal;
  /** The reader's language, for a dream whose own a model cannot tell. */
  reader?: Locale;
  /** Receives the text piece by piece as it is written, before it is stored. */
  onDelta?: (text: string) => void;
  /** The context budget in approximate tokens (default INTERPRETER_CONTEXT_TOKENS). */
  budgetTokens?: number;
  now?: Date;
}

type Run = Parameters<typeof interpretWithWebhook>[1];
type Generated = { text: string; sources: InterpretationSource[] };

/** The reading as it is written, then the whole of it with its sources. */
async function* generate(options: InterpretDreamOptions, run: Run): AsyncGenerator<string, Generated> {
  if (hasWebhook(options.webhooks)) {
    // A workflow answers all at once; its text is passed on in sentence pieces.
    const reply = await interpretWithWebhook(options.webhooks, run);
    yield* sentencesOf(reply.text.trim());
    return reply;
  }
  const text = yield* options.ai.interpret(run.context.input, {
    signal: options.signal,
    reader: options.reader,
  });
  return { text, sources: run.context.sources };
}

/** Passes each piece to `onDelta` as it comes; every failure becomes an AppError. */
async function relay(pieces: AsyncGenerator<string, Generated>, onDelta?: (text: string) => void) {
  try {
    for (let next = await pieces.next(); ; next = await pieces.next()) {
      if (next.done) return next.value;
      onDelta?.(next.value);
    }
  } catch (err) {
    throw err instanceof AppError ? err : interpretFailed(err);
  }
}

/**
 * Interprets one of the caller's analysed dreams with everything Somnia may use (see
 * assembleContext), through a workflow webhook when one is configured, else the AI layer. The text
 * reaches `onDelta` as it is written; only the complete interpretation is stored (encrypted, with
 * its sources, in one row), so a failure or a cancelled request mid-way writes nothing.
 */
export async function interpretDream(options: InterpretDreamOptions): Promise<Interpretation> {
  const { db, crypto, userId, dreamId } = options;
  const dream = await findOwnDream(db, userId, dreamId);
  if (dream.notRemembered) throw notRemembered(dreamId);
  if (!dream.isAnalyzed) throw notAnalyzed(dreamId);

  const rows = await loadContextRows({ db, crypto, userId }, dream);
  const detect = await options.ai.symbolFinder({ reader: options.reader });
  const context = assembleContext(rows, { detect, budgetTokens: options.budgetTokens });
  const now = options.now ?? new Date();
  const run = { context, answers: rows.answers, now, signal: options.signal };
  const result = await relay(generate(options, run), options.onDelta);
  const text = result.text.trim();
  if (!text) throw interpretFailed(new Error("empty interpretation"));
  if (options.signal?.aborted) throw interpretFailed(new Error("the request was cancelled"));
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
  return toInterpretation(crypto, row);
}
