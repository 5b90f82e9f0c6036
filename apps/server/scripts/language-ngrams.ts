// `node --import tsx apps/server/scripts/language-ngrams.ts`: writes `src/ai/builtin/language-ngrams.bin`, the
// n-gram table of the dream-language detector (apps/server/src/ai/builtin/language-detector.ts), from
// eld's `extrasmall` database (Nito T.M., https://github.com/nitotm/efficient-language-detector-js,
// Apache-2.0). Run it after upgrading eld; `language-detector.test.ts` fails while the file differs.
//
// eld ships its n-grams as a 1 MB JavaScript object literal: one small object per n-gram, about
// 29 MB of heap once evaluated (docs/decisions/044-dream-language.md). The same table as bytes is
// about half a megabyte, read into one Buffer.
//
// The file: one line of JSON (the languages in eld's order, each one's average score in a right
// detection, eld's separator pattern, and the characters eld writes for the UTF-8 bytes from 0x80
// up), then for each n-gram: its length, its characters as latin1 bytes (a window of the lower-cased
// word's UTF-8 as eld writes it, with a space for a word's start or end), the number of languages it
// scores for, and for each a language's index and its score above eld's base of 53.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const TABLE = fileURLToPath(new URL("../src/ai/builtin/language-ngrams.bin", import.meta.url));

/** eld's own modules: the package exports only its entry points, which evaluate the whole table. */
const eldModule = (path: string) => import(new URL(`../${path}`, import.meta.resolve("eld")).href);

export async function languageNgramTable(): Promise<Buffer> {
  const [{ ngramsData }, { avgScore }, { separators }, { dictionary }] = await Promise.all([
    eldModule("ngrams/extrasmall.js"),
    eldModule("avgScore.js"),
    eldModule("regexPatterns.js"),
    eldModule("dictionary.js"),
  ]);
  const codes = ngramsData.languages as Record<number, string>;
  const languages = Object.keys(codes)
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => codes[index] as string);
  const header = {
    languages,
    averages: languages.map((code) => (avgScore as Record<string, number>)[code]),
    separators: { source: separators.source, flags: separators.flags },
    highBytes: dictionary.slice(0x80).join(""),
  };
  const parts = [Buffer.from(`${JSON.stringify(header)}\n`, "utf8")];
  for (const [ngram, scores] of Object.entries(ngramsData.ngrams as Record<string, Record<string, number>>)) {
    // Every character of eld's n-grams is below 256: one byte each, read back as latin1.
    const bytes = [...ngram].map((char) => char.charCodeAt(0));
    if (bytes.some((byte) => byte > 255)) throw new Error(`n-gram beyond latin1: ${ngram}`);
    const entries = Object.entries(scores);
    if (bytes.length > 255 || entries.length > 255) throw new Error(`n-gram too long: ${ngram}`);
    const record = [bytes.length, ...bytes, entries.length];
    for (const [language, score] of entries) {
      if (score < 0 || score > 255) throw new Error(`score out of a byte's range: ${ngram} ${score}`);
      record.push(Number(language), score);
    }
    parts.push(Buffer.from(record));
  }
  return Buffer.concat(parts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = await languageNgramTable();
  await writeFile(TABLE, table);
  console.info(`${TABLE}: ${table.length} bytes`);
}
