import type { ExportData } from "@somnia/shared/account";
import { DREAM_TYPES } from "@somnia/shared/dreams";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { imported } from "../helpers/import";
import { type DreamSpec, exportOf, storeJournal } from "../helpers/journal-spec";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** Text as a person writes it: any script, emoji and accents; no control characters but line breaks and tabs. */
const words = (max: number, { lines = false } = {}) =>
  fc
    .string({
      unit: fc.oneof(
        fc.constantFrom(
          " ",
          "é",
          "ß",
          "ø",
          "漢",
          "字",
          "🌙",
          "👩‍👧",
          "ا",
          "ж",
          ...(lines ? ["\n", "\t"] : []),
        ),
        fc.string({ unit: "grapheme", maxLength: 1 }),
      ),
      maxLength: max,
    })
    .map((s) =>
      s
        .replace(/[\p{Cc}\p{Cs}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu, (c) =>
          lines && (c === "\n" || c === "\t") ? c : "",
        )
        .trim(),
    )
    .filter((s) => s.length > 0 && (lines || !/[\n\t]/.test(s)));

const CHIPS = [
  null,
  { emotions: [{ emotion: "fear", who: "dreamer", evidence: "I was afraid" }], symbols: [] },
  {
    emotions: [{ emotion: "joy", who: "other", whoName: "Mia", evidence: "she laughed" }],
    symbols: [{ symbol: "water", label: "Water", evidence: ["sea"] }],
  },
] as const;

const dreamArb: fc.Arbitrary<DreamSpec> = fc.record({
  dreamDate: fc
    .date({
      min: new Date("1950-01-01T00:00:00Z"),
      max: new Date("2025-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  notRemembered: fc.constantFrom(false, false, false, true),
  title: fc.option(words(120), { nil: null }),
  content: words(400, { lines: true }),
  tags: fc.uniqueArray(words(40), { maxLength: 4 }),
  types: fc.subarray([...DREAM_TYPES]),
  suggested: fc.subarray([...DREAM_TYPES]),
  vividness: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  excludeFromAi: fc.boolean(),
  chips: fc.constantFrom(...CHIPS),
  edited: fc.boolean(),
  isAnalyzed: fc.boolean(),
  analysed: fc.boolean(),
  interpreted: fc.boolean(),
});

/** The journal without the ids a new account gives it: each dream's place in the export stands for its id. */
function comparable(data: ExportData) {
  const place = new Map(data.dreams.map((dream, index) => [dream.id, `#${index}`]));
  const of = (id: string) => place.get(id) ?? id;
  return {
    dreams: data.dreams.map(({ id: _, ...dream }) => dream),
    analyses: data.analyses
      .map(({ id: _, dreamId, ...analysis }) => ({ ...analysis, dreamId: of(dreamId) }))
      .sort((a, b) => a.dreamId.localeCompare(b.dreamId) || a.createdAt.localeCompare(b.createdAt)),
    interpretations: data.interpretations
      .map(({ id: _, dreamId, sources, ...reading }) => ({
        ...reading,
        dreamId: of(dreamId),
        sources: sources.map((source) => ({
          ...source,
          id: source.kind === "dream" ? of(source.id) : source.id,
          dreamId: source.dreamId === null ? null : of(source.dreamId),
        })),
      }))
      .sort((a, b) => a.dreamId.localeCompare(b.dreamId) || a.createdAt.localeCompare(b.createdAt)),
  };
}

/** No two dreams the same for an import (date and text): the journal a person could have. */
const unique = (spec: DreamSpec) =>
  `${spec.dreamDate}|${spec.notRemembered ? "" : spec.content.replace(/\s+/g, " ")}`;

describe("an export imported into a new account", () => {
  it("gives the same journal, field for field, whatever it holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(dreamArb, { minLength: 1, maxLength: 12, selector: unique }),
        async (specs) => {
          const from = await createUser(t);
          const to = await createUser(t);
          await storeJournal(t, from, specs);
          const original = await exportOf(t, from);
          const file = JSON.stringify(original, null, 2);
          const summary = await imported(t, to, file);
          expect(summary).toMatchObject({
            format: "somnia",
            imported: specs.length,
            duplicates: 0,
            problemCount: 0,
          });
          expect(comparable(await exportOf(t, to))).toEqual(comparable(original));
          // Importing it again adds nothing.
          expect(await imported(t, to, file)).toMatchObject({ imported: 0, duplicates: specs.length });
        },
      ),
      { numRuns: 8 },
    );
  });
});
