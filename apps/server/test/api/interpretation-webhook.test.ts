import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analyzerChats } from "../../src/db/schema";
import { startWebhookServer, type WebhookReply, type WebhookServer } from "../fakes/webhook-server";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { createAnalysedDream, interpret, storedInterpretations } from "../helpers/interpretation";
import { startTestApp, type TestApp, withAiTimeout } from "../helpers/test-app";

let hook: WebhookServer;
let extended: TestApp & { stop(): Promise<void> };
let plain: TestApp & { stop(): Promise<void> };
beforeAll(async () => {
  hook = await startWebhookServer();
  extended = await startTestApp({ EXTENDED_INTERPRETER_WEBHOOK_URL: `${hook.url}/extended` });
  plain = await startTestApp({ INTERPRETATION_WEBHOOK_URL: `${hook.url}/interpret` });
});
afterAll(async () => {
  await Promise.all([extended?.stop(), plain?.stop()]);
  await hook?.close();
});
beforeEach(() => {
  hook.requests.length = 0;
});

const DREAM = "I was falling from a tall tower into dark water.";

describe("the extended interpreter webhook", () => {
  let ada: TestUser;
  let dreamId: string;
  beforeAll(async () => {
    ada = await createUser(extended, { name: "Ada" });
    for (const [infoType, content] of [
      ["personal", "The dreamer's gender is female and they were born in 1990."],
      ["recurring_dreams", "Falling from high places."],
    ]) {
      await call(extended.app, "/api/memory", { body: { infoType, content }, cookie: ada.cookie });
    }
    await createAnalysedDream(extended, ada, {
      content: "Dark water rose around me.",
      dreamDate: "2026-01-02",
      distilled: "Dream “Water”: afraid of deep water.",
    });
    dreamId = (await createAnalysedDream(extended, ada, { content: DREAM, dreamDate: "2026-02-02" })).id;
  });

  const SHAPES: [string, unknown][] = [
    ["a list whose first element has output", [{ output: "Reading one." }]],
    ["an object with output", { output: "Reading one." }],
    ["response.text in a list", [{ response: { text: "Reading one." } }]],
    ["response.text in an object", { response: { text: "Reading one." } }],
  ];
  it.each(SHAPES)("posts the documented body and reads %s", async (_name, body) => {
    hook.reply = { body };
    const response = await interpret(extended, ada, dreamId);
    expect(response.status).toBe(201);
    const reading = await json(response);
    expect(reading.text).toBe("Reading one.");
    expect(reading.sources.map((s: { kind: string }) => s.kind).sort()).toEqual([
      "distilled",
      "personal",
      "recurring",
    ]);
    expect(hook.requests).toEqual([
      {
        path: "/extended",
        method: "POST",
        body: {
          dream: DREAM,
          // Saved about "the dreamer" by an earlier onboarding, sent as it is shown now.
          user_personal_info: "Gender: female; born in 1990.",
          user_reoccuring_dreams: "Falling from high places.",
          user_distilled_info: "Dream “Water”: afraid of deep water.",
        },
      },
    ]);
  });

  const FAILURES: [string, WebhookReply, number, { reason: string; params?: { status: number } }][] = [
    [
      "405",
      { status: 405, body: { message: "no" } },
      502,
      { reason: INTERPRETER_MESSAGES.webhookMethodNotAllowed },
    ],
    [
      "500",
      { status: 500, body: { message: "boom" } },
      502,
      { reason: INTERPRETER_MESSAGES.webhookStatus, params: { status: 500 } },
    ],
    [
      "404",
      { status: 404, body: "Not here" },
      502,
      { reason: INTERPRETER_MESSAGES.webhookStatus, params: { status: 404 } },
    ],
    ["non-JSON", { body: "<html>Bad gateway</html>" }, 502, { reason: INTERPRETER_MESSAGES.webhookNotJson }],
    ["no output", { body: [{ result: "?" }] }, 502, { reason: INTERPRETER_MESSAGES.webhookNoOutput }],
    ["timeout", { hang: true }, 504, { reason: INTERPRETER_MESSAGES.connectFailed }],
  ];
  it.each(FAILURES)(
    "fails with the documented error on %s and writes nothing",
    async (_name, reply, status, said) => {
      const spy = vi.mocked(console.error).mockImplementation(() => {});
      hook.reply = reply;
      const before = (await storedInterpretations(extended, dreamId)).length;
      // A tiny time limit for the webhook that never answers; the default one for the others.
      const app = reply.hang ? withAiTimeout(extended, 50) : extended;
      const response = await interpret(app, ada, dreamId);
      expect(response.status).toBe(status);
      expect(await json(response)).toEqual({
        error: { code: status === 504 ? "AI_TIMEOUT" : "AI_UNAVAILABLE", ...said },
      });
      expect(await storedInterpretations(extended, dreamId)).toHaveLength(before);
      spy.mockClear();
    },
  );
});

describe("the interpretation webhook", () => {
  it("posts the dream with the answered pairs of the last hour and reads response.text", async () => {
    const bo = await createUser(plain, { name: "Bo" });
    const dream = await createAnalysedDream(plain, bo, {
      content: DREAM,
      answers: [
        { question: "Where were you falling to?", answer: "Towards the sea." },
        { question: "What did you feel?", answer: "Oddly calm." },
      ],
    });
    hook.reply = { body: [{ response: { text: "A calm fall." } }] };
    const reading = await json(await interpret(plain, bo, dream.id));
    expect(reading.text).toBe("A calm fall.");
    expect(reading.sources.map((s: { label: string }) => s.label)).toEqual([
      "Where were you falling to?",
      "What did you feel?",
    ]);
    expect(hook.requests[0]).toMatchObject({
      path: "/interpret",
      body: {
        dream: DREAM,
        conversations: [
          { question: "Where were you falling to?", answer: "Towards the sea." },
          { question: "What did you feel?", answer: "Oddly calm." },
        ],
      },
    });
    expect(await storedInterpretations(plain, dream.id)).toHaveLength(1);
  });

  it("leaves out pairs answered more than an hour ago", async () => {
    const cy = await createUser(plain, { name: "Cy" });
    const dream = await createAnalysedDream(plain, cy, {
      content: DREAM,
      answers: [
        { question: "Old question?", answer: "Old answer." },
        { question: "New question?", answer: "New answer." },
      ],
    });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await plain.ctx.db
      .update(analyzerChats)
      .set({ createdAt: twoHoursAgo })
      .where(and(eq(analyzerChats.dreamId, dream.id), eq(analyzerChats.position, 0)));
    hook.reply = { body: { response: { text: "Only the new one." } } };
    const reading = await json(await interpret(plain, cy, dream.id));
    expect(reading.sources.map((s: { label: string }) => s.label)).toEqual(["New question?"]);
    expect(hook.requests[0]?.body.conversations).toEqual([
      { question: "New question?", answer: "New answer." },
    ]);
  });
});
