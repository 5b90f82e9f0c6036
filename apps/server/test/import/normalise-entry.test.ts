import { createDreamSchema, DREAM_CONTENT_MAX_LENGTH, DREAM_TITLE_MAX_LENGTH } from "@somnia/shared/dreams";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@somnia/shared/tags";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseEntry, type RawEntry } from "../../src/services/import/read/normalise-entry";
import { dateOfText } from "../../src/services/import/read/parse-date";
import type { ImportedDream, ImportItem } from "../../src/services/import/read/read-import";

const TODAY = "2025-06-30";
const entry = (overrides: Partial<RawEntry> = {}): RawEntry => ({
  place: { line: 2 },
  dreamDate: "2024-03-15",
  title: null,
  content: "I was flying.",
  tags: [],
  ...overrides,
});

function dreamOf(item: ImportItem): ImportedDream {
  if (item.kind !== "dream") throw new Error(`not a dream: ${JSON.stringify(item)}`);
  return item.dream;
}

const reasonOf = (item: ImportItem) => (item.kind === "problem" ? item.problem.reason : null);

/** The dream as POST /api/dreams would take it. */
const asInput = ({ dreamDate, title, content, tags, types, vividness }: ImportedDream) => ({
  dreamDate,
  title,
  content,
  tags,
  types,
  vividness,
});

describe("the rules every imported entry follows", () => {
  it("keeps dates from 1900 to today, and says why it skips the others", () => {
    expect(dreamOf(normaliseEntry(entry({ dreamDate: "1900-01-01" }), TODAY)).dreamDate).toBe("1900-01-01");
    expect(dreamOf(normaliseEntry(entry({ dreamDate: TODAY }), TODAY)).dreamDate).toBe(TODAY);
    expect(reasonOf(normaliseEntry(entry({ dreamDate: null }), TODAY))).toBe("IMPORT_MISSING_DATE");
    expect(reasonOf(normaliseEntry(entry({ dreamDate: "yesterday" }), TODAY))).toBe("IMPORT_INVALID_DATE");
    expect(reasonOf(normaliseEntry(entry({ dreamDate: "2024-02-30" }), TODAY))).toBe("IMPORT_INVALID_DATE");
    expect(reasonOf(normaliseEntry(entry({ dreamDate: "1899-12-31" }), TODAY))).toBe("IMPORT_DATE_TOO_OLD");
    expect(reasonOf(normaliseEntry(entry({ dreamDate: "2025-07-01" }), TODAY))).toBe("IMPORT_FUTURE_DATE");
    expect(normaliseEntry(entry({ dreamDate: "2025-07-01" }), TODAY)).toEqual({
      kind: "problem",
      problem: { place: { line: 2 }, reason: "IMPORT_FUTURE_DATE" },
    });
  });

  it("cleans the text: line ends, control characters, surrounding space; refuses it empty or too long", () => {
    const text = "  \r\nI was\r\nflying\rover\u0000 the\u0007 sea.\tFree.\u0085\n\n ";
    expect(dreamOf(normaliseEntry(entry({ content: text }), TODAY)).content).toBe(
      "I was\nflying\nover the sea.\tFree.",
    );
    expect(reasonOf(normaliseEntry(entry({ content: " \n\u0000\t " }), TODAY))).toBe("IMPORT_EMPTY_TEXT");
    expect(normaliseEntry(entry({ content: "a".repeat(DREAM_CONTENT_MAX_LENGTH + 1) }), TODAY)).toEqual({
      kind: "problem",
      problem: {
        place: { line: 2 },
        reason: "IMPORT_TEXT_TOO_LONG",
        params: { limit: DREAM_CONTENT_MAX_LENGTH },
      },
    });
    const longest = `  ${"a".repeat(DREAM_CONTENT_MAX_LENGTH)}  `;
    expect(dreamOf(normaliseEntry(entry({ content: longest }), TODAY)).content).toHaveLength(
      DREAM_CONTENT_MAX_LENGTH,
    );
  });

  it("puts the title on one line, cuts a long one at a word with an ellipsis, and drops an empty one", () => {
    expect(dreamOf(normaliseEntry(entry({ title: " The\r\nred\u0000 car " }), TODAY)).title).toBe(
      "The red car",
    );
    expect(dreamOf(normaliseEntry(entry({ title: " \u0007 " }), TODAY)).title).toBeNull();
    const words = "A very long title about a dream of flying over seas and mountains ".repeat(3);
    const cut = dreamOf(normaliseEntry(entry({ title: words }), TODAY)).title as string;
    expect(cut.length).toBeLessThanOrEqual(DREAM_TITLE_MAX_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.length - 1)).toBe(" ");
    // No word boundary to cut at: cut at the limit, never between a surrogate pair's halves.
    const emoji = dreamOf(normaliseEntry(entry({ title: "🌙".repeat(100) }), TODAY)).title as string;
    expect(emoji).toBe(`${"🌙".repeat(59)}…`);
  });

  it("trims tags, cuts them to their length, drops empty ones and repeats, keeps at most MAX_TAGS", () => {
    const tags = [
      " sea ",
      "",
      "sea",
      "x".repeat(MAX_TAG_LENGTH + 5),
      ...Array.from({ length: 30 }, (_, i) => `t${i}`),
    ];
    const kept = dreamOf(normaliseEntry(entry({ tags }), TODAY)).tags;
    expect(kept.slice(0, 3)).toEqual(["sea", "x".repeat(MAX_TAG_LENGTH), "t0"]);
    expect(kept).toHaveLength(MAX_TAGS);
  });

  it("keeps an 'I don't remember' entry of a Somnia export as such, without text", () => {
    const somnia = {
      sourceId: "d-1",
      notRemembered: true,
      types: [],
      suggestedTypes: [],
      vividness: null,
      excludeFromAi: true,
      detections: null,
      isAnalyzed: false,
    };
    const item = normaliseEntry(entry({ content: "not remembered", title: "DR", somnia }), TODAY);
    expect(item).toMatchObject({
      kind: "dream",
      sourceId: "d-1",
      dream: { notRemembered: true, content: "", title: null },
    });
    expect(
      createDreamSchema.safeParse({ notRemembered: true, dreamDate: dreamOf(item).dreamDate }).success,
    ).toBe(true);
  });

  it("gives dreams that POST /api/dreams would take, whatever the file held", () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom("\n", "\r", "\t", "\u0000", "\u0085", " ", "🌙", "é"),
        fc.string({ unit: "grapheme", maxLength: 1 }),
      ),
      maxLength: 300,
    });
    fc.assert(
      fc.property(
        fc.record({
          title: fc.option(fc.oneof(text, fc.string({ unit: "grapheme", minLength: 100, maxLength: 200 })), {
            nil: null,
          }),
          content: text,
          tags: fc.array(fc.oneof(text, fc.string({ minLength: 30, maxLength: 60 })), { maxLength: 30 }),
          dreamDate: fc.oneof(
            fc
              .date({
                min: new Date("1899-01-01T00:00:00Z"),
                max: new Date("2026-01-01T00:00:00Z"),
                noInvalidDate: true,
              })
              .map((d) => d.toISOString().slice(0, 10)),
            text,
          ),
        }),
        (raw) => {
          const item = normaliseEntry(entry(raw), TODAY);
          if (item.kind !== "dream") return;
          const parsed = createDreamSchema.safeParse(asInput(item.dream));
          expect(parsed.error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("dates as files write them", () => {
  it.each([
    ["2024-03-15", "2024-03-15"],
    ["2024-3-5", "2024-03-05"],
    ["2024-03-15T07:45:00Z", "2024-03-15"],
    ["2024-03-15 22:10", "2024-03-15"],
    ["2024/03/15", "2024-03-15"],
    ["15.03.2024", "2024-03-15"],
    ["15.03.2024 07:30", "2024-03-15"],
    ["25/03/2024", "2024-03-25"],
    ["03/25/2024", "2024-03-25"],
    ["March 15, 2024", "2024-03-15"],
    ["Mar. 15th 2024", "2024-03-15"],
    ["15 March 2024", "2024-03-15"],
    ["15th of March, 2024", "2024-03-15"],
    ["March 15, 2024 at 8:00 AM", "2024-03-15"],
    ["15 mars 2024", "2024-03-15"],
    ["1er février 2024", "2024-02-01"],
    ["3 de abril de 2024", "2024-04-03"],
    ["4. Mai 2024", "2024-05-04"],
    ["12 giugno 2024", "2024-06-12"],
    ["9 de setembro de 2024", "2024-09-09"],
    ["Friday, March 1, 2024", "2024-03-01"],
    ["vendredi 1 mars 2024", "2024-03-01"],
  ])("reads %s", (text, date) => {
    expect(dateOfText(text, null)).toBe(date);
  });

  it("reads d/m/y dates in the order given, and leaves them unread when either order fits and none is given", () => {
    expect(dateOfText("03/04/2024", "dmy")).toBe("2024-04-03");
    expect(dateOfText("03/04/2024", "mdy")).toBe("2024-03-04");
    expect(dateOfText("03/04/2024", null)).toBe("03/04/2024");
    expect(dateOfText("04/04/2024", null)).toBe("2024-04-04");
  });

  it("gives back what is no date as found, and nothing for an empty cell", () => {
    expect(dateOfText("yesterday", null)).toBe("yesterday");
    expect(dateOfText("2024-03-15 and more", null)).toBe("2024-03-15 and more");
    // "jui" could be juin or juillet.
    expect(dateOfText("3 jui 2024", null)).toBe("3 jui 2024");
    expect(dateOfText("  ", null)).toBeNull();
  });
});
