import { EMOTIONS } from "@somnia/shared/detections";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const fear = { emotion: "fear", who: "dreamer", evidence: "I was terrified" } as const;
const joy = { emotion: "joy", who: "other", whoName: "Sarah", evidence: "Sarah laughed" } as const;
const water = { symbol: "water", label: "Water", evidence: ["water"] };
const house = { symbol: "house", label: "House", evidence: ["house"] };

const titles = async (user: TestUser, query: string) => {
  const response = await call(t.app, `/api/dreams?${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  const page = await json(response);
  return page.items.map((dream: { title: string }) => dream.title);
};

describe("GET /api/dreams?emotion=&symbol=", () => {
  let ada: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    const day = (n: number) => `2026-01-${String(n).padStart(2, "0")}`;
    await createDream(t, ada, {
      title: "Flood",
      dreamDate: day(20),
      detections: { emotions: [fear], symbols: [water] },
    });
    await createDream(t, ada, {
      title: "Party",
      dreamDate: day(19),
      detections: { emotions: [joy], symbols: [house] },
    });
    // The user took fear off this one: the filter follows the edit.
    await createDream(t, ada, {
      title: "Edited",
      dreamDate: day(18),
      detections: { emotions: [], symbols: [water, house] },
      detectionsEdited: true,
    });
    await createDream(t, ada, { title: "Undetected", dreamDate: day(17) });
    // Enough older dreams that the search has to read past the first page.
    for (let n = 1; n <= 12; n++) await createDream(t, ada, { title: `Plain ${n}`, dreamDate: day(16 - n) });
    await createDream(t, ada, {
      title: "Old fear",
      dreamDate: "2025-12-01",
      detections: { emotions: [fear], symbols: [] },
    });
    await createDream(t, bo, { title: "Bo fear", detections: { emotions: [fear], symbols: [water] } });
  });

  it("lists only the caller's dreams with that emotion, whoever felt it", async () => {
    expect(await titles(ada, "emotion=fear")).toEqual(["Flood", "Old fear"]);
    expect(await titles(ada, "emotion=joy")).toEqual(["Party"]);
    expect(await titles(ada, "emotion=calm")).toEqual([]);
    expect(await titles(bo, "emotion=fear")).toEqual(["Bo fear"]);
  });

  it("lists the dreams with that symbol, and combines with the other filters", async () => {
    expect(await titles(ada, "symbol=water")).toEqual(["Flood", "Edited"]);
    expect(await titles(ada, "symbol=house&emotion=joy")).toEqual(["Party"]);
    expect(await titles(ada, "symbol=water&q=edit")).toEqual(["Edited"]);
    expect(await titles(ada, "symbol=chase")).toEqual([]);
  });

  it("rejects an emotion outside the vocabulary and a malformed symbol id", async () => {
    for (const query of ["emotion=boredom", "symbol=Not%20An%20Id"]) {
      const response = await call(t.app, `/api/dreams?${query}`, { cookie: ada.cookie });
      expect(response.status).toBe(400);
    }
  });
});

describe("GET /api/dreams/vocabulary", () => {
  it("lists every emotion and lexicon symbol a chip can be, for signed-in users only", async () => {
    expect((await call(t.app, "/api/dreams/vocabulary")).status).toBe(401);
    const user = await createUser(t, { name: "Cy" });
    const response = await call(t.app, "/api/dreams/vocabulary", { cookie: user.cookie });
    expect(response.status).toBe(200);
    const vocabulary = await json(response);
    expect(vocabulary.emotions).toEqual([...EMOTIONS]);
    expect(vocabulary.symbols).toContainEqual({ id: "water", label: "Water" });
    expect(vocabulary.symbols).toContainEqual({ id: "chase", label: "Being chased" });
    expect(vocabulary.symbols.length).toBeGreaterThan(100);
  });
});
