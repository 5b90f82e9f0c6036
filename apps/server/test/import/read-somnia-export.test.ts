import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ExportData, exportDataSchema } from "@somnia/shared/account";
import { describe, expect, it } from "vitest";
import { analyse } from "../helpers/export-seed";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { createAnalysedDream, interpret } from "../helpers/interpretation";
import { useTestApp } from "../helpers/test-app";
import { readAll, useUploads } from "./read-files";

const t = useTestApp();
const uploads = useUploads();

async function created(cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await call(t.app, "/api/dreams", { body, cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await json(response)) as { id: string }).id;
}

describe("reading a Somnia export", () => {
  it("reads back every field the exporter writes: dreams, 'I don't remember' entries, analyses, readings", async () => {
    const ada = await createUser(t);
    const lucid = await created(ada.cookie, {
      title: "The glass lighthouse",
      content: "I knew I was dreaming.\n\nThe lighthouse was made of glass and the sea was full of water.",
      dreamDate: "2024-03-15",
      tags: ["lucid", "sea"],
      types: ["lucid", "recurring"],
      vividness: 4,
    });
    const hidden = await created(ada.cookie, {
      content: "A quiet dream about my teeth falling out.",
      dreamDate: "2024-03-16",
    });
    const patched = await call(t.app, `/api/dreams/${hidden}`, {
      method: "PATCH",
      body: { excludeFromAi: true },
      cookie: ada.cookie,
    });
    expect(patched.status).toBe(200);
    await created(ada.cookie, { notRemembered: true, dreamDate: "2024-03-17" });
    const analysed = await createAnalysedDream(t, ada, {
      title: "The flooded school",
      content: "My old school was flooded and I swam between the desks.",
      dreamDate: "2024-03-18",
      answers: [{ question: "Who was with you?", answer: "My sister ✨" }],
    });
    await analyse(t, ada, lucid, "A second look at the lighthouse.", "What did the glass mean?", "Clarity.");
    expect((await interpret(t, ada, analysed.id)).status).toBe(201);

    const response = await call(t.app, "/api/export?format=json", { cookie: ada.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    const exported: ExportData = exportDataSchema.parse(JSON.parse(text));
    expect(exported.dreams).toHaveLength(4);
    expect(exported.analyses).toHaveLength(2);
    expect(exported.interpretations).toHaveLength(1);
    const path = join(uploads.folder, "somnia-export.json");
    await writeFile(path, text);

    const { format, csv, items } = await readAll(path, { today: "2025-06-30" });
    expect(format).toBe("somnia");
    expect(csv).toBeNull();
    expect(items.filter((item) => item.kind === "problem" || item.kind === "media")).toEqual([]);
    const dreams = items.flatMap((item) => (item.kind === "dream" ? [item] : []));
    expect(dreams.map((item) => item.sourceId)).toEqual(exported.dreams.map((dream) => dream.id));
    for (const [index, item] of dreams.entries()) {
      const source = exported.dreams[index] as ExportData["dreams"][number];
      expect(item.place).toEqual({ entry: index + 1 });
      expect(item.dream).toEqual({
        dreamDate: source.dreamDate,
        title: source.notRemembered ? null : source.title,
        content: source.notRemembered ? "" : source.content,
        tags: source.notRemembered ? [] : (source.tags ?? []),
        notRemembered: source.notRemembered,
        types: source.types,
        suggestedTypes: source.suggestedTypes,
        vividness: source.vividness,
        excludeFromAi: source.excludeFromAi,
        detections: source.notRemembered ? null : source.detections,
        createdAt: source.createdAt,
        isAnalyzed: source.isAnalyzed,
      });
    }
    // What the journal holds is carried, not just carried over blank.
    const byId = new Map(dreams.map((item) => [item.sourceId, item.dream]));
    expect(byId.get(lucid)).toMatchObject({
      types: ["lucid", "recurring"],
      vividness: 4,
      tags: ["lucid", "sea"],
    });
    expect(byId.get(lucid)?.detections?.symbols.length).toBeGreaterThan(0);
    expect(byId.get(hidden)).toMatchObject({ excludeFromAi: true });
    expect(dreams.filter((item) => item.dream.notRemembered)).toHaveLength(1);

    const analyses = items.flatMap((item) => (item.kind === "analysis" ? [item.analysis] : []));
    const readings = items.flatMap((item) => (item.kind === "interpretation" ? [item.interpretation] : []));
    expect(analyses).toEqual(exported.analyses);
    expect(readings).toEqual(exported.interpretations);
    // The dreams come first: what an analysis refers to has been read before it.
    const firstExtra = items.findIndex((item) => item.kind === "analysis" || item.kind === "interpretation");
    expect(items.slice(firstExtra).some((item) => item.kind === "dream")).toBe(false);
  });

  it("lists an element its schema refuses, at its place, and reads the rest", async () => {
    const dream = {
      id: "d-1",
      title: null,
      content: "A dream with nothing unusual.",
      dreamDate: "2024-03-15",
      tags: null,
      isAnalyzed: false,
      notRemembered: false,
      excludeFromAi: false,
      detections: null,
      types: [],
      suggestedTypes: [],
      vividness: null,
      createdAt: "2024-03-15T08:00:00.000Z",
    };
    const file = {
      exportedAt: "2025-01-01T00:00:00.000Z",
      dreams: [{ ...dream, content: 42 }, dream],
      analyses: [{ id: "a-1" }],
      interpretations: [],
    };
    const { items } = await readAll(await uploads.file(JSON.stringify(file)));
    expect(items).toEqual([
      { kind: "problem", problem: { place: { entry: 1 }, reason: "IMPORT_ENTRY_UNREADABLE" } },
      expect.objectContaining({ kind: "dream", place: { entry: 2 }, sourceId: "d-1" }),
      { kind: "problem", problem: { place: { entry: 1 }, reason: "IMPORT_ENTRY_UNREADABLE" } },
    ]);
  });
});
