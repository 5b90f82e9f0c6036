import { AI_MESSAGES } from "@somnia/shared/analysis";
import { INTERPRETATION_STREAM_TYPE } from "@somnia/shared/interpretation";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { FakeMode } from "../fakes/fake-server";
import { FAKE_INTERPRETATION } from "../fakes/replies";
import { answer, startAnalysis } from "../helpers/analysis";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { useAppOnFakeModel } from "../helpers/fake-model";
import { call, json } from "../helpers/http";
import { createAnalysedDream, interpret, storedInterpretations } from "../helpers/interpretation";
import { type TestApp, withAiTimeout } from "../helpers/test-app";

// AI_PROVIDER=openai-compatible against a local fake (helpers/fake-model.ts).
const { t, fake } = useAppOnFakeModel();
/** `t` with a tiny AI time limit, for the fake that never answers. */
let hasty: TestApp;
beforeAll(() => {
  hasty = withAiTimeout(t, 50);
});

const DREAM = "I swam towards a lighthouse in a cold ocean, and someone waited on the shore.";

describe("the interpreter chat flow and provider failures", () => {
  let cara: TestUser;
  beforeAll(async () => {
    cara = await createUser(t, { name: "Cara" });
    await setMembership(t, cara, "Plus");
  });

  it("analyses (questions answered in sequence), then interprets the now analysed dream", async () => {
    const dream = await createDream(t, cara, { content: DREAM, title: null });
    expect((await interpret(t, cara, dream.id)).status).toBe(409);
    const session = await json(await startAnalysis(t, cara, dream.id));
    let state = session;
    for (const [i] of session.questions.entries()) {
      state = await json(await answer(t, cara, dream.id, `Answer number ${i + 1}, about the cold water.`));
    }
    expect(state.status).toBe("completed");
    const listed = await json(await call(t.app, "/api/dreams?analyzed=true", { cookie: cara.cookie }));
    expect(listed.items.map((d: { id: string }) => d.id)).toContain(dream.id);

    fake().requests.length = 0;
    const reading = await interpret(t, cara, dream.id);
    expect(reading.status).toBe(201);
    const body = await json(reading);
    expect(body.text).toBe(FAKE_INTERPRETATION);
    expect(body.sources.filter((s: { kind: string }) => s.kind === "answer")).toHaveLength(
      session.questions.length,
    );
    const prompt = fake().requests.at(-1)?.prompt ?? "";
    expect(prompt).toContain("Answer number 1, about the cold water.");
    expect(prompt).toContain(DREAM);
  });

  const FAILURES: [FakeMode, number, string][] = [
    ["500", 502, AI_MESSAGES.providerError],
    ["hang", 504, AI_MESSAGES.timeout],
    ["garbage", 502, AI_MESSAGES.unreadable],
  ];
  it.each(FAILURES)(
    "a provider failure (%s) gives its message and writes nothing",
    async (mode, status, message) => {
      const spy = vi.mocked(console.error).mockImplementation(() => {});
      const dream = await createAnalysedDream(t, cara, { content: DREAM });
      for (const headers of [{}, { accept: INTERPRETATION_STREAM_TYPE }] as Record<string, string>[]) {
        fake().queue(mode);
        const failed = await interpret(mode === "hang" ? hasty : t, cara, dream.id, headers);
        expect(failed.status).toBe(status);
        expect((await json(failed)).error.reason).toBe(message);
      }
      expect(await storedInterpretations(t, dream.id)).toHaveLength(0);
      spy.mockClear();
    },
  );
});
