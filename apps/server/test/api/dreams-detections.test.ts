import { DETECTION_MESSAGES } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreams } from "../../src/db/schema";
import { answer, startAnalysis } from "../helpers/analysis";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { expectSealed } from "../helpers/sealed";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const CHASE = "I was being chased through dark water and I was terrified.";

const chips = (dream: Dream) => ({
  emotions: dream.detections?.emotions.map((e) => e.emotion),
  symbols: dream.detections?.symbols.map((s) => s.symbol),
});
const patchChips = (user: TestUser, id: string, body: unknown) =>
  call(t.app, `/api/dreams/${id}/detections`, { method: "PATCH", body, cookie: user.cookie });
const profileStats = async (user: TestUser) =>
  json(await call(t.app, "/api/stats/profile", { cookie: user.cookie }));

describe("emotion and symbol chips of a dream", () => {
  let ada: TestUser;
  let bo: TestUser;
  let dream: Dream;

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    await setMembership(t, ada, "Plus");
    const created = await call(t.app, "/api/dreams", {
      body: { content: CHASE, dreamDate: "2026-02-03" },
      cookie: ada.cookie,
    });
    expect(created.status).toBe(201);
    dream = await json(created);
  });

  it("detects them when the dream is saved and returns them with it", () => {
    expect(chips(dream)).toEqual({ emotions: ["fear"], symbols: ["chase", "darkness", "water"] });
    expect(dream.detections).toMatchObject({ edited: false });
    expect(dream.detections?.emotions[0]).toMatchObject({ who: "dreamer", evidence: CHASE });
  });

  it("stores them encrypted: the column holds no emotion, symbol or evidence in clear", async () => {
    const [row] = await t.ctx.db.select().from(dreams).where(eq(dreams.id, dream.id));
    expectSealed(row?.detections);
    expect(row?.detectionsEdited).toBe(false);
  });

  it("belong only to the owner: another user gets 404 and never sees them", async () => {
    expect((await patchChips(bo, dream.id, { emotions: [], symbols: [] })).status).toBe(404);
    expect((await call(t.app, `/api/dreams/${dream.id}`, { cookie: bo.cookie })).status).toBe(404);
    const page = await json(await call(t.app, "/api/dreams?emotion=fear", { cookie: bo.cookie }));
    expect(page.items).toEqual([]);
    const stats = await profileStats(bo);
    expect(stats).toMatchObject({ topEmotions: [], topSymbols: [] });
    expect((await patchChips(ada, "not-a-uuid", { emotions: [], symbols: [] })).status).toBe(404);
  });

  it("rejects emotions outside the vocabulary and symbols outside the lexicon", async () => {
    const emotion = await patchChips(ada, dream.id, { emotions: [{ emotion: "boredom" }], symbols: [] });
    expect(emotion.status).toBe(400);
    const symbol = await patchChips(ada, dream.id, { emotions: [], symbols: [{ symbol: "unicorn-ship" }] });
    expect(symbol.status).toBe(400);
    expect((await json(symbol)).error.reason).toBe(DETECTION_MESSAGES.unknownSymbol);
    const extra = await patchChips(ada, dream.id, { emotions: [], symbols: [], edited: false });
    expect(extra.status).toBe(400);
  });

  it("takes the user's edit: a removed chip is gone, an added one needs no evidence", async () => {
    const [, , water] = dream.detections?.symbols ?? [];
    const response = await patchChips(ada, dream.id, {
      emotions: [{ emotion: "awe" }, { emotion: "awe" }],
      symbols: [water, { symbol: "house" }],
    });
    expect(response.status).toBe(200);
    const edited: Dream = await json(response);
    expect(edited.detections).toEqual({
      emotions: [{ emotion: "awe", who: "dreamer" }],
      symbols: [
        { symbol: "water", label: "Water", evidence: ["water"] },
        { symbol: "house", label: "House", evidence: [] },
      ],
      edited: true,
    });
    const [row] = await t.ctx.db.select().from(dreams).where(eq(dreams.id, dream.id));
    expectSealed(row?.detections);
    dream = edited;
  });

  it("keeps the edit through a text edit and a re-analysis", async () => {
    const text = `${CHASE} Then I fell off a cliff.`;
    const patched = await call(t.app, `/api/dreams/${dream.id}`, {
      method: "PATCH",
      body: { content: text },
      cookie: ada.cookie,
    });
    expect(patched.status).toBe(200);
    expect((await json(patched)).detections).toEqual(dream.detections);
    const started = await startAnalysis(t, ada, dream.id);
    expect(started.status).toBe(201);
    const got: Dream = await json(await call(t.app, `/api/dreams/${dream.id}`, { cookie: ada.cookie }));
    expect(got.detections).toEqual(dream.detections);
    // Completing the analysis distils the edited chips, not the text's fear, chase and darkness.
    for (const _question of (await json(started)).questions) {
      expect((await answer(t, ada, dream.id, "It reminded me of work.")).status).toBe(200);
    }
    const memory = await json(await call(t.app, "/api/memory", { cookie: ada.cookie }));
    const distilled = memory.find((entry: { infoType: string }) => entry.infoType === "distilled_info");
    expect(distilled?.content).toContain("Dream themes: water and house.");
    expect(distilled?.content).toContain("Feelings in the dream: awe.");
    expect(distilled?.content).not.toContain("fear");
  });

  it("detects a changed text again when the chips were never edited", async () => {
    const other = await json(
      await call(t.app, "/api/dreams", {
        body: { content: "I walked through a quiet house.", dreamDate: "2026-02-04" },
        cookie: ada.cookie,
      }),
    );
    expect(chips(other)).toEqual({ emotions: [], symbols: ["house"] });
    const same = await call(t.app, `/api/dreams/${other.id}`, {
      method: "PATCH",
      body: { content: "I was flying over the sea, full of joy." },
      cookie: ada.cookie,
    });
    expect(chips(await json(same))).toEqual({ emotions: ["joy"], symbols: ["flying", "ocean"] });
  });

  it("detects them at analysis time for a dream saved without them", async () => {
    const row = await createDream(t, ada, { content: "I swam in a cold ocean, afraid of the waves." });
    expect(row.detections).toBeNull();
    const before: Dream = await json(await call(t.app, `/api/dreams/${row.id}`, { cookie: ada.cookie }));
    expect(before.detections).toBeNull();
    expect((await startAnalysis(t, ada, row.id)).status).toBe(201);
    const after: Dream = await json(await call(t.app, `/api/dreams/${row.id}`, { cookie: ada.cookie }));
    expect(chips(after)).toEqual({ emotions: ["fear"], symbols: ["swimming", "ocean"] });
    expect(after.detections?.edited).toBe(false);
  });

  it("is what the profile statistics count: the edit, not the first detection", async () => {
    const stats = await profileStats(ada);
    // The chase dream now says awe, water and house; fear is only on the swimming dream.
    expect(stats.topEmotions).toEqual([
      { emotion: "awe", count: 1 },
      { emotion: "fear", count: 1 },
      { emotion: "joy", count: 1 },
    ]);
    expect(stats.topSymbols).toEqual([
      { symbol: "ocean", label: "Ocean", count: 2 },
      { symbol: "flying", label: "Flying", count: 1 },
      { symbol: "house", label: "House", count: 1 },
    ]);
    expect(stats.topSymbols.map((s: { symbol: string }) => s.symbol)).not.toContain("chase");
  });

  it('refuses chips on an "I don\'t remember" entry', async () => {
    const dr = await createDream(t, ada, { notRemembered: true, title: "DR", content: "not remembered" });
    expect((await patchChips(ada, dr.id, { emotions: [], symbols: [] })).status).toBe(400);
  });
});
