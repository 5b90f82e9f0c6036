import { INTERPRETATION_STREAM_TYPE, type InterpretationStreamEvent } from "@somnia/shared/interpretation";
import { eq } from "drizzle-orm";
import {
  analysisSessions,
  analyzerChats,
  dreams,
  interpretations,
  userDistilledInfo,
} from "../../src/db/schema";
import { createDream, type DreamOverrides } from "./dreams";
import type { TestUser } from "./factories";
import { call } from "./http";
import type { TestApp } from "./test-app";

export const interpretationsPath = (dreamId: string) => `/api/dreams/${dreamId}/interpretations`;

export interface AnalysedDreamOptions extends DreamOverrides {
  answers?: { question: string; answer: string }[];
  /** A distilled info entry written by this dream's analysis (linked from its session). */
  distilled?: string;
  excludeFromAi?: boolean;
}

/**
 * A dream with a completed analysis, written straight into the database as the analyzer stores it
 * (encrypted questions and answers, dream marked analysed, optional linked distilled info).
 */
export async function createAnalysedDream(
  t: TestApp,
  user: Pick<TestUser, "id">,
  options: AnalysedDreamOptions = {},
) {
  const { crypto, db } = t.ctx;
  const enc = (text: string) => crypto.encrypt(user.id, text);
  const dream = await createDream(t, user, { ...options, isAnalyzed: true });
  if (options.excludeFromAi)
    await db.update(dreams).set({ excludeFromAi: true }).where(eq(dreams.id, dream.id));
  const answers = options.answers ?? [
    { question: "How did the dream make you feel?", answer: "Uneasy but curious." },
  ];
  let distilledInfoId: string | null = null;
  if (options.distilled) {
    const [entry] = await db
      .insert(userDistilledInfo)
      .values({ userId: user.id, infoType: "distilled_info", content: await enc(options.distilled) })
      .returning();
    distilledInfoId = entry?.id ?? null;
  }
  const [session] = await db
    .insert(analysisSessions)
    .values({
      userId: user.id,
      dreamId: dream.id,
      status: "completed",
      analysis: await enc("A brief analysis."),
      questions: await enc(JSON.stringify(answers.map((a) => a.question))),
      distilled: distilledInfoId !== null,
      distilledInfoId,
      endedAt: new Date(),
    })
    .returning();
  if (!session) throw new Error("session insert returned nothing");
  for (const [position, pair] of answers.entries()) {
    await db.insert(analyzerChats).values({
      userId: user.id,
      dreamId: dream.id,
      sessionId: session.id,
      position,
      botQuestion: await enc(pair.question),
      userAnswer: await enc(pair.answer),
    });
  }
  return dream;
}

export const interpret = (
  t: TestApp,
  user: TestUser,
  dreamId: string,
  headers: Record<string, string> = {},
) => call(t.app, interpretationsPath(dreamId), { method: "POST", cookie: user.cookie, headers });

/** Interprets with `Accept: application/x-ndjson` and parses every line of the stream. */
export async function interpretStreaming(t: TestApp, user: TestUser, dreamId: string) {
  const response = await interpret(t, user, dreamId, { accept: INTERPRETATION_STREAM_TYPE });
  const text = await response.text();
  const events = text.startsWith('{"error"')
    ? []
    : text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as InterpretationStreamEvent);
  return { response, events, text };
}

/** The stored interpretation rows of a dream (ciphertext). */
export const storedInterpretations = (t: TestApp, dreamId: string) =>
  t.ctx.db.select().from(interpretations).where(eq(interpretations.dreamId, dreamId));
