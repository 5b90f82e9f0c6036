import { describe, expect, it } from "vitest";
import { dreamsOf, fixture, fixtureFolder, mediaOf, problemsOf, readAll, useUploads } from "./read-files";
import { zipOf } from "./zip-writer";

const uploads = useUploads();

const FLYING = {
  dreamDate: "2024-03-16",
  title: "Flying over Lisbon",
  content:
    "I was flying over the river at night, the bridge below me like a necklace.\n\nThe city lights were warm and I was not afraid.",
  tags: ["dream", "flying"],
  notRemembered: false,
  types: [],
  vividness: null,
  excludeFromAi: false,
  detections: null,
  createdAt: "2024-03-15T23:30:00.000Z",
};

describe("reading a Day One export", () => {
  it("reads Journal.json alone: dates where each entry was written, titles from a first heading, media counted", async () => {
    const { format, csv, items } = await readAll(await uploads.file(await fixture("dayone/Journal.json")));
    expect(format).toBe("dayone");
    expect(csv).toBeNull();
    expect(dreamsOf(items)).toEqual([
      // Written at 23:30 UTC, past midnight in Berlin.
      FLYING,
      // Written at 05:10 UTC, still the evening before in Los Angeles; the audio's reference is taken out.
      expect.objectContaining({
        dreamDate: "2024-03-16",
        title: null,
        content: "A long corridor with doors that opened onto the sea.\nI heard gulls.",
        tags: [],
        createdAt: "2024-03-17T05:10:00.000Z",
      }),
      // A time zone no one knows: UTC.
      expect.objectContaining({ dreamDate: "2024-03-18", tags: ["nightmare"] }),
    ]);
    expect(items.find((item) => item.kind === "dream")).toMatchObject({ place: { entry: 1 } });
    expect(problemsOf(items)).toEqual([
      // Nothing but a photo.
      { place: { entry: 4 }, reason: "IMPORT_EMPTY_TEXT" },
      { place: { entry: 5 }, reason: "IMPORT_MISSING_DATE" },
    ]);
    // Two photos and an audio recording, left out.
    expect(mediaOf(items)).toBe(3);
  });

  it("reads the zip the same way, its photos counted once as the entries' media, not as problems", async () => {
    const files = await fixtureFolder("dayone");
    const { format, items } = await readAll(
      await uploads.file(zipOf([...files, { name: "photos/", data: "" }])),
    );
    expect(format).toBe("dayone");
    expect(dreamsOf(items)).toHaveLength(3);
    expect(dreamsOf(items)[0]).toEqual(FLYING);
    expect(items.find((item) => item.kind === "dream")).toMatchObject({
      place: { file: "Journal.json", entry: 1 },
    });
    expect(problemsOf(items)).toEqual([
      { place: { file: "Journal.json", entry: 4 }, reason: "IMPORT_EMPTY_TEXT" },
      { place: { file: "Journal.json", entry: 5 }, reason: "IMPORT_MISSING_DATE" },
    ]);
    expect(mediaOf(items)).toBe(3);
  });

  it("reads every journal of a zip that holds several, and lists an entry that is not one", async () => {
    const journal = (text: string) =>
      JSON.stringify({ metadata: {}, entries: [{ creationDate: "2024-05-01T09:00:00Z", text }] });
    const zip = zipOf([
      { name: "Dreams.json", data: journal("A dream in the Dreams journal.") },
      {
        name: "Travel.json",
        data: JSON.stringify({
          entries: [42, { creationDate: "2024-05-02T09:00:00Z", text: "On a ferry." }],
        }),
      },
      { name: "README.txt.bak", data: "exported by Day One" },
    ]);
    const { items } = await readAll(await uploads.file(zip));
    expect(dreamsOf(items).map((dream) => dream.content)).toEqual([
      "A dream in the Dreams journal.",
      "On a ferry.",
    ]);
    expect(problemsOf(items)).toEqual([
      { place: { file: "Travel.json", entry: 1 }, reason: "IMPORT_ENTRY_UNREADABLE" },
      { place: { file: "README.txt.bak" }, reason: "IMPORT_NOT_A_DREAM" },
    ]);
  });
});
