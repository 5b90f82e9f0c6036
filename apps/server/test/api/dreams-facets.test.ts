import type { Detections, Emotion } from "@somnia/shared/detections";
import type { DreamFacets } from "@somnia/shared/dreams";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** The lexicon's labels of the symbols used here: "chase" sorts before "boat" by label, not by id. */
const LABELS: Record<string, string> = {
  water: "Water",
  boat: "Boat",
  chase: "Being chased",
  house: "House",
  ocean: "Ocean",
};

/** A dream's chips in plaintext, as the user sees them. */
interface Chips {
  tags: string[];
  emotions: Emotion[];
  symbols: string[];
}

/** A user's journal in plaintext, by dream id: what the facets must count. */
type Journal = Map<string, Chips>;

/** Each value with the number of dreams that have it (once per dream), most first, ties by `name`. */
function counted(values: string[][], name: (value: string) => string = (value) => value) {
  const counts = new Map<string, number>();
  for (const dream of values)
    for (const value of new Set(dream)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || name(a.value).localeCompare(name(b.value)));
}

/** The facets of a journal, worked out from its plaintext. */
function expectedFacets(journal: Journal): DreamFacets {
  const dreams = [...journal.values()];
  return {
    tags: counted(dreams.map((d) => d.tags)).map(({ value, count }) => ({ tag: value, count })),
    emotions: counted(dreams.map((d) => d.emotions)).map(({ value, count }) => ({
      emotion: value as Emotion,
      count,
    })),
    symbols: counted(
      dreams.map((d) => d.symbols),
      (id) => LABELS[id] ?? id,
    ).map(({ value, count }) => ({ symbol: value, label: LABELS[value] ?? value, count })),
    types: [],
  };
}

/** The chips as the server stores them (an emotion may be felt by several people in one dream). */
function stored(chips: Chips, alsoFeltByOthers: Emotion[] = []): Detections {
  const felt = (emotion: Emotion, who: "dreamer" | "other") => ({
    emotion,
    who,
    evidence: `felt ${emotion}`,
  });
  return {
    emotions: [
      ...chips.emotions.map((emotion) => felt(emotion, "dreamer")),
      ...alsoFeltByOthers.map((emotion) => felt(emotion, "other")),
    ],
    symbols: chips.symbols.map((symbol) => ({ symbol, label: LABELS[symbol] ?? symbol, evidence: [symbol] })),
  };
}

async function facetsOf(user: TestUser): Promise<DreamFacets> {
  const response = await call(t.app, "/api/dreams/facets", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return json(response);
}

/** Adds a dream to the user's journal and to its plaintext model. */
async function addDream(
  user: TestUser,
  journal: Journal,
  title: string,
  chips: Chips,
  othersFeel: Emotion[] = [],
) {
  const row = await createDream(t, user, { title, tags: chips.tags, detections: stored(chips, othersFeel) });
  journal.set(row.id, { ...chips, emotions: [...chips.emotions, ...othersFeel] });
  return row.id;
}

describe("GET /api/dreams/facets", () => {
  let ada: TestUser;
  let bo: TestUser;
  const adas: Journal = new Map();
  const bos: Journal = new Map();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    ids.flood = await addDream(
      ada,
      adas,
      "Flood",
      { tags: ["water", "family"], emotions: ["fear"], symbols: ["water", "boat"] },
      // Fear felt by someone else too: the dream still counts once.
      ["fear", "awe"],
    );
    ids.chase = await addDream(ada, adas, "Chase", {
      tags: ["water"],
      emotions: ["fear", "surprise"],
      symbols: ["chase", "water"],
    });
    ids.party = await addDream(ada, adas, "Party", {
      tags: ["family", "Party"],
      emotions: ["joy"],
      symbols: ["house"],
    });
    // Chips not detected yet, and an "I don't remember" entry: tags only, and nothing.
    await createDream(t, ada, { title: "Undetected", tags: ["solo"] });
    adas.set("undetected", { tags: ["solo"], emotions: [], symbols: [] });
    await createDream(t, ada, { notRemembered: true, title: "DR" });
    for (let n = 0; n < 4; n++) {
      await addDream(bo, bos, `Bo ${n}`, {
        tags: ["chase", "school"],
        emotions: ["anger"],
        symbols: ["ocean"],
      });
    }
  });

  it("counts each tag, feeling and symbol over the caller's dreams, most used first, ties alphabetical", async () => {
    const facets = await facetsOf(ada);
    expect(facets).toEqual(expectedFacets(adas));
    // The model's own sanity: the figures this journal was built to show.
    expect(facets.tags.slice(0, 2)).toEqual([
      { tag: "family", count: 2 },
      { tag: "water", count: 2 },
    ]);
    expect(facets.emotions[0]).toEqual({ emotion: "fear", count: 2 });
    expect(facets.emotions).toContainEqual({ emotion: "awe", count: 1 });
    expect(facets.symbols.map((s) => s.label)).toEqual(["Water", "Being chased", "Boat", "House"]);
  });

  it("follows a chip edit and a tag edit", async () => {
    const edit = await call(t.app, `/api/dreams/${ids.party}/detections`, {
      method: "PATCH",
      cookie: ada.cookie,
      body: { emotions: [{ emotion: "joy" }, { emotion: "calm" }], symbols: [{ symbol: "boat" }] },
    });
    expect(edit.status).toBe(200);
    adas.set(ids.party as string, {
      tags: ["family", "Party"],
      emotions: ["joy", "calm"],
      symbols: ["boat"],
    });
    const retag = await call(t.app, `/api/dreams/${ids.chase}`, {
      method: "PATCH",
      cookie: ada.cookie,
      body: { title: "Chase", tags: ["night"] },
    });
    expect(retag.status).toBe(200);
    adas.set(ids.chase as string, {
      tags: ["night"],
      emotions: ["fear", "surprise"],
      symbols: ["chase", "water"],
    });

    const facets = await facetsOf(ada);
    expect(facets).toEqual(expectedFacets(adas));
    expect(facets.symbols).toContainEqual({ symbol: "boat", label: "Boat", count: 2 });
    expect(facets.symbols.map((s) => s.symbol)).not.toContain("house");
  });

  it("follows a delete", async () => {
    const removed = await call(t.app, `/api/dreams/${ids.flood}`, { method: "DELETE", cookie: ada.cookie });
    expect(removed.status).toBe(204);
    adas.delete(ids.flood as string);

    const facets = await facetsOf(ada);
    expect(facets).toEqual(expectedFacets(adas));
    expect(facets.emotions.map((e) => e.emotion)).not.toContain("awe");
    expect(facets.tags.map((tag) => tag.tag)).not.toContain("water");
  });

  it("shows only the caller's own journal; someone with no dreams gets empty lists", async () => {
    const bosFacets = await facetsOf(bo);
    expect(bosFacets).toEqual(expectedFacets(bos));
    expect(bosFacets.tags).toEqual([
      { tag: "chase", count: 4 },
      { tag: "school", count: 4 },
    ]);
    const adasFacets = await facetsOf(ada);
    expect(adasFacets.tags.map((tag) => tag.tag)).not.toContain("school");
    expect(adasFacets.emotions.map((e) => e.emotion)).not.toContain("anger");
    expect(adasFacets.symbols.map((s) => s.symbol)).not.toContain("ocean");

    const cy = await createUser(t, { name: "Cy" });
    expect(await facetsOf(cy)).toEqual({ tags: [], emotions: [], symbols: [], types: [] });
  });

  it("turns anonymous callers away", async () => {
    expect((await call(t.app, "/api/dreams/facets")).status).toBe(401);
  });
});
