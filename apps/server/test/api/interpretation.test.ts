import { INTERPRETATION_STREAM_TYPE, INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream, setMembership, symbolChips } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import {
  createAnalysedDream,
  interpret,
  interpretationsPath,
  interpretStreaming,
  storedInterpretations,
} from "../helpers/interpretation";
import { expectSealed } from "../helpers/sealed";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const GARDEN = "A green snake lay coiled in my grandmother's garden, watching me.";
const SCHOOL = "A snake chased me through the corridors of my old school.";
describe("the Dream Interpreter API (built-in analyst)", () => {
  let ada: TestUser;
  let bob: TestUser;
  let garden: { id: string };
  let school: { id: string };
  beforeAll(async () => {
    [ada, bob] = await Promise.all([createUser(t, { name: "Ada" }), createUser(t, { name: "Bob" })]);
    await setMembership(t, ada, "Basic"); // Basic users may interpret analysed dreams
    garden = await createAnalysedDream(t, ada, {
      title: "Garden snake",
      content: GARDEN,
      dreamDate: "2026-02-01",
      detections: symbolChips("snake", "garden", "grandparents"),
      answers: [{ question: "Whose garden was it?", answer: "My grandmother's garden always felt safe." }],
    });
  });

  it("streams the interpretation of one's own analysed dream and stores it encrypted with its sources", async () => {
    const { response, events } = await interpretStreaming(t, ada, garden.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(INTERPRETATION_STREAM_TYPE);
    const last = events.at(-1);
    if (last?.type !== "interpretation")
      throw new Error(`expected a final interpretation, got ${last?.type}`);
    const deltas = events.filter((e) => e.type === "delta").map((e) => (e.type === "delta" ? e.text : ""));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(last.interpretation.text);
    expect(last.interpretation.text).toContain("Garden snake");
    expect(last.interpretation.sources).toContainEqual(
      expect.objectContaining({ kind: "answer", label: "Whose garden was it?", dreamId: garden.id }),
    );

    const [row, ...more] = await storedInterpretations(t, garden.id);
    expect(more).toHaveLength(0);
    expectSealed(row?.text, row?.sources);

    const history = await json(await call(t.app, interpretationsPath(garden.id), { cookie: ada.cookie }));
    expect(history.items).toEqual([last.interpretation]);
  });

  it("gives 404 for another user's dream and refuses an unanalysed dream with a clear message", async () => {
    const asBob = await interpret(t, bob, garden.id);
    expect(asBob.status).toBe(404);
    expect((await call(t.app, interpretationsPath(garden.id), { cookie: bob.cookie })).status).toBe(404);
    expect((await interpret(t, bob, "not-a-uuid")).status).toBe(404);

    const fresh = await createDream(t, ada, { content: SCHOOL });
    for (const headers of [{}, { accept: INTERPRETATION_STREAM_TYPE }] as Record<string, string>[]) {
      const refused = await interpret(t, ada, fresh.id, headers);
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({
        error: { code: "CONFLICT", reason: INTERPRETER_MESSAGES.notAnalyzed },
      });
    }
    const forgotten = await createDream(t, ada, {
      notRemembered: true,
      title: "DR",
      content: "not remembered",
    });
    expect((await interpret(t, ada, forgotten.id)).status).toBe(400);
    expect(await storedInterpretations(t, fresh.id)).toHaveLength(0);
    expect(await storedInterpretations(t, garden.id)).toHaveLength(1);
  });

  it("mentions an earlier analysed dream sharing a symbol, and keeps every earlier reading", async () => {
    school = await createAnalysedDream(t, ada, {
      title: "School chase",
      content: SCHOOL,
      dreamDate: "2026-03-01",
      detections: symbolChips("snake", "chase", "school"),
    });
    const first = await interpret(t, ada, school.id);
    expect(first.status).toBe(201);
    const reading = await json(first);
    // One shared image seen once before: the reading speaks of the dream sign (since when), the
    // sources list the dream; naming it needs two shared images or a sign that keeps returning.
    expect(reading.text).toMatch(/\*\*snake\*\*/i);
    expect(reading.text).toContain("1 February");
    expect(reading.sources).toContainEqual({
      kind: "dream",
      id: garden.id,
      label: "Garden snake",
      date: "2026-02-01",
      dreamId: garden.id,
      symbols: ["Snake"],
    });
    const second = await json(await interpret(t, ada, school.id));
    const history = await json(await call(t.app, interpretationsPath(school.id), { cookie: ada.cookie }));
    expect(history.items.map((i: { id: string }) => i.id)).toEqual([second.id, reading.id]);
  });

  it("never draws on a dream kept out of AI memory, and reads such a dream on its own", async () => {
    const secret = await createAnalysedDream(t, ada, {
      title: "Attic snake",
      content: "A snake hid in the attic of my old school.",
      dreamDate: "2026-03-05",
      distilled: "Dream “Attic snake”: a snake hiding in the school attic.",
      excludeFromAi: true,
    });
    const reading = await json(await interpret(t, ada, school.id));
    expect(JSON.stringify(reading)).not.toMatch(/Attic snake/);
    expect(reading.sources.map((s: { dreamId: string | null }) => s.dreamId)).not.toContain(secret.id);

    const own = await json(await interpret(t, ada, secret.id));
    expect(own.sources.map((s: { kind: string }) => s.kind)).toEqual(["answer"]);
    expect(own.text).not.toContain("Garden snake");
  });

  it("follows memory edits: PUT changes the next reading, DELETE removes the entry", async () => {
    const saved = await json(
      await call(t.app, "/api/memory", {
        body: { infoType: "personal", content: "I work night shifts as a nurse." },
        cookie: ada.cookie,
      }),
    );
    const before = await json(await interpret(t, ada, school.id));
    expect(before.text).toContain("night shifts as a nurse");
    expect(before.sources).toContainEqual(expect.objectContaining({ kind: "personal", id: saved.id }));

    const path = `/api/memory/${saved.id}`;
    expect(
      (await call(t.app, path, { method: "PUT", body: { content: "x" }, cookie: bob.cookie })).status,
    ).toBe(404);
    expect((await call(t.app, path, { method: "DELETE", cookie: bob.cookie })).status).toBe(404);
    expect((await call(t.app, "/api/memory/nope", { method: "DELETE", cookie: ada.cookie })).status).toBe(
      404,
    );
    const blank = await call(t.app, path, { method: "PUT", body: { content: "  " }, cookie: ada.cookie });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error.reason).toBe("MEMORY_EMPTY_CONTENT");

    const edited = await call(t.app, path, {
      method: "PUT",
      body: { content: " I am a retired sailor. " },
      cookie: ada.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      id: saved.id,
      infoType: "personal",
      content: "I am a retired sailor.",
    });
    const after = await json(await interpret(t, ada, school.id));
    expect(after.text).toContain("retired sailor");
    expect(after.text).not.toContain("nurse");

    expect((await call(t.app, path, { method: "DELETE", cookie: ada.cookie })).status).toBe(204);
    expect((await call(t.app, path, { method: "DELETE", cookie: ada.cookie })).status).toBe(404);
    const gone = await json(await interpret(t, ada, school.id));
    expect(gone.text).not.toContain("retired sailor");
    expect(gone.sources.some((s: { kind: string }) => s.kind === "personal")).toBe(false);
  });

  it("lists only analysed dreams with ?analyzed=true (the Interpreter's Dreams tab)", async () => {
    const page = await json(await call(t.app, "/api/dreams?analyzed=true", { cookie: ada.cookie }));
    expect(page.items.every((d: { isAnalyzed: boolean }) => d.isAnalyzed)).toBe(true);
    expect(page.items.map((d: { title: string }) => d.title)).toEqual([
      "Attic snake",
      "School chase",
      "Garden snake",
    ]);
  });
});

describe("what a reading calls earlier (built-in analyst)", () => {
  it("never presents the note distilled from the dream itself as an earlier reflection", async () => {
    const cora = await createUser(t, { name: "Cora" });
    await setMembership(t, cora, "Basic");
    const note = (title: string, words: string) => `Dream “${title}” (2026-03-10):\n- On the dream: ${words}`;
    const lighthouse = await createAnalysedDream(t, cora, {
      title: "Lighthouse",
      content: "I swam towards a lighthouse across a calm sea.",
      dreamDate: "2026-03-10",
      distilled: note("Lighthouse", "the light felt like home."),
    });
    const own = await json(await interpret(t, cora, lighthouse.id));
    expect(own.sources).toContainEqual(
      expect.objectContaining({ kind: "distilled", dreamId: lighthouse.id }),
    );
    expect(own.text).not.toMatch(/Earlier reflections/);
    expect(own.text).not.toContain("the light felt like home");

    const later = await createAnalysedDream(t, cora, {
      title: "Harbour",
      content: "I waited in a harbour while the sea grew rough.",
      dreamDate: "2026-03-12",
    });
    const next = await json(await interpret(t, cora, later.id));
    expect(next.text).toMatch(/Earlier reflections you saved, such as .*the light felt like home/);
  });

  it("shows personal information saved about 'the dreamer' neutrally", async () => {
    const dan = await createUser(t, { name: "Dan" });
    await setMembership(t, dan, "Basic");
    await call(t.app, "/api/memory", {
      body: { infoType: "personal", content: "The dreamer's gender is male and they were born in 1985." },
      cookie: dan.cookie,
    });
    // Personal information only where it adds something: an exam dream, read at the dreamer's age.
    const dream = await createAnalysedDream(t, dan, {
      content: "I was back at school sitting an exam and I could not read the questions.",
      dreamDate: "2026-01-15",
    });
    const reading = await json(await interpret(t, dan, dream.id));
    expect(reading.text).toMatch(/\b41\b/);
    expect(reading.text).not.toMatch(/the dreamer/i);
    expect(reading.sources).toContainEqual(
      expect.objectContaining({ kind: "personal", label: "Gender: male; born in 1985." }),
    );
    // A dream that touches no stage of life leaves it out.
    const ladder = await createAnalysedDream(t, dan, { content: "I was climbing a ladder to the clouds." });
    const plain = await json(await interpret(t, dan, ladder.id));
    expect(plain.text).not.toMatch(/\b41\b|1985/);
  });
});
