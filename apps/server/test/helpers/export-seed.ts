import { NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { dreams, userDistilledInfo } from "../../src/db/schema";
import { analysisSessions, analyzerChats } from "../../src/db/schema/analysis";
import type { TestUser } from "./factories";
import { call } from "./http";
import { createAnalysedDream, interpretationsPath } from "./interpretation";
import type { TestApp } from "./test-app";

const BATCH = 500;
const DAY = 86_400_000;

/**
 * Inserts `count` encrypted dreams for the user straight into the database, as the server stores
 * them (one key lookup, then synchronous sealing, in batches): enough for an export of many pages
 * in seconds. The journal varies as a real one does, and as the export's paging must survive:
 * several dreams share a date and a creation time (so the id decides their order), some have
 * no title, tags or chips, some are "I don't remember" entries, and texts hold quotes, line
 * breaks and non-ASCII characters. Returns the stored rows' ids in the export's order.
 */
export async function seedJournal(t: TestApp, userId: string, count: number): Promise<string[]> {
  const cipher = await t.ctx.crypto.forUser(userId, { create: true });
  const base = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const dreamDate = new Date(base + (Math.floor(i / 2) % 300) * DAY).toISOString().slice(0, 10);
    // Pairs share a date and a creation time: the id decides their order.
    const createdAt = new Date(base + Math.floor(i / 6) * 1000);
    if (i % 37 === 5) {
      return {
        userId,
        title: cipher.seal(NOT_REMEMBERED_TITLE),
        content: cipher.seal(NOT_REMEMBERED_CONTENT),
        dreamDate,
        createdAt,
        notRemembered: true,
      };
    }
    const detections =
      i % 4 === 0
        ? null
        : {
            emotions: [{ emotion: "awe", who: "dreamer", evidence: `the tide №${i}` }],
            symbols: [{ symbol: "water", label: "Water", evidence: ["tide", "sea"] }],
          };
    return {
      userId,
      title: i % 11 === 0 ? null : cipher.seal(`Dream ${i}: the "tide" — ünïcödé`),
      content: cipher.seal(`Line one of dream ${i}.\nLine two, with a tab\tand a backslash \\.`),
      tags: i % 3 === 0 ? null : cipher.seal(JSON.stringify(["sea", `tag-${i % 7}`])),
      detections: detections && cipher.seal(JSON.stringify(detections)),
      detectionsEdited: i % 13 === 0,
      isAnalyzed: i % 5 === 0,
      excludeFromAi: i % 17 === 0,
      dreamDate,
      createdAt,
    };
  });
  const ids: { id: string; dreamDate: string; createdAt: Date }[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const inserted = await t.ctx.db
      .insert(dreams)
      .values(rows.slice(start, start + BATCH))
      .returning({ id: dreams.id, dreamDate: dreams.dreamDate, createdAt: dreams.createdAt });
    ids.push(...inserted);
  }
  return ids
    .sort(
      (a, b) =>
        a.dreamDate.localeCompare(b.dreamDate) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((row) => row.id);
}

/** Stores a completed analyzer session with one answered question, encrypted as the analyzer does. */
export async function analyse(
  t: TestApp,
  user: { id: string },
  dreamId: string,
  analysis: string,
  question: string,
  answer: string,
) {
  const { crypto, db } = t.ctx;
  const [session] = await db
    .insert(analysisSessions)
    .values({
      userId: user.id,
      dreamId,
      status: "completed",
      analysis: await crypto.encrypt(user.id, analysis),
      questions: await crypto.encrypt(user.id, JSON.stringify([question])),
    })
    .returning();
  await db.insert(analyzerChats).values({
    userId: user.id,
    dreamId,
    sessionId: session?.id as string,
    position: 0,
    botQuestion: await crypto.encrypt(user.id, question),
    userAnswer: await crypto.encrypt(user.id, answer),
  });
}

export async function interpret(t: TestApp, user: TestUser, dreamId: string) {
  const reading = await call(t.app, interpretationsPath(dreamId), { body: {}, cookie: user.cookie });
  expect(reading.status).toBe(201);
}

/**
 * A profile in French, analysed dreams (with answers, and memory entries their analyses distilled),
 * memory saved through the API and entries sharing one creation time to the microsecond, and readings.
 */
export async function seedAccount(t: TestApp, user: TestUser, label: string) {
  expect((await call(t.app, "/api/me", { method: "POST", cookie: user.cookie })).status).toBe(201);
  const body = { locale: "fr" };
  expect((await call(t.app, "/api/me", { method: "PATCH", body, cookie: user.cookie })).status).toBe(200);
  const analysed = [];
  for (let i = 0; i < 5; i++) {
    analysed.push(
      await createAnalysedDream(t, user, {
        title: i === 2 ? null : `${label} analysed ${i}`,
        dreamDate: `2026-02-0${i + 1}`,
        answers: [
          { question: `${label} question ${i}a?`, answer: `${label} answer ${i}a` },
          { question: `${label} question ${i}b?`, answer: `${label} answer ${i}b` },
        ],
        distilled: i % 2 === 0 ? `${label} distilled ${i}` : undefined,
      }),
    );
  }
  const first = analysed[0]?.id as string;
  await analyse(t, user, first, `${label} a second session`, `${label} again?`, `${label} yes`);
  for (const infoType of ["personal", "recurring_dreams"] as const) {
    const saved = await call(t.app, "/api/memory", {
      body: { infoType, content: `${label} ${infoType}` },
      cookie: user.cookie,
    });
    expect(saved.status).toBe(201);
  }
  const cipher = await t.ctx.crypto.forUser(user.id);
  await t.ctx.db.insert(userDistilledInfo).values(
    Array.from({ length: 5 }, (_, i) => ({
      userId: user.id,
      infoType: "distilled_info" as const,
      content: cipher.seal(`${label} same instant ${i}`),
      createdAt: sql`'2026-03-01 10:00:00.123456+00'::timestamptz`,
    })),
  );
  for (const dream of analysed.slice(0, 3)) await interpret(t, user, dream.id);
  await interpret(t, user, first);
}
