import { ANALYSIS_STREAM_TYPE, type AnalysisStreamEvent } from "@somnia/shared/analysis";
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { analysisSessions, analyzerChats } from "../../src/db/schema";
import type { TestUser } from "./factories";
import { call } from "./http";
import type { TestApp } from "./test-app";

export const analysisPath = (dreamId: string, rest = "") => `/api/dreams/${dreamId}/analysis${rest}`;

export const startAnalysis = (
  t: TestApp,
  user: TestUser,
  dreamId: string,
  headers: Record<string, string> = {},
) => call(t.app, analysisPath(dreamId), { method: "POST", cookie: user.cookie, headers });

export const answer = (t: TestApp, user: TestUser, dreamId: string, text: unknown) =>
  call(t.app, analysisPath(dreamId, "/answers"), { body: { answer: text }, cookie: user.cookie });

export const skip = (t: TestApp, user: TestUser, dreamId: string) =>
  call(t.app, analysisPath(dreamId, "/skip"), { method: "POST", cookie: user.cookie });

export const readAnalysis = (t: TestApp, user: TestUser, dreamId: string) =>
  call(t.app, analysisPath(dreamId), { cookie: user.cookie });

/** Starts with `Accept: application/x-ndjson` and parses every line of the stream. */
export async function startStreaming(t: TestApp, user: TestUser, dreamId: string) {
  const response = await startAnalysis(t, user, dreamId, { accept: ANALYSIS_STREAM_TYPE });
  const text = await response.text();
  const events = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnalysisStreamEvent);
  return { response, events };
}

/** The stored session and chat rows of a dream (ciphertext), for asserting on what the database holds. */
export async function storedAnalysis(t: TestApp, dreamId: string) {
  const sessions = await t.ctx.db
    .select()
    .from(analysisSessions)
    .where(eq(analysisSessions.dreamId, dreamId));
  const chats = await t.ctx.db.select().from(analyzerChats).where(eq(analyzerChats.dreamId, dreamId));
  return { sessions, chats };
}

/**
 * An AI failure is a 5xx the server logs as an error (console.error in tests): expected here.
 * Returns a check that the log named the failure class.
 */
export function expectAiFailureLogged() {
  const spy = vi.mocked(console.error);
  spy.mockImplementation(() => {});
  return (failure: string) => {
    expect(spy.mock.calls.some((args) => String(args[0]).includes(`AI call failed (${failure})`))).toBe(true);
    spy.mockClear();
  };
}
