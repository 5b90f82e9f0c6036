import type { ExportData } from "@somnia/shared/account";
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { imported } from "../helpers/import";
import { type DreamSpec, exportOf, storeJournal } from "../helpers/journal-spec";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

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
    await storeJournal(t, from, specs);
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
