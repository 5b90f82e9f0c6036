import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";
import { matchRecurring } from "./recurring-match";

const ROOMS = "house with rooms I never knew existed";

describe("built-in analyst: a dream against the recurring dreams of the profile", () => {
  it("matches a dream that comes back to the same images, in other words", () => {
    const match = matchRecurring("A childhood house with many unknown rooms.", ROOMS);
    expect(match).toMatchObject({
      recurring: ROOMS,
      symbols: [{ symbol: "house", label: "House" }],
      words: ["room"],
    });
    expect(match?.score).toBeGreaterThanOrEqual(0.6);
  });

  it("does not match an unrelated dream, nor one that only shares a setting", () => {
    expect(matchRecurring("I was flying over the ocean with my brother.", ROOMS)).toBeNull();
    expect(matchRecurring("I was at my friend's house eating cake.", ROOMS)).toBeNull();
    expect(matchRecurring("I was in a big room at school taking an exam.", ROOMS)).toBeNull();
  });

  it("matches a one-image recurring dream by that image, whatever words picture it", () => {
    expect(
      matchRecurring("I fell off a cliff and kept falling.", "I have a recurring dream of falling."),
    ).toMatchObject({ symbols: [{ symbol: "falling" }] });
    expect(
      matchRecurring("I walked along a quiet beach.", "I have a recurring dream of falling."),
    ).toBeNull();
  });

  it("finds the closest of several recurring dreams, a line or a sentence of the notes", () => {
    const notes = ["I keep dreaming of my old house.\nMy teeth fall out. It always happens at work."];
    const match = matchRecurring("My teeth were crumbling and falling out in my hand.", notes);
    expect(match?.recurring).toBe("My teeth fall out.");
    expect(matchRecurring("I missed my train and ran through the station.", notes)).toBeNull();
  });

  it("matches nothing against notes with nothing to picture, or not in English", () => {
    expect(matchRecurring("I was in a house with many rooms.", "")).toBeNull();
    expect(
      matchRecurring("I was in a house with many rooms.", "I often have the same dream again."),
    ).toBeNull();
    expect(
      matchRecurring("I was in a house with many rooms.", "Una casa con habitaciones que no conocía."),
    ).toBeNull();
  });
});

describe("built-in analyst: the interpretation names a recurring dream that returns", () => {
  const analyst = createBuiltinAnalyst();
  const interpret = (content: string, recurring: string) =>
    [
      ...analyst.interpret({
        dream: { title: "Rooms", content, date: "2026-03-04" },
        answers: [],
        distilled: [],
        personal: null,
        recurring,
        related: [],
      }),
    ].join("");

  it("recognises the close match and names the recurring dream it comes back to", () => {
    const text = interpret(
      "I was in a childhood house with many unknown rooms.",
      `I fall from a cliff.\n${ROOMS}`,
    );
    expect(text).toContain(
      `This dream comes close to one of them, “${ROOMS}”: it shares **house** and **room**`,
    );
    expect(text).not.toContain("does not repeat their images");
  });

  it("still says so when the dream does not come back to them", () => {
    const text = interpret("I was flying over the ocean with my brother.", ROOMS);
    expect(text).toContain("does not repeat their images");
  });
});
