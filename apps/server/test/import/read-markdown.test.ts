import { DREAM_CONTENT_MAX_LENGTH } from "@somnia/shared/dreams";
import { describe, expect, it } from "vitest";
import { dreamsOf, fixture, fixtureFolder, mediaOf, problemsOf, readAll, useUploads } from "./read-files";
import { zipOf } from "./zip-writer";

const uploads = useUploads();

describe("reading Markdown and text", () => {
  it("reads an Obsidian vault's notes, one dream per file at any depth, dated by front matter or file name", async () => {
    const files = await fixtureFolder("obsidian");
    const vault = zipOf([
      { name: "Dreams/", data: "" },
      ...files,
      { name: ".DS_Store", data: "\x00\x00\x00\x01Bud1" },
      { name: "__MACOSX/Dreams/._untitled.md", data: "\x00\x05\x16\x07" },
    ]);
    const { format, csv, items } = await readAll(await uploads.file(vault));
    expect(format).toBe("markdown");
    expect(csv).toBeNull();
    const byDate = dreamsOf(items).sort((a, b) => a.dreamDate.localeCompare(b.dreamDate));
    expect(
      byDate.map(({ dreamDate, title, content, tags }) => ({ dreamDate, title, content, tags })),
    ).toEqual([
      {
        dreamDate: "2024-03-15",
        title: "Flying",
        content:
          "I flew over the rooftops of my grandmother's village.\n\nThe chimneys were smoking and everyone waved.",
        tags: [],
      },
      {
        dreamDate: "2024-03-16",
        title: "the lighthouse",
        content: "A lighthouse with no top, and stairs that kept going up into the clouds.",
        tags: [],
      },
      {
        dreamDate: "2024-03-17",
        title: "Late for the exam",
        content: "I ran through endless corridors and the exam had already started.",
        tags: ["nightmare", "school"],
      },
      {
        dreamDate: "2024-03-18",
        title: "A green door",
        content: "I knew I was dreaming when the green door opened onto a beach.",
        tags: ["lucid", "flying"],
      },
      {
        dreamDate: "2024-03-19",
        title: null,
        content: "A train that never stopped at any station.",
        tags: [],
      },
    ]);
    // The hidden folder and system files pass unnoticed; the picture is an attachment left out, the
    // dateless note is listed.
    expect(
      problemsOf(items).sort((a, b) => String(a.place.file).localeCompare(String(b.place.file))),
    ).toEqual([{ place: { file: "Notes/shopping list.md" }, reason: "IMPORT_MISSING_DATE" }]);
    expect(mediaOf(items)).toBe(1);
    const flying = items.find((item) => item.kind === "dream" && item.dream.title === "Flying");
    expect(flying).toMatchObject({ place: { file: "Dreams/2024-03-15 Flying.md" } });
  });

  it("takes a front matter date as written, whether YAML reads it as a timestamp or as text", async () => {
    const notes = zipOf([
      { name: "a.md", data: "---\ndate: !!timestamp 2024-03-15\n---\nA dream dated by a YAML timestamp." },
      {
        name: "b.md",
        data: "---\ndate: !!timestamp 2024-03-16T00:30:00+02:00\n---\nA dream written at night.",
      },
      { name: "c.md", data: "---\ndate: '17 March 2024'\n---\nA dream dated in words." },
      { name: "d.md", data: "---\ndate: someday\n---\nA dream dated by nothing that is a date." },
      { name: "e.md", data: "---\ndate: [unclosed\n---\nFront matter that is not YAML." },
    ]);
    const { items } = await readAll(await uploads.file(notes));
    expect(dreamsOf(items).map((dream) => dream.dreamDate)).toEqual([
      "2024-03-15",
      "2024-03-16",
      "2024-03-17",
    ]);
    expect(problemsOf(items)).toEqual([
      { place: { file: "d.md" }, reason: "IMPORT_INVALID_DATE" },
      { place: { file: "e.md" }, reason: "IMPORT_ENTRY_UNREADABLE" },
    ]);
  });

  it("skips a note that is not UTF-8, or over 1 MiB unread, and reads the rest", async () => {
    const notes = zipOf([
      { name: "2024-03-15.md", data: Buffer.from("Un r\xeave en Latin-1.", "latin1") },
      { name: "2024-03-16.md", data: "a".repeat(1024 * 1024 + 1) },
      { name: "2024-03-17.md", data: "b".repeat(DREAM_CONTENT_MAX_LENGTH + 1) },
      { name: "2024-03-18.md", data: "A dream that reads well." },
    ]);
    const { items } = await readAll(await uploads.file(notes));
    expect(dreamsOf(items).map((dream) => dream.dreamDate)).toEqual(["2024-03-18"]);
    const limit = { limit: DREAM_CONTENT_MAX_LENGTH };
    expect(problemsOf(items)).toEqual([
      { place: { file: "2024-03-15.md" }, reason: "IMPORT_ENTRY_INVALID_UTF8" },
      { place: { file: "2024-03-16.md" }, reason: "IMPORT_TEXT_TOO_LONG", params: limit },
      { place: { file: "2024-03-17.md" }, reason: "IMPORT_TEXT_TOO_LONG", params: limit },
    ]);
  });

  it("reads one long Markdown file with a dated heading per dream, the rest of each heading as its title", async () => {
    const { format, items } = await readAll(await uploads.file(await fixture("journal.md")));
    expect(format).toBe("markdown");
    expect(items.filter((item) => item.kind === "dream")).toEqual([
      expect.objectContaining({
        place: { line: 5 },
        dream: expect.objectContaining({ dreamDate: "2024-01-03", title: null }),
      }),
      expect.objectContaining({
        place: { line: 8 },
        dream: expect.objectContaining({
          dreamDate: "2024-01-04",
          title: "The red car",
          content: "A red car drove itself to the sea.\nIt waited for me at the shore.",
        }),
      }),
      expect.objectContaining({
        dream: expect.objectContaining({ dreamDate: "2024-03-05", title: "Snow in summer" }),
      }),
      expect.objectContaining({
        dream: expect.objectContaining({
          dreamDate: "2024-03-15",
          title: null,
          content: "J’étais dans une forêt de verre.",
        }),
      }),
      expect.objectContaining({
        dream: expect.objectContaining({ dreamDate: "2024-04-06", title: "Der Zug" }),
      }),
      expect.objectContaining({ dream: expect.objectContaining({ dreamDate: "2024-06-07", title: null }) }),
    ]);
    expect(problemsOf(items)).toEqual([
      { place: { line: 21 }, reason: "IMPORT_INVALID_DATE" },
      { place: { line: 24 }, reason: "IMPORT_FUTURE_DATE" },
      { place: { line: 27 }, reason: "IMPORT_DATE_TOO_OLD" },
      { place: { line: 30 }, reason: "IMPORT_EMPTY_TEXT" },
    ]);
  });

  it("reads one note alone by its front matter, or says it has no date", async () => {
    const note =
      "---\ndate: 2024-03-15\ntags: lucid\n---\n# The glass forest\n\nI walked through a forest of glass.";
    const dated = await readAll(await uploads.file(note));
    expect(dreamsOf(dated.items)).toEqual([
      expect.objectContaining({
        dreamDate: "2024-03-15",
        title: "The glass forest",
        content: "I walked through a forest of glass.",
        tags: ["lucid"],
      }),
    ]);
    const undated = await readAll(
      await uploads.file("# The glass forest\n\nI walked through a forest of glass."),
    );
    expect(undated.format).toBe("markdown");
    expect(problemsOf(undated.items)).toEqual([{ place: { line: 1 }, reason: "IMPORT_MISSING_DATE" }]);
  });

  it("skips a section longer than any dream without holding it", async () => {
    const huge = "word ".repeat(300_000);
    const path = await uploads.file(`## 2024-03-15\n${huge}\n${huge}\n\n## 2024-03-16\nA short one.\n`);
    const { items } = await readAll(path);
    expect(problemsOf(items)).toEqual([
      { place: { line: 1 }, reason: "IMPORT_TEXT_TOO_LONG", params: { limit: DREAM_CONTENT_MAX_LENGTH } },
    ]);
    expect(dreamsOf(items).map((dream) => dream.content)).toEqual(["A short one."]);
    // Lines longer than any dream are cut, not split: the next heading keeps its line number.
    expect(items.find((item) => item.kind === "dream")?.place).toEqual({ line: 5 });
  });
});
