import { type ExportData, exportDataSchema } from "@somnia/shared/account";
import { DREAM_TYPES, NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dreams, interpretations } from "../../src/db/schema";
import { sealMarks } from "../../src/services/dreams/dream-marks";
import { analyse } from "../helpers/export-seed";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { imported } from "../helpers/import";
import { type TestApp, useTestApp } from "../helpers/test-app";

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

const dreamArb = fc.record({
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
type DreamSpec = typeof dreamArb extends fc.Arbitrary<infer T> ? T : never;

/** Stores the journal as the server stores dreams (encrypted), with analyses and readings for some. */
async function storeJournal(user: TestUser, specs: readonly DreamSpec[]) {
  const cipher = await t.ctx.crypto.forUser(user.id, { create: true });
  for (const [index, spec] of specs.entries()) {
    // Each its own creation time (in the past): the export orders equal dates by it.
    const createdAt = new Date(Date.UTC(2000, 0, 1) + index * 60_000);
    const base = { userId: user.id, dreamDate: spec.dreamDate, createdAt, excludeFromAi: spec.excludeFromAi };
    if (spec.notRemembered) {
      const values = {
        ...base,
        title: cipher.seal(NOT_REMEMBERED_TITLE),
        content: cipher.seal(NOT_REMEMBERED_CONTENT),
        notRemembered: true,
      };
      await t.ctx.db.insert(dreams).values(values);
      continue;
    }
    const chosen = spec.types.length > 0;
    const marks = {
      types: spec.types,
      suggested: chosen ? [] : spec.suggested,
      vividness: spec.vividness,
      chosen,
    };
    const [row] = await t.ctx.db
      .insert(dreams)
      .values({
        ...base,
        title: spec.title === null ? null : cipher.seal(spec.title),
        content: cipher.seal(spec.content),
        tags: spec.tags.length > 0 ? cipher.seal(JSON.stringify(spec.tags)) : null,
        detections: spec.chips && cipher.seal(JSON.stringify(spec.chips)),
        detectionsEdited: spec.chips !== null && spec.edited,
        marks: sealMarks(cipher, marks),
        isAnalyzed: spec.isAnalyzed,
      })
      .returning({ id: dreams.id });
    const dreamId = row?.id as string;
    if (spec.analysed)
      await analyse(t, user, dreamId, `Reading of ${spec.content.slice(0, 20)}`, "Who was there?", "Mia ✨");
    if (spec.interpreted) {
      const sources = [
        { kind: "dream", id: dreamId, label: spec.title ?? "Untitled", date: spec.dreamDate, dreamId },
      ];
      await t.ctx.db.insert(interpretations).values({
        userId: user.id,
        dreamId,
        text: cipher.seal(`**Water** in ${spec.content.slice(0, 30)}`),
        sources: cipher.seal(JSON.stringify(sources)),
      });
    }
  }
}

async function exportOf(app: TestApp, user: TestUser): Promise<ExportData> {
  const response = await call(app.app, "/api/export?format=json", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return exportDataSchema.parse(await json(response));
}

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
          await storeJournal(from, specs);
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

describe("a Markdown export imported into a new account", () => {
  it("gives its dreams with their tags, types and vividness, and none of its analyses or readings", async () => {
    const spec = (over: Partial<DreamSpec>): DreamSpec => ({
      dreamDate: "2025-03-02",
      notRemembered: false,
      title: null,
      content: "A white owl over a forest of glass.",
      tags: [],
      types: [],
      suggested: [],
      vividness: null,
      excludeFromAi: false,
      chips: null,
      edited: false,
      isAnalyzed: false,
      analysed: false,
      interpreted: false,
      ...over,
    });
    const specs = [
      spec({
        title: "The glass forest",
        tags: ["owl", "forêt"],
        types: ["lucid", "recurring"],
        vividness: 4,
        isAnalyzed: true,
        analysed: true,
        interpreted: true,
      }),
      spec({
        dreamDate: "2025-03-05",
        content: "Tags: are what I wrote on the wall.\n\n## Part two\n\nThen it rained.",
      }),
      spec({ dreamDate: "2025-03-07", notRemembered: true }),
    ];
    const from = await createUser(t);
    const to = await createUser(t);
    await storeJournal(from, specs);
    const markdown = await call(t.app, "/api/export?format=md", { cookie: from.cookie });
    expect(markdown.status).toBe(200);
    const summary = await imported(t, to, await markdown.text());
    expect(summary).toMatchObject({ format: "markdown", imported: 3, duplicates: 0, problemCount: 0 });
    const fields = (data: ExportData) =>
      data.dreams.map(({ dreamDate, title, content, tags, types, vividness, notRemembered }) => ({
        dreamDate,
        title,
        content,
        tags,
        types,
        vividness,
        notRemembered,
      }));
    const original = await exportOf(t, from);
    const copy = await exportOf(t, to);
    // Untitled in the file, the second dream gets a title of its own, as any imported dream does.
    expect(fields(copy).map((dream, i) => (i === 1 ? { ...dream, title: null } : dream))).toEqual(
      fields(original),
    );
    expect(copy.analyses).toEqual([]);
    expect(copy.interpretations).toEqual([]);
  });
});
