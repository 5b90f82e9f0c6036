import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { readImport } from "../../src/services/import/read/read-import";
import { TODAY, useUploads } from "./read-files";
import { zipOf } from "./zip-writer";

const uploads = useUploads();
const MIB = 1024 * 1024;

/**
 * What reading may hold at once, whatever the file's size: well under each file below, so that
 * holding either file, or the texts read from it, fails the test.
 */
const BOUND = 16 * MIB;

/** A full garbage collection: the test's own when node exposes it, else one asked of V8 for this test. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

/** Memory that outlives a full collection: the heap and the buffers outside it. */
function live(gc: () => void): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Reads the file to its end, measuring after full collections (every `every` items, and at the
 * end) how much more memory is live than before reading: what the readers hold, not what the
 * collector has yet to free, so the measure does not depend on timing.
 */
async function readMeasured(path: string, every: number) {
  const gc = collector();
  const before = live(gc);
  let growth = 0;
  let dreams = 0;
  let items = 0;
  const reading = await readImport(path, { today: TODAY });
  growth = Math.max(growth, live(gc) - before);
  for await (const item of reading.items()) {
    items += 1;
    if (item.kind === "dream") dreams += 1;
    if (items % every === 0) growth = Math.max(growth, live(gc) - before);
  }
  growth = Math.max(growth, live(gc) - before);
  return { format: reading.format, dreams, growth };
}

const DREAM =
  "Je marchais sur une plage de verre ✨ et la mer chantait mon nom; les vagues étaient des pages, " +
  "chaque page une année de ma vie. Ich wusste, dass ich träumte, und flog über die Dünen. ";

describe("reading large files", () => {
  it("reads a 3,000-note zip holding only one note at a time", async () => {
    // Letters at random pack little: 3,000 notes of 10,000 characters make a zip of over 16 MiB.
    // (The bench imports a 10,000-note zip: apps/server/bench/import-files.ts.)
    const letters = Buffer.from("abcdefghijklmnopqrstuvwxyz    ");
    const text = () => {
      const bytes = randomBytes(10_000);
      for (let i = 0; i < bytes.length; i++)
        bytes[i] = letters[(bytes[i] as number) % letters.length] as number;
      return bytes.toString("latin1");
    };
    const notes = Array.from({ length: 3_000 }, (_, i) => ({
      name: `Dreams/${1950 + (i % 70)}/${1950 + (i % 70)}-0${1 + (i % 9)}-1${i % 10} Dream ${i}.md`,
      data: `---\ntags: [sea, "#n${i % 50}"]\n---\n# Dream ${i}\n\n${text()}`,
    }));
    const zip = zipOf(notes);
    expect(zip.length).toBeGreaterThan(BOUND);
    const path = join(uploads.folder, "vault.zip");
    await writeFile(path, zip);
    notes.length = 0;
    const { format, dreams, growth } = await readMeasured(path, 500);
    expect(format).toBe("markdown");
    expect(dreams).toBe(3_000);
    expect(growth).toBeLessThan(BOUND);
  }, 120_000);

  it("reads a 50 MB CSV a row at a time", async () => {
    const path = join(uploads.folder, "journal.csv");
    const out = createWriteStream(path);
    out.write("date,title,dream,tags\n");
    let size = 0;
    let rows = 0;
    while (size < 50 * MIB) {
      const day = `${1950 + (rows % 70)}-0${1 + (rows % 9)}-1${rows % 10}`;
      const row = `${day},Dream ${rows},"${DREAM.repeat(6)}\n""Quoted"", on a second line.","sea, n${rows % 50}"\n`;
      size += Buffer.byteLength(row);
      rows += 1;
      if (!out.write(row)) await once(out, "drain");
    }
    out.end();
    await finished(out);
    const { format, dreams, growth } = await readMeasured(path, 5_000);
    expect(format).toBe("csv");
    expect(dreams).toBe(rows);
    expect(growth).toBeLessThan(BOUND);
  }, 180_000);
});
