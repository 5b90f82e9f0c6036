import { EMOTIONS } from "@somnia/shared/detections";
import { describe, expect, it } from "vitest";
import { LEXICON } from ".";
import { SOURCES } from "./sources";

describe("dream-symbol lexicon", () => {
  it("holds at least 150 symbols with unique, well-formed ids", () => {
    expect(LEXICON.length).toBeGreaterThanOrEqual(150);
    const ids = LEXICON.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("covers the typical dream themes the product promises", () => {
    const ids = new Set(LEXICON.map((entry) => entry.id));
    for (const id of [
      "falling",
      "flying",
      "teeth",
      "water",
      "ocean",
      "flood",
      "chase",
      "house",
      "exam",
      "death",
    ]) {
      expect(ids).toContain(id);
    }
    for (const id of [
      "snake",
      "spider",
      "dog",
      "cat",
      "car",
      "train",
      "being-late",
      "nakedness",
      "baby",
      "wedding",
    ]) {
      expect(ids).toContain(id);
    }
    for (const id of [
      "fire",
      "storm",
      "bridge",
      "stairs",
      "door",
      "mirror",
      "money",
      "phone",
      "ex-partner",
      "parents",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it("gives every entry terms, emotions from the vocabulary, a hedged reading and a second-person question", () => {
    const hedges =
      /\b(often|may|sometimes|some people|commonly|common|among|widely|frequent|many people|classic|typical|well-known|well described|well documented|recurring)\b/i;
    for (const entry of LEXICON) {
      expect(entry.terms.length, entry.id).toBeGreaterThan(0);
      for (const emotion of entry.emotions) expect(EMOTIONS).toContain(emotion);
      expect(entry.reading, entry.id).toMatch(hedges);
      expect(entry.reading, entry.id).not.toMatch(/\b(always|definitely|certainly|means that)\b/i);
      expect(entry.question.endsWith("?"), entry.id).toBe(true);
      expect(entry.question, entry.id).toMatch(/\byou(r)?\b/i);
    }
  });

  it("tells other senses by words of the entry's own terms, and marks only entries with verbs as actions", () => {
    for (const entry of LEXICON) {
      const words = new Set(entry.terms.flatMap((term) => term.replace(/:[nv]$/, "").split(" ")));
      for (const key of Object.keys(entry.notNear ?? {})) {
        expect(words.has(key), `${entry.id}: ${key}`).toBe(true);
      }
      for (const verb of entry.doneTo ?? []) expect(words.has(verb), `${entry.id}: ${verb}`).toBe(true);
      if (entry.actor)
        expect(
          entry.terms.some((term) => !term.endsWith(":n")),
          entry.id,
        ).toBe(true);
    }
  });

  it("cites only sources listed in sources.ts, each of them by some entry", () => {
    for (const entry of LEXICON) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      for (const key of entry.sources) expect(Object.keys(SOURCES), entry.id).toContain(key);
    }
    const cited = new Set(LEXICON.flatMap((entry) => entry.sources));
    expect([...cited].sort()).toEqual(Object.keys(SOURCES).sort());
  });
});
