import { describe, expect, it } from "vitest";
import { readImport } from "../../src/services/import/read/read-import";
import { dreamsOf, readAll, refusalOf, TODAY, useUploads } from "./read-files";
import { zipOf } from "./zip-writer";

const uploads = useUploads();

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const MIB = 1024 * 1024;

/** The reason a file is refused for, whether on opening or while its items are read. */
async function refusal(content: string | Uint8Array) {
  return refusalOf(readAll(await uploads.file(content)));
}

describe("files the readers refuse as a whole", () => {
  it("refuses what is no journal: empty, a picture, a zip of pictures, JSON of another kind, plain prose", async () => {
    expect(await refusal("")).toBe("IMPORT_EMPTY_FILE");
    expect(await refusal("\ufeff \n\n")).toBe("IMPORT_EMPTY_FILE");
    expect(await refusal(PNG)).toBe("IMPORT_UNKNOWN_FORMAT");
    expect(await refusal(PNG.subarray(0, 10))).toBe("IMPORT_UNKNOWN_FORMAT");
    expect(await refusal(zipOf([{ name: "moon.png", data: PNG }]))).toBe("IMPORT_UNKNOWN_FORMAT");
    expect(await refusal('{"exportedAt": "2024-01-01", "entries_": [], "memory": []}')).toBe(
      "IMPORT_UNKNOWN_FORMAT",
    );
    expect(await refusal('{"dreams": [{"id": "1"}]}')).toBe("IMPORT_UNKNOWN_FORMAT");
    expect(await refusal("I dreamed of a cat.\nThen I woke up.")).toBe("IMPORT_UNKNOWN_FORMAT");
  });

  it("refuses malformed JSON, whether the break is at its start or after entries already read", async () => {
    expect(await refusal('{"exportedAt": "2024-01-01", "dreams": [ {"id": ')).toBe("IMPORT_INVALID_JSON");
    expect(await refusal('{"exportedAt": "2024-01-01"')).toBe("IMPORT_INVALID_JSON");
    expect(await refusal('{"entries": [}')).toBe("IMPORT_INVALID_JSON");
    const entry = (day: number) => ({ creationDate: `2024-03-${day}T08:00:00Z`, text: `Dream ${day}` });
    const good = JSON.stringify({ entries: [entry(10), entry(11)] });
    const path = await uploads.file(`${good.slice(0, -2)}, {"text": "cut off"`);
    const reading = await readImport(path, { today: TODAY });
    const read: string[] = [];
    await expect(async () => {
      for await (const item of reading.items()) if (item.kind === "dream") read.push(item.dream.content);
    }).rejects.toMatchObject({ reason: "IMPORT_INVALID_JSON" });
    expect(read).toEqual(["Dream 10", "Dream 11"]);
    expect(await refusal(`${good} trailing words`)).toBe("IMPORT_INVALID_JSON");
  });

  it("refuses JSON built to exhaust memory: a string longer than any text, or nesting without end", async () => {
    expect(await refusal(`{"entries": [{"text": "${"a".repeat(1024 * 1024 + 1)}"}]}`)).toBe(
      "IMPORT_TEXT_TOO_LONG",
    );
    expect(await refusal(`{"entries": ${"[".repeat(100_000)}`)).toBe("IMPORT_INVALID_JSON");
  });

  it("refuses text that is not UTF-8, in a CSV or a JSON export", async () => {
    const csv = new Uint8Array([
      ...new TextEncoder().encode("date,text\n2024-03-15,"),
      0xff,
      0xfe,
      0x41,
      0x0a,
    ]);
    expect(await refusal(csv)).toBe("IMPORT_INVALID_UTF8");
    const json = Buffer.concat([
      Buffer.from('{"entries": [{"text": "'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}]}'),
    ]);
    expect(await refusal(json)).toBe("IMPORT_INVALID_UTF8");
    const markdown = Buffer.concat([
      Buffer.from("## 2024-03-15\nUn r"),
      Buffer.from([0xea]),
      Buffer.from("ve\n"),
    ]);
    expect(await refusal(markdown)).toBe("IMPORT_INVALID_UTF8");
  });

  it("refuses a zip yauzl cannot read: cut short, or whose entry does not inflate", async () => {
    const zip = zipOf([{ name: "2024-03-15.md", data: "A dream about a zip." }]);
    expect(await refusal(zip.subarray(0, zip.length - 10))).toBe("IMPORT_CORRUPT_ZIP");
    const broken = Buffer.from(zip);
    // The deflated data starts after the 30-byte local header and the 13-byte name.
    broken.fill(0xff, 43, 50);
    expect(await refusal(broken)).toBe("IMPORT_CORRUPT_ZIP");
  });

  it("refuses a zip bomb before unpacking it: a huge journal, many notes, or an entry that lies about its size", async () => {
    // 40 MiB of spaces around a Day One journal pack into some 40 KiB: far past 20 times the zip's size.
    const spaces = Buffer.alloc(40 * MIB, 0x20);
    const journal = Buffer.concat([Buffer.from('{"entries": ['), spaces, Buffer.from("]}")]);
    const bomb = zipOf([{ name: "Journal.json", data: journal }]);
    expect(bomb.length).toBeLessThan(MIB);
    expect(await refusal(bomb)).toBe("IMPORT_ZIP_TOO_LARGE");

    // Notes each under the 1 MiB a note may have, together far past the limit.
    const note = Buffer.concat([Buffer.from("---\ndate: 2024-03-15\n---\n"), Buffer.alloc(MIB - 100, 0x61)]);
    const notes = zipOf(Array.from({ length: 200 }, (_, i) => ({ name: `note-${i}.md`, data: note })));
    expect(await refusal(notes)).toBe("IMPORT_ZIP_TOO_LARGE");

    // An entry declaring 20 bytes that unpacks to 10 MiB is stopped by yauzl's size check.
    const liar = zipOf([{ name: "2024-03-15.md", data: Buffer.alloc(10 * MIB, 0x62), declaredSize: 20 }]);
    expect(await refusal(liar)).toBe("IMPORT_CORRUPT_ZIP");
  });

  it("reads a zip's notes within the limit, and the note over 1 MiB is skipped unread", async () => {
    const zip = zipOf([
      { name: "2024-03-15.md", data: "A small dream." },
      { name: "2024-03-16.md", data: Buffer.alloc(50 * MIB, 0x61) },
    ]);
    const { items } = await readAll(await uploads.file(zip));
    expect(dreamsOf(items).map((dream) => dream.content)).toEqual(["A small dream."]);
    expect(items.filter((item) => item.kind === "problem")).toMatchObject([
      { problem: { place: { file: "2024-03-16.md" }, reason: "IMPORT_TEXT_TOO_LONG" } },
    ]);
  });
});
