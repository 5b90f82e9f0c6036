import { AI_MESSAGES, ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analysisSessions } from "../../src/db/schema";
import type { FakeMode } from "../fakes/fake-server";
import { FAKE_ANALYSIS, FAKE_KEY_POINTS, FAKE_TITLE } from "../fakes/replies";
import {
  answer,
  expectAiFailureLogged,
  readAnalysis,
  startAnalysis,
  startStreaming,
  storedAnalysis,
} from "../helpers/analysis";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { useAppOnFakeModel } from "../helpers/fake-model";
import { call, json } from "../helpers/http";
import { type TestApp, withAiTimeout } from "../helpers/test-app";

// AI_PROVIDER=openai-compatible against a local fake (helpers/fake-model.ts).
const { t, fake } = useAppOnFakeModel();
/** `t` with a tiny AI time limit, for the fake that never answers. */
let hasty: TestApp;
beforeAll(() => {
  hasty = withAiTimeout(t, 50);
});

const DREAM = "I swam towards a lighthouse in a cold ocean, and someone waited on the shore.";

const FAILURES: [FakeMode, string, number, string][] = [
  ["hang", "timeout", 504, AI_MESSAGES.timeout],
  ["429", "rate-limited", 502, AI_MESSAGES.rateLimited],
  ["401", "misconfigured", 502, AI_MESSAGES.misconfigured],
  ["500", "provider-error", 502, AI_MESSAGES.providerError],
  ["garbage", "unreadable", 502, AI_MESSAGES.unreadable],
  ["empty", "empty", 502, ANALYSIS_MESSAGES.noResponse],
  ["missing", "missing-fields", 502, ANALYSIS_MESSAGES.invalidFormat],
];

describe("the analyzer on an OpenAI-compatible provider", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
    await setMembership(t, user, "Basic");
  });
  beforeEach(() => fake().reset());

  it("names the endpoint's host in /api/config and titles untitled dreams through it", async () => {
    const config = await json(await call(t.app, "/api/config"));
    expect(config.externalAiProvider).toBe(new URL(fake().url).host);
    const body = { content: DREAM, dreamDate: new Date().toISOString().slice(0, 10) };
    const created = await call(t.app, "/api/dreams", { body, cookie: user.cookie });
    expect(created.status).toBe(201);
    expect((await json(created)).title).toBe(FAKE_TITLE);
    expect(fake().requests[0]?.prompt).toContain(`<dream>\n${DREAM}\n</dream>`);
  });

  it("tells the model the reader's language for a dream whose own it cannot tell, and stores its reply", async () => {
    const dream = await createDream(t, user, { content: DREAM, createdAt: new Date() });
    const started = await startAnalysis(t, user, dream.id, { "accept-language": "pt-BR,pt;q=0.9" });
    expect(started.status).toBe(201);
    const asked = fake().requests.find((request) => request.prompt.includes("Analyse this dream."))?.prompt;
    expect(asked).toContain("Write the analysis and the questions in the language the dream is written in.");
    expect(asked).toContain(
      "If you cannot tell which language the dream is written in, write in Brazilian Portuguese.",
    );
    // What is kept is what the model replied, read back from the stored (encrypted) session.
    expect(await json(started)).toMatchObject({
      analysis: FAKE_ANALYSIS.output,
      nextQuestion: FAKE_ANALYSIS.Q1,
    });
    const stored = await json(await readAnalysis(t, user, dream.id));
    expect(stored.session).toMatchObject({ analysis: FAKE_ANALYSIS.output });
    await t.ctx.db.delete(analysisSessions).where(eq(analysisSessions.userId, user.id));
  });

  it.each(FAILURES)(
    "on %s: %s gives its message, saves nothing, and a retry succeeds",
    async (mode, failure, status, message) => {
      const logged = expectAiFailureLogged();
      const dream = await createDream(t, user, { content: DREAM, createdAt: new Date() });
      fake().queue(mode);
      const failed = await startAnalysis(mode === "hang" ? hasty : t, user, dream.id);
      expect(failed.status).toBe(status);
      expect((await json(failed)).error.reason).toBe(message);
      logged(failure);
      expect(await storedAnalysis(t, dream.id)).toEqual({ sessions: [], chats: [] });
      const saved = await json(await call(t.app, `/api/dreams/${dream.id}`, { cookie: user.cookie }));
      expect(saved).toMatchObject({ content: DREAM, isAnalyzed: false });
      expect((await json(await readAnalysis(t, user, dream.id))).session).toBeNull();
      // A failed start does not use the Basic plan's analysis.
      expect((await json(await call(t.app, "/api/me", { cookie: user.cookie }))).usage.analysesUsed).toBe(0);

      const retried = await startAnalysis(t, user, dream.id);
      expect(retried.status).toBe(201);
      expect(await json(retried)).toMatchObject({
        analysis: FAKE_ANALYSIS.output,
        nextQuestion: FAKE_ANALYSIS.Q1,
      });
      // Free this month's one Basic analysis again for the next case.
      await t.ctx.db.delete(analysisSessions).where(eq(analysisSessions.userId, user.id));
    },
  );

  it("ends a stream that fails after its first delta with an error line, saving nothing", async () => {
    const logged = expectAiFailureLogged();
    const dream = await createDream(t, user, { content: DREAM, createdAt: new Date() });
    fake().queue("missing");
    const { response, events } = await startStreaming(t, user, dream.id);
    expect(response.status).toBe(200);
    expect(events[0]?.type).toBe("delta");
    expect(events.at(-1)).toEqual({
      type: "error",
      error: { code: "AI_UNAVAILABLE", reason: ANALYSIS_MESSAGES.invalidFormat },
    });
    expect((await storedAnalysis(t, dream.id)).sessions).toHaveLength(0);
    // A failure before any delta is an ordinary error response.
    fake().queue("401");
    const refused = await startStreaming(t, user, dream.id);
    expect(refused.response.status).toBe(502);
    expect(refused.events).toEqual([
      { error: { code: "AI_UNAVAILABLE", reason: AI_MESSAGES.misconfigured } },
    ]);
    logged("misconfigured");
  });

  it("completes a session through the provider; a failed distillation stores nothing and can be resent", async () => {
    const logged = expectAiFailureLogged();
    const dream = await createDream(t, user, { content: DREAM, createdAt: new Date() });
    const session = await json(await startAnalysis(t, user, dream.id));
    expect(session.questions).toEqual([
      FAKE_ANALYSIS.Q1,
      FAKE_ANALYSIS.Q2,
      FAKE_ANALYSIS.Q3,
      FAKE_ANALYSIS.Q4,
    ]);
    for (const question of session.questions.slice(0, -1)) {
      expect((await json(await answer(t, user, dream.id, `About ${question}`))).status).toBe("active");
    }
    fake().queue("500");
    const failed = await answer(t, user, dream.id, "The last answer");
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.reason).toBe(AI_MESSAGES.providerError);
    logged("provider-error");
    expect((await storedAnalysis(t, dream.id)).chats).toHaveLength(3);

    const done = await json(await answer(t, user, dream.id, "The last answer"));
    expect(done).toMatchObject({ status: "completed", distilled: true });
    const memory = await json(await call(t.app, "/api/memory", { cookie: user.cookie }));
    expect(memory[0].content).toContain(FAKE_KEY_POINTS[0]);
    const distillRequest = fake().requests.at(-1);
    expect(distillRequest?.prompt).toContain("<answer_4>\nThe last answer\n</answer_4>");
    expect(distillRequest?.prompt).toContain(
      "If you cannot tell which language the dream is written in, write in English.",
    );
  });
});
