import type { Dream } from "@somnia/shared/dreams";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_TITLE } from "../fakes/replies";
import { startAnalysis } from "../helpers/analysis";
import { setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { useAppOnFakeModel } from "../helpers/fake-model";
import { call, json } from "../helpers/http";

// AI_PROVIDER=openai against a local fake: detection is a structured-output call of its own.
const { t, fake } = useAppOnFakeModel("openai");

const DREAM = "I swam in a cold ocean towards a lighthouse.";
const today = () => new Date().toISOString().slice(0, 10);

describe("emotion and symbol chips from a remote provider", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
    await setMembership(t, user, "Plus");
  });
  beforeEach(() => fake().reset());

  it("stores the provider's detections, minus unknown emotions and symbol ids", async () => {
    const created = await call(t.app, "/api/dreams", {
      body: { content: DREAM, dreamDate: today() },
      cookie: user.cookie,
    });
    expect(created.status).toBe(201);
    const dream: Dream = await json(created);
    expect(dream.title).toBe(FAKE_TITLE);
    expect(dream.detections).toEqual({
      emotions: [{ emotion: "fear", who: "dreamer", evidence: "cold ocean" }],
      symbols: [{ symbol: "ocean", label: "Ocean", evidence: ["ocean"] }],
      edited: false,
    });
    const detect = fake().requests.find((r) => r.prompt.includes("You find the emotions"));
    expect(detect?.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("saves the dream without chips when detection fails, and detects them at analysis", async () => {
    fake().queue("ok", "500"); // the title, then the detection
    const created = await call(t.app, "/api/dreams", {
      body: { content: DREAM, dreamDate: today() },
      cookie: user.cookie,
    });
    expect(created.status).toBe(201);
    const dream: Dream = await json(created);
    expect(dream.detections).toBeNull();
    expect((await startAnalysis(t, user, dream.id)).status).toBe(201);
    const analysed: Dream = await json(await call(t.app, `/api/dreams/${dream.id}`, { cookie: user.cookie }));
    expect(analysed.detections?.symbols.map((s) => s.symbol)).toEqual(["ocean"]);
  });

  it("suggests dream types by the server's own rules, sending the provider nothing more", async () => {
    const content = "I realised I was dreaming and flew over the ocean.";
    const created = await call(t.app, "/api/dreams", {
      body: { title: "Flight", content, dreamDate: today() },
      cookie: user.cookie,
    });
    const dream: Dream = await json(created);
    expect(dream).toMatchObject({ types: [], suggestedTypes: ["lucid"] });
    expect(fake().requests).toHaveLength(1);
    expect(fake().requests[0]?.prompt).toContain("You find the emotions");
  });
});
