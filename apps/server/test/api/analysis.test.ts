import { ANALYSIS_MESSAGES, ANALYSIS_STREAM_TYPE } from "@somnia/shared/analysis";
import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import type { SomniaEvent } from "@somnia/shared/events";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisSessions, dreams, userDistilledInfo } from "../../src/db/schema";
import {
  analysisPath,
  answer,
  readAnalysis,
  skip,
  startAnalysis,
  startStreaming,
  storedAnalysis,
} from "../helpers/analysis";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const FLYING =
  "I was flying over the ocean at night, and a lighthouse kept turning its light towards me. My sister waved from the shore and I felt calm.";
const TEETH =
  "My teeth were falling out in the school bathroom while an exam bell kept ringing. I was terrified.";

const dreamOf = async (user: TestUser, content: string, overrides: { excludeFromAi?: boolean } = {}) => {
  const row = await createDream(t, user, { content, title: "Night flight", createdAt: new Date() });
  if (overrides.excludeFromAi)
    await t.ctx.db.update(dreams).set({ excludeFromAi: true }).where(eq(dreams.id, row.id));
  return row.id;
};

describe("the analyzer session API (built-in analyst)", () => {
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [ada, bob] = await Promise.all([createUser(t, { name: "Ada" }), createUser(t, { name: "Bob" })]);
    await Promise.all([setMembership(t, ada, "Plus"), setMembership(t, bob, "Basic")]);
  });

  it("runs a full session: start, answer every question, end analysed with encrypted pairs and distilled info", async () => {
    const dreamId = await dreamOf(ada, FLYING);
    const events: SomniaEvent[] = [];
    const unsubscribe = t.ctx.events.subscribe(ada.id, (event) => events.push(event));

    const started = await startAnalysis(t, ada, dreamId);
    expect(started.status).toBe(201);
    const session = await json(started);
    expect(session).toMatchObject({
      dreamId,
      status: "active",
      nextQuestionIndex: 0,
      answers: [],
      distilled: false,
    });
    expect(session.dream).toMatchObject({ title: "Night flight", content: FLYING });
    expect(session.analysis).toMatch(/\*\*(flying|ocean)\*\*/i);
    expect(session.questions.length).toBeGreaterThanOrEqual(3);
    expect(session.questions.length).toBeLessThanOrEqual(5);
    expect(session.nextQuestion).toBe(session.questions[0]);
    // Starting again resumes the same session instead of analysing twice.
    const again = await startAnalysis(t, ada, dreamId);
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(session.id);

    const answers = session.questions.map(
      (_: string, i: number) => `Answer ${i + 1}: the light felt like home`,
    );
    let state = session;
    for (const [i, text] of answers.entries()) {
      const response = await answer(t, ada, dreamId, `  ${text}  `);
      expect(response.status).toBe(200);
      state = await json(response);
      expect(state.answers[i]).toMatchObject({ question: session.questions[i], answer: text });
      if (i < answers.length - 1) expect(state).toMatchObject({ status: "active", nextQuestionIndex: i + 1 });
    }
    expect(state).toMatchObject({
      status: "completed",
      distilled: true,
      nextQuestionIndex: null,
      nextQuestion: null,
    });
    expect(state.endedAt).not.toBeNull();

    const dream = await json(await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie }));
    expect(dream.isAnalyzed).toBe(true);
    expect(events).toContainEqual({ type: "dream.changed", dreamId });
    unsubscribe();

    const { sessions, chats } = await storedAnalysis(t, dreamId);
    expect(chats).toHaveLength(answers.length);
    const raw = JSON.stringify({ sessions, chats });
    for (const plain of ["light felt like home", session.analysis.slice(0, 30), session.questions[0]])
      expect(raw).not.toContain(plain);

    const memory = await json(await call(t.app, "/api/memory", { cookie: ada.cookie }));
    const distilled = memory.filter((entry: { infoType: string }) => entry.infoType === "distilled_info");
    expect(distilled).toHaveLength(1);
    expect(distilled[0].content).toContain("Night flight");
    expect(distilled[0].content).toContain("light felt like home");
    const [storedInfo] = await t.ctx.db
      .select()
      .from(userDistilledInfo)
      .where(eq(userDistilledInfo.userId, ada.id));
    expect(storedInfo?.content).not.toContain("light felt like home");

    const late = await answer(t, ada, dreamId, "one more thing");
    expect(late.status).toBe(409);
    expect((await json(late)).error).toEqual({ code: "CONFLICT", reason: ANALYSIS_MESSAGES.sessionEnded });
    expect((await json(await readAnalysis(t, ada, dreamId))).session).toMatchObject({ status: "completed" });
  });

  it("Skip ends the session without marking the dream or distilling", async () => {
    const dreamId = await dreamOf(ada, TEETH);
    const before = await t.ctx.db
      .select()
      .from(userDistilledInfo)
      .where(eq(userDistilledInfo.userId, ada.id));
    expect((await startAnalysis(t, ada, dreamId)).status).toBe(201);
    expect((await answer(t, ada, dreamId, "I had an exam that week")).status).toBe(200);
    const skipped = await skip(t, ada, dreamId);
    expect(skipped.status).toBe(200);
    expect(await json(skipped)).toMatchObject({
      status: "skipped",
      nextQuestionIndex: null,
      distilled: false,
    });
    const dream = await json(await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie }));
    expect(dream.isAnalyzed).toBe(false);
    const after = await t.ctx.db.select().from(userDistilledInfo).where(eq(userDistilledInfo.userId, ada.id));
    expect(after).toHaveLength(before.length);
    for (const late of [await answer(t, ada, dreamId, "hello"), await skip(t, ada, dreamId)]) {
      expect(late.status).toBe(409);
      expect((await json(late)).error.reason).toBe(ANALYSIS_MESSAGES.sessionEnded);
    }
  });

  it("resumes after a reload at the right question", async () => {
    const dreamId = await dreamOf(ada, "A snake was in my grandmother's kitchen and I ran up the stairs.");
    expect((await json(await readAnalysis(t, ada, dreamId))).session).toBeNull();
    const session = await json(await startAnalysis(t, ada, dreamId));
    await answer(t, ada, dreamId, "She used to cook for me");
    // A reload: the client has nothing but the dream id.
    const reloaded = (await json(await readAnalysis(t, ada, dreamId))).session;
    expect(reloaded).toMatchObject({ id: session.id, status: "active", nextQuestionIndex: 1 });
    expect(reloaded.nextQuestion).toBe(session.questions[1]);
    expect(reloaded.answers).toEqual([expect.objectContaining({ answer: "She used to cook for me" })]);
    expect(reloaded.analysis).toBe(session.analysis);
    const next = await json(await answer(t, ada, dreamId, "Snakes scare me"));
    expect(next.answers[1]).toMatchObject({ question: session.questions[1], answer: "Snakes scare me" });
  });

  it("keeps a session private: another user gets 404 and changes nothing", async () => {
    const dreamId = await dreamOf(ada, FLYING);
    const session = await json(await startAnalysis(t, ada, dreamId));
    for (const response of [
      await readAnalysis(t, bob, dreamId),
      await startAnalysis(t, bob, dreamId),
      await answer(t, bob, dreamId, "sneaky"),
      await skip(t, bob, dreamId),
    ]) {
      expect(response.status).toBe(404);
      expect((await json(response)).error.reason).toBe(DREAM_MESSAGES.notFound);
    }
    const own = (await json(await readAnalysis(t, ada, dreamId))).session;
    expect(own).toMatchObject({ id: session.id, status: "active", answers: [] });
    expect((await call(t.app, analysisPath(dreamId))).status).toBe(401);
  });

  it("holds the Basic limit of one analysed dream a month, writing nothing when refused", async () => {
    const first = await dreamOf(bob, FLYING);
    const second = await dreamOf(bob, TEETH);
    expect((await startAnalysis(t, bob, first)).status).toBe(201);
    expect((await skip(t, bob, first)).status).toBe(200);
    // The same dream again is the same analysis.
    expect((await startAnalysis(t, bob, first)).status).toBe(201);
    const refused = await startAnalysis(t, bob, second, { "X-Time-Zone": "Europe/Berlin" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({
      code: "PLAN_LIMIT_REACHED",
      reason: ANALYSIS_MESSAGES.basicAnalysisLimit,
    });
    expect((await storedAnalysis(t, second)).sessions).toHaveLength(0);
    const me = await json(await call(t.app, "/api/me", { cookie: bob.cookie }));
    expect(me.usage).toMatchObject({ analysesUsed: 1, analysesRemaining: 0 });
  });

  it("streams the brief analysis as NDJSON deltas, then the session", async () => {
    const dreamId = await dreamOf(ada, TEETH);
    const { response, events } = await startStreaming(t, ada, dreamId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(ANALYSIS_STREAM_TYPE);
    const deltas = events.filter((event) => event.type === "delta");
    const last = events.at(-1);
    expect(deltas.length).toBeGreaterThan(1);
    expect(last?.type).toBe("session");
    if (last?.type !== "session") return;
    expect(deltas.map((event) => event.text).join("")).toBe(last.session.analysis);
    // Resuming by stream: just the session.
    const resumed = await startStreaming(t, ada, dreamId);
    expect(resumed.events).toEqual([{ type: "session", session: last.session }]);
  });

  it("refuses 'I don't remember' entries and blank or overlong answers", async () => {
    const dr = await createDream(t, ada, { notRemembered: true, title: "DR", content: "not remembered" });
    const refused = await startAnalysis(t, ada, dr.id);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.reason).toBe(ANALYSIS_MESSAGES.notRemembered);
    expect((await startAnalysis(t, ada, "not-a-uuid")).status).toBe(404);

    const dreamId = await dreamOf(ada, FLYING);
    await startAnalysis(t, ada, dreamId);
    for (const [body, message] of [
      ["   ", ANALYSIS_MESSAGES.emptyAnswer],
      [42, ANALYSIS_MESSAGES.emptyAnswer],
      ["x".repeat(2001), ANALYSIS_MESSAGES.answerTooLong],
    ] as const) {
      const response = await answer(t, ada, dreamId, body);
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(message);
    }
    expect((await storedAnalysis(t, dreamId)).chats).toHaveLength(0);
  });

  it("does not distil a dream kept out of AI memory, but still marks it analysed", async () => {
    const dreamId = await dreamOf(ada, FLYING, { excludeFromAi: true });
    const before = await t.ctx.db
      .select()
      .from(userDistilledInfo)
      .where(eq(userDistilledInfo.userId, ada.id));
    const session = await json(await startAnalysis(t, ada, dreamId));
    let state = session;
    for (const _ of session.questions) state = await json(await answer(t, ada, dreamId, "private"));
    expect(state).toMatchObject({ status: "completed", distilled: false });
    const after = await t.ctx.db.select().from(userDistilledInfo).where(eq(userDistilledInfo.userId, ada.id));
    expect(after).toHaveLength(before.length);
    const [row] = await t.ctx.db.select().from(analysisSessions).where(eq(analysisSessions.id, session.id));
    expect(row?.distilledInfoId).toBeNull();
    expect((await json(await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie }))).isAnalyzed).toBe(
      true,
    );
  });
});
