import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst, loadBuiltinAnalyst } from "../../src/ai/builtin";
import { findSymbolsWith } from "../../src/ai/detect";
import { assembleContext } from "../../src/services/interpretation/assemble-context";
import type {
  ContextDream,
  ContextMemory,
  ContextRows,
} from "../../src/services/interpretation/context-types";

const detect = await findSymbolsWith(loadBuiltinAnalyst);
const analyst = createBuiltinAnalyst();

const dream = (
  id: string,
  title: string,
  content: string,
  date: string,
  excludeFromAi = false,
): ContextDream => ({
  id,
  title,
  content,
  date,
  excludeFromAi,
});
const memory = (
  id: string,
  infoType: ContextMemory["infoType"],
  content: string,
  fromDream: ContextMemory["fromDream"] = null,
  updatedAt = new Date("2026-02-01T08:00:00Z"),
): ContextMemory => ({ id, infoType, content, updatedAt, fromDream });

const target = dream("d-target", "Snake at school", "A snake chased me through my old school.", "2026-03-01");
const answers = [
  {
    id: "a-1",
    question: "What did the school remind you of?",
    answer: "Exams I was afraid of.",
    createdAt: new Date("2026-03-01T09:00:00Z"),
  },
];
// It shares two images with the target (a snake, a school): enough for the reading to name it.
const snakeGarden = dream(
  "d-garden",
  "The garden snake",
  "A green snake lay in the garden behind my old school.",
  "2026-02-10",
);
const chaseStreet = dream("d-street", "Chased home", "Someone chased me down the street.", "2026-01-05");
const secret = dream(
  "d-secret",
  "Secret school",
  "A snake slid through the school corridors.",
  "2026-02-20",
  true,
);
const unrelated = dream("d-teeth", "Teeth", "My teeth fell out at a wedding.", "2026-02-25");

function rows(overrides: Partial<ContextRows> = {}): ContextRows {
  return {
    dream: target,
    answers,
    memory: [],
    earlier: [snakeGarden, chaseStreet, secret, unrelated],
    ...overrides,
  };
}

describe("assembleContext", () => {
  it("draws on earlier dreams sharing symbols, most shared and newest first, with their sources", () => {
    const { input, sources } = assembleContext(rows(), { detect });
    expect(input.related.map((r) => r.title)).toEqual(["The garden snake", "Chased home"]);
    expect(input.related[0]?.sharedSymbols).toEqual(["snake", "school"]);
    expect(input.answers).toEqual([{ question: answers[0]?.question, answer: "Exams I was afraid of." }]);
    expect(sources).toContainEqual({
      kind: "dream",
      id: "d-garden",
      label: "The garden snake",
      date: "2026-02-10",
      dreamId: "d-garden",
      symbols: ["Snake", "School"],
    });
    expect(sources[0]).toMatchObject({
      kind: "answer",
      id: "a-1",
      label: "What did the school remind you of?",
    });
    expect(sources.some((s) => s.id === "d-teeth")).toBe(false);
  });

  it("never lets a dream kept out of AI memory in, nor the notes its analysis wrote", () => {
    const notes = [
      memory("m-secret", "distilled_info", "Dream “Secret school”: a snake in the school.", {
        id: "d-secret",
        excludeFromAi: true,
      }),
      memory("m-garden", "distilled_info", "Dream “The garden snake”: calm around a snake.", {
        id: "d-garden",
        excludeFromAi: false,
      }),
    ];
    const context = assembleContext(rows({ memory: notes }), { detect });
    const text = JSON.stringify(context);
    expect(text).not.toContain("Secret school");
    expect(text).not.toContain("d-secret");
    expect(context.input.distilled).toEqual(["Dream “The garden snake”: calm around a snake."]);
  });

  it("keeps the note this dream's own analysis wrote apart from earlier reflections", () => {
    const notes = [
      memory("m-own", "distilled_info", "Dream “Snake at school”: afraid of exams.", {
        id: "d-target",
        excludeFromAi: false,
      }),
      memory("m-garden", "distilled_info", "Dream “The garden snake”: calm around a snake.", {
        id: "d-garden",
        excludeFromAi: false,
      }),
    ];
    const { input, sources } = assembleContext(rows({ memory: notes }), { detect });
    expect(input.dreamNotes).toEqual(["Dream “Snake at school”: afraid of exams."]);
    expect(input.distilled).toEqual(["Dream “The garden snake”: calm around a snake."]);
    expect(sources).toContainEqual(
      expect.objectContaining({ kind: "distilled", id: "m-own", dreamId: "d-target" }),
    );
    const reading = [...analyst.interpret(input)].join("");
    expect(reading).toMatch(/Earlier reflections you saved, such as “calm around a snake”/);
    expect(reading).not.toContain("afraid of exams");
  });

  it("reads a dream kept out of AI memory on its own: its answers, no memory, no other dream", () => {
    const profile = [
      memory("m-p", "personal", "Born in 1990."),
      memory("m-r", "recurring_dreams", "Snakes."),
    ];
    const context = assembleContext(rows({ dream: { ...target, excludeFromAi: true }, memory: profile }), {
      detect,
    });
    expect(context.isolated).toBe(true);
    expect(context.input).toMatchObject({ personal: null, recurring: null, distilled: [], related: [] });
    expect(context.sources.map((s) => s.kind)).toEqual(["answer"]);
  });

  it("changes visibly — and so does the built-in reading — with more analysed dreams and profile info", () => {
    const bare = assembleContext(rows({ earlier: [] }), { detect });
    const richer = assembleContext(
      rows({
        memory: [
          memory("m-p", "personal", "The dreamer is a teacher born in 1990."),
          memory("m-r", "recurring_dreams", "A snake waiting under my bed."),
        ],
      }),
      { detect },
    );
    expect(bare.sources).toHaveLength(1);
    expect(richer.sources.map((s) => s.kind)).toEqual(["answer", "personal", "recurring", "dream", "dream"]);
    const before = [...analyst.interpret(bare.input)].join("");
    const after = [...analyst.interpret(richer.input)].join("");
    expect(before).not.toContain("The garden snake");
    expect(after).toContain("The garden snake");
    expect(after).toContain("teacher born in 1990");
    expect(after).toContain("recurring dreams");
  });

  it("keeps within the token budget, dropping the least relevant items first", () => {
    const long = "Waves. ".repeat(300); // ~525 tokens
    const notes = Array.from({ length: 12 }, (_, i) =>
      memory(`m-${i}`, "distilled_info", `Note ${i}: ${long}`, null, new Date(Date.UTC(2026, 0, i + 1))),
    );
    const context = assembleContext(rows({ memory: notes }), { detect, budgetTokens: 1200 });
    expect(context.tokens).toBeLessThanOrEqual(1200);
    const used = context.input.distilled.join("").length + JSON.stringify(context.input.answers).length;
    expect(used / 4).toBeLessThanOrEqual(1300);
    expect(context.input.related.length).toBe(2); // the shared-symbol dreams outrank unrelated notes
    expect(context.input.distilled[0]).toMatch(/^Note 11/); // newest note first
    const all = assembleContext(rows({ memory: notes }), { detect, budgetTokens: 100_000 });
    expect(all.input.distilled).toHaveLength(12);
  });

  it("counts shared symbols from the stored chips (the user's edit), reading the text only without them", () => {
    const snake = { symbol: "snake", label: "Snake" };
    // The user took "snake" off the garden dream and added it to the teeth dream.
    const edited = rows({
      dream: { ...target, symbols: [snake, { symbol: "school", label: "School" }] },
      earlier: [{ ...snakeGarden, symbols: [] }, chaseStreet, { ...unrelated, symbols: [snake] }],
    });
    const context = assembleContext(edited, { detect });
    expect(context.input.related.map((r) => [r.title, r.sharedSymbols])).toEqual([["Teeth", ["snake"]]]);
    // The street dream has no chips, so its text is read ("chase"); the target's chips have no chase.
    expect(context.sources.map((s) => s.id)).not.toContain("d-street");
    const fallback = rows({ dream: { ...target, symbols: null }, earlier: [chaseStreet] });
    expect(assembleContext(fallback, { detect }).input.related.map((r) => r.sharedSymbols)).toEqual([
      ["chase"],
    ]);
  });
});
