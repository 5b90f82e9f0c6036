import { DREAM_CONTENT_MAX_LENGTH } from "@somnia/shared/dreams";
import { describe, expect, it } from "vitest";
import { readImport } from "../../src/services/import/read/read-import";
import { dreamsOf, fixture, problemsOf, readAll, refusalOf, TODAY, useUploads } from "./read-files";

const uploads = useUploads();

const datesAndTitles = (items: Awaited<ReturnType<typeof readAll>>["items"]) =>
  dreamsOf(items).map((dream) => [dream.dreamDate, dream.title]);

describe("reading a CSV", () => {
  it("reads ISO dates with or without a time, quoted text over several lines, tags, and says what it skips where", async () => {
    const { format, csv, items } = await readAll(await uploads.file(await fixture("iso.csv")));
    expect(format).toBe("csv");
    expect(csv).toEqual({
      columns: ["date", "title", "dream", "tags"],
      guess: { date: 0, title: 1, text: 2, tags: 3 },
      ambiguousDates: false,
    });
    expect(dreamsOf(items)).toEqual([
      expect.objectContaining({
        dreamDate: "2024-03-15",
        title: "Flying",
        content: "I was flying over the sea, and I felt free.",
        tags: ["flying", "sea"],
        notRemembered: false,
        types: [],
        vividness: null,
        excludeFromAi: false,
        detections: null,
        createdAt: null,
      }),
      expect.objectContaining({
        dreamDate: "2024-03-16",
        title: null,
        content: "My grandmother's house was full of water.\nI swam from room to room.\n\nThen I woke up.",
        tags: ["family", "water"],
      }),
      expect.objectContaining({
        dreamDate: "2024-03-17",
        title: 'The "blue" bird',
        tags: ["lucid", "birds"],
      }),
    ]);
    // Lines as a spreadsheet or an editor shows them: the row after a five-line one is on line 8.
    expect(
      items.find((item) => item.kind === "dream" && item.dream.title === 'The "blue" bird'),
    ).toMatchObject({
      place: { line: 8 },
    });
    expect(problemsOf(items)).toEqual([
      { place: { line: 9 }, reason: "IMPORT_FUTURE_DATE" },
      { place: { line: 10 }, reason: "IMPORT_DATE_TOO_OLD" },
      { place: { line: 11 }, reason: "IMPORT_EMPTY_TEXT" },
      { place: { line: 12 }, reason: "IMPORT_INVALID_DATE" },
      { place: { line: 13 }, reason: "IMPORT_MISSING_DATE" },
      { place: { line: 14 }, reason: "IMPORT_INVALID_DATE" },
    ]);
  });

  it("reads day-first dates from a semicolon CSV with a byte order mark and Windows line ends", async () => {
    const { csv, items } = await readAll(await uploads.file(await fixture("day-first.csv")));
    expect(csv).toEqual({
      columns: ["Datum", "Titel", "Traum", "Schlagwörter"],
      guess: { date: 0, title: 1, text: 2, tags: 3 },
      ambiguousDates: false,
    });
    expect(datesAndTitles(items)).toEqual([
      ["2024-03-15", "Der Wald"],
      ["2024-03-16", null],
      ["2024-03-25", "Fliegen"],
      // 25/03 shows the file writes the day first: 03/04 is the 3rd of April.
      ["2024-04-03", "Die Tür"],
    ]);
    expect(dreamsOf(items)[1]?.content).toBe("Ein Zug fuhr durch mein Wohnzimmer; niemand wunderte sich.");
    expect(dreamsOf(items)[2]?.tags).toEqual(["fliegen", "luzid"]);
    expect(problemsOf(items)).toEqual([]);
  });

  it("reads month-first dates from a tab-separated CSV", async () => {
    const { csv, items } = await readAll(await uploads.file(await fixture("month-first.csv")));
    expect(csv).toMatchObject({ guess: { date: 0, title: null, text: 1, tags: 2 }, ambiguousDates: false });
    expect(datesAndTitles(items)).toEqual([
      ["2024-03-15", null],
      ["2024-04-03", null],
    ]);
  });

  it("reads named months in Somnia's languages", async () => {
    const { csv, items } = await readAll(await uploads.file(await fixture("named-months.csv")));
    expect(csv?.guess).toEqual({ date: 0, title: 1, text: 2, tags: null });
    expect(datesAndTitles(items)).toEqual([
      ["2024-03-15", "Uno"],
      ["2024-03-15", "Dos"],
      ["2024-03-15", "Tres"],
      ["2024-04-03", "Cuatro"],
      ["2024-05-04", "Cinco"],
      ["2024-09-09", "Seis"],
      ["2024-06-01", "Siete"],
      ["2024-06-12", "Ocho"],
      ["2024-03-01", "Nueve"],
    ]);
  });

  it("says when dates could be read either way, and reads them in the order chosen", async () => {
    const path = await uploads.file(await fixture("ambiguous.csv"));
    // The layout is known before any item, for the preview to ask which order.
    const reading = await readImport(path, { today: TODAY });
    expect(reading.csv?.ambiguousDates).toBe(true);
    expect(await refusalOf(readAll(path))).toBe("IMPORT_CSV_DATE_ORDER_REQUIRED");
    const dayFirst = await readAll(path, { csv: { dateOrder: "dmy" } });
    expect(dreamsOf(dayFirst.items).map((dream) => dream.dreamDate)).toEqual([
      "2024-04-03",
      "2024-06-05",
      "2024-07-07",
    ]);
    // The file's dates stay ambiguous whatever is chosen: the choice stays on offer.
    expect(dayFirst.csv?.ambiguousDates).toBe(true);
    const monthFirst = await readAll(path, { csv: { dateOrder: "mdy" } });
    expect(dreamsOf(monthFirst.items).map((dream) => dream.dreamDate)).toEqual([
      "2024-03-04",
      "2024-05-06",
      "2024-07-07",
    ]);
  });

  it("asks for the order when the dates contradict each other, and skips those against the order chosen", async () => {
    const path = await uploads.file(
      "date,text\n25/03/2024,A day-first date.\n03/25/2024,A month-first date.\n",
    );
    expect((await readImport(path, { today: TODAY })).csv?.ambiguousDates).toBe(true);
    const { items } = await readAll(path, { csv: { dateOrder: "dmy" } });
    expect(dreamsOf(items).map((dream) => dream.dreamDate)).toEqual(["2024-03-25"]);
    expect(problemsOf(items)).toEqual([{ place: { line: 3 }, reason: "IMPORT_INVALID_DATE" }]);
  });

  it("lists rows whose field count differs from the header's, at their first line", async () => {
    const { items } = await readAll(await uploads.file(await fixture("ragged.csv")));
    expect(datesAndTitles(items)).toEqual([
      ["2024-03-15", "One"],
      ["2024-03-18", "Four"],
    ]);
    expect(problemsOf(items)).toEqual([
      { place: { line: 4 }, reason: "IMPORT_RAGGED_ROW" },
      { place: { line: 5 }, reason: "IMPORT_RAGGED_ROW" },
    ]);
  });

  it("uses the columns chosen over the guess, and needs a date and a text column", async () => {
    const csv = "moment,story,mood\n2024-03-15,I was a fish in a bowl.,calm\n";
    const path = await uploads.file(csv);
    const reading = await readImport(path, { today: TODAY });
    expect(reading.csv).toEqual({
      columns: ["moment", "story", "mood"],
      guess: { date: null, title: null, text: null, tags: null },
      ambiguousDates: false,
    });
    expect(await refusalOf(readAll(path))).toBe("IMPORT_CSV_COLUMNS_REQUIRED");
    expect(await refusalOf(readAll(path, { csv: { date: 0 } }))).toBe("IMPORT_CSV_COLUMNS_REQUIRED");
    const { items } = await readAll(path, { csv: { date: 0, text: 1, tags: 2 } });
    expect(dreamsOf(items)).toEqual([
      expect.objectContaining({
        dreamDate: "2024-03-15",
        content: "I was a fish in a bowl.",
        tags: ["calm"],
      }),
    ]);
    expect(await refusalOf(readImport(path, { today: TODAY, csv: { text: 3 } }))).toBe(
      "IMPORT_INVALID_CHOICE",
    );
  });

  it("reads only the columns chosen once any is: a guessed column left out stays out", async () => {
    const path = await uploads.file("date,title,text,tags\n2024-03-15,Fish,I was a fish in a bowl.,calm\n");
    const { items } = await readAll(path, { csv: { date: 0, text: 2 } });
    expect(dreamsOf(items)).toEqual([
      expect.objectContaining({
        dreamDate: "2024-03-15",
        title: null,
        content: "I was a fish in a bowl.",
        tags: [],
      }),
    ]);
  });

  it("skips a text over the length limit, with the limit", async () => {
    const long = "a".repeat(DREAM_CONTENT_MAX_LENGTH + 1);
    const path = await uploads.file(
      `date,text\n2024-03-15,${long}\n2024-03-16,${"b".repeat(DREAM_CONTENT_MAX_LENGTH)}\n`,
    );
    const { items } = await readAll(path);
    expect(problemsOf(items)).toEqual([
      { place: { line: 2 }, reason: "IMPORT_TEXT_TOO_LONG", params: { limit: DREAM_CONTENT_MAX_LENGTH } },
    ]);
    expect(dreamsOf(items).map((dream) => dream.dreamDate)).toEqual(["2024-03-16"]);
  });

  it("refuses a row that never ends (an unclosed quote) instead of holding the rest of the file", async () => {
    const path = await uploads.file(
      `date,text\n2024-03-15,"An unclosed quote\n${"and on and on\n".repeat(100_000)}`,
    );
    expect(await refusalOf(readImport(path, { today: TODAY }))).toBe("IMPORT_TEXT_TOO_LONG");
  });

  it("refuses a CSV that is not UTF-8, even far into the file", async () => {
    const rows = "2024-03-15,A dream in plain ASCII.\n".repeat(5_000);
    const latin1 = Buffer.concat([
      Buffer.from(`date,text\n${rows}`),
      Buffer.from("2024-03-16,R\xeave\n", "latin1"),
    ]);
    expect(await refusalOf(readImport(await uploads.file(latin1), { today: TODAY }))).toBe(
      "IMPORT_INVALID_UTF8",
    );
  });
});
