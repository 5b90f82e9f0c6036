import { DREAM_SIGN_MIN_DREAMS, MAX_DREAM_SIGNS, type MySymbols } from "@somnia/shared/symbols";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreams } from "../../src/db/schema";
import { LEXICON } from "../../src/domain/symbols/lexicon";
import { createDream, symbolChips } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const labelOf = (id: string) => LEXICON.find((entry) => entry.id === id)?.label ?? id;

/** A dream as the user sees it: its date and its symbol chips. */
interface PlainDream {
  date: string;
  symbols: string[];
}

/** A user's journal in plaintext, by dream id: what the counts must agree with. */
type Journal = Map<string, PlainDream>;

/** The counts and dream signs of a journal, worked out from its plaintext. */
function expected(journal: Journal): MySymbols {
  const counts = new Map<string, { count: number; lastDreamDate: string }>();
  for (const dream of journal.values())
    for (const symbol of new Set(dream.symbols)) {
      const seen = counts.get(symbol) ?? { count: 0, lastDreamDate: "" };
      // yyyy-MM-dd dates sort as text.
      const lastDreamDate = [dream.date, seen.lastDreamDate].sort().at(-1) ?? "";
      counts.set(symbol, { count: seen.count + 1, lastDreamDate });
    }
  const symbols = [...counts]
    .map(([symbol, figures]) => ({ symbol, ...figures }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.lastDreamDate.localeCompare(a.lastDreamDate) ||
        labelOf(a.symbol).localeCompare(labelOf(b.symbol)),
    );
  const signs = symbols.filter((s) => s.count >= DREAM_SIGN_MIN_DREAMS).slice(0, MAX_DREAM_SIGNS);
  return { symbols, signs };
}

async function mine(user: TestUser): Promise<MySymbols> {
  const response = await call(t.app, "/api/symbols/mine", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return json(response);
}

async function addDream(user: TestUser, journal: Journal, date: string, symbols: string[]) {
  const row = await createDream(t, user, { dreamDate: date, detections: symbolChips(...symbols) });
  journal.set(row.id, { date, symbols });
  return row.id;
}

describe("GET /api/symbols", () => {
  it("lists every lexicon symbol with its family, reading, question, emotions, sources and words", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const response = await call(t.app, "/api/symbols", { cookie: ada.cookie });
    expect(response.status).toBe(200);
    const dictionary = await json(response);
    expect(dictionary.symbols.map((s: { id: string }) => s.id)).toEqual(LEXICON.map((entry) => entry.id));
    const ocean = dictionary.symbols.find((s: { id: string }) => s.id === "ocean");
    expect(ocean).toMatchObject({ label: "Ocean", theme: "water", sources: ["JUNG", "POP"] });
    expect(ocean.reading).toMatch(/often associated/);
    expect(ocean.question).toMatch(/\?$/);
    // The lexicon's part-of-speech marks ('wave:n') are the matcher's, not words a person types.
    expect(ocean.words).toEqual(expect.arrayContaining(["sea", "wave", "tide"]));
    expect(ocean.words.join(" ")).not.toContain(":");
    // Every key an entry cites has its full citation.
    const keys = new Set(dictionary.sources.map((s: { key: string }) => s.key));
    for (const symbol of dictionary.symbols) for (const key of symbol.sources) expect(keys).toContain(key);
    expect(dictionary.sources.find((s: { key: string }) => s.key === "HARTMANN")).toMatchObject({
      kind: "research",
      short: "Hartmann 1998",
      citation: expect.stringContaining("Dreams and Nightmares"),
    });
  });

  it("is written in the language asked for: names, readings, questions and the words search finds", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const read = async (lang: string) => {
      const response = await call(t.app, `/api/symbols?lang=${lang}`, { cookie: ada.cookie });
      expect(response.status).toBe(200);
      const dictionary = await json(response);
      return dictionary.symbols.find((s: { id: string }) => s.id === "ocean");
    };
    const english = await read("en");
    for (const lang of ["fr", "es", "de", "it", "pt-BR"]) {
      const ocean = await read(lang);
      expect(ocean).toMatchObject({ id: "ocean", theme: "water", sources: ["JUNG", "POP"] });
      expect(ocean.label).not.toBe(english.label);
      expect(ocean.reading).not.toBe(english.reading);
      expect(ocean.question).toMatch(/\?$/);
      // Its own words and the English ones, none of the matcher's marks.
      expect(ocean.words).toEqual(expect.arrayContaining([ocean.label.toLocaleLowerCase(lang), "sea"]));
      expect(ocean.words.join(" ")).not.toMatch(/[=*:]|\.\./);
    }
    expect((await read("fr")).words).toContain("mer");
    expect((await read("de")).words).toContain("welle");
    const refused = await call(t.app, "/api/symbols?lang=nl", { cookie: ada.cookie });
    expect(refused.status).toBe(400);
  });

  it("turns anonymous callers away", async () => {
    expect((await call(t.app, "/api/symbols")).status).toBe(401);
    expect((await call(t.app, "/api/symbols/mine")).status).toBe(401);
  });
});

describe("GET /api/symbols/mine", () => {
  let ada: TestUser;
  let bo: TestUser;
  const adas: Journal = new Map();
  const bos: Journal = new Map();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    ids.first = await addDream(ada, adas, "2026-01-10", ["water", "boat", "house"]);
    ids.second = await addDream(ada, adas, "2026-02-01", ["water", "chase"]);
    ids.third = await addDream(ada, adas, "2026-03-05", ["chase", "house", "ocean"]);
    ids.fourth = await addDream(ada, adas, "2026-01-20", ["boat"]);
    // Chips not detected yet, and an "I don't remember" entry: no symbols to count.
    await createDream(t, ada, { dreamDate: "2026-03-20" });
    await createDream(t, ada, { dreamDate: "2026-03-21", notRemembered: true, title: "DR" });
    for (const date of ["2026-02-02", "2026-02-03", "2026-02-04"]) await addDream(bo, bos, date, ["snake"]);
  });

  it("counts each symbol's dreams and orders the dream signs: most dreams, then newest, then label", async () => {
    const symbols = await mine(ada);
    expect(symbols).toEqual(expected(adas));
    // The model's own sanity: the ties this journal was built to show.
    expect(symbols.signs.map((s) => s.symbol)).toEqual(["chase", "house", "water", "boat"]);
    expect(symbols.signs[0]).toEqual({ symbol: "chase", count: 2, lastDreamDate: "2026-03-05" });
    expect(symbols.symbols.at(-1)).toEqual({ symbol: "ocean", count: 1, lastDreamDate: "2026-03-05" });
  });

  it("follows a chip edit and a change of date", async () => {
    const edit = await call(t.app, `/api/dreams/${ids.fourth}/detections`, {
      method: "PATCH",
      cookie: ada.cookie,
      body: { emotions: [], symbols: [{ symbol: "ocean" }, { symbol: "water" }] },
    });
    expect(edit.status).toBe(200);
    adas.set(ids.fourth as string, { date: "2026-01-20", symbols: ["ocean", "water"] });
    const moved = await call(t.app, `/api/dreams/${ids.first}`, {
      method: "PATCH",
      cookie: ada.cookie,
      body: { dreamDate: "2026-04-01" },
    });
    expect(moved.status).toBe(200);
    adas.set(ids.first as string, { date: "2026-04-01", symbols: ["water", "boat", "house"] });

    const symbols = await mine(ada);
    expect(symbols).toEqual(expected(adas));
    expect(symbols.signs[0]).toEqual({ symbol: "water", count: 3, lastDreamDate: "2026-04-01" });
    expect(symbols.signs.map((s) => s.symbol)).not.toContain("boat");
  });

  it("follows a delete", async () => {
    const removed = await call(t.app, `/api/dreams/${ids.third}`, { method: "DELETE", cookie: ada.cookie });
    expect(removed.status).toBe(204);
    adas.delete(ids.third as string);

    const symbols = await mine(ada);
    expect(symbols).toEqual(expected(adas));
    expect(symbols.signs.map((s) => s.symbol)).toEqual(["water"]);
    expect(symbols.symbols).toContainEqual({ symbol: "chase", count: 1, lastDreamDate: "2026-02-01" });
  });

  it("counts from the index, without opening a dream", async () => {
    // Ada's dreams sealed under another user's key: any attempt to open one would fail the request.
    const foreign = await t.ctx.crypto.encrypt(bo.id, "not Ada's to open");
    await t.ctx.db
      .update(dreams)
      .set({ title: foreign, content: foreign, tags: foreign, detections: foreign })
      .where(eq(dreams.userId, ada.id));
    expect(await mine(ada)).toEqual(expected(adas));
  });

  it("shows only the caller's own journal; someone with no dreams has no counts", async () => {
    const bosSymbols = await mine(bo);
    expect(bosSymbols).toEqual(expected(bos));
    expect(bosSymbols.signs).toEqual([{ symbol: "snake", count: 3, lastDreamDate: "2026-02-04" }]);
    const adasIds = (await mine(ada)).symbols.map((s) => s.symbol);
    expect(adasIds).not.toContain("snake");

    const cy = await createUser(t, { name: "Cy" });
    expect(await mine(cy)).toEqual({ symbols: [], signs: [] });
  });

  it("lists at most MAX_DREAM_SIGNS dream signs, the most recurring", async () => {
    const dee = await createUser(t, { name: "Dee" });
    const dees: Journal = new Map();
    const many = LEXICON.slice(0, MAX_DREAM_SIGNS + 2).map((entry) => entry.id);
    await addDream(dee, dees, "2026-05-01", many);
    await addDream(dee, dees, "2026-05-02", many);
    await addDream(dee, dees, "2026-05-03", many.slice(0, 3));
    const symbols = await mine(dee);
    expect(symbols).toEqual(expected(dees));
    expect(symbols.signs).toHaveLength(MAX_DREAM_SIGNS);
    expect(symbols.signs.slice(0, 3).map((s) => s.count)).toEqual([3, 3, 3]);
  });
});
