import { IMPORT_MESSAGES } from "@somnia/shared/import";
import { detectKind } from "./detect-format";
import { type ImportReading, ImportRefusal, type ReadImportOptions } from "./import-reading";
import { jsonKind } from "./json-stream";
import { readCsv } from "./read-csv";
import { dayOneItems } from "./read-dayone";
import { markdownItems } from "./read-markdown";
import { somniaItems } from "./read-somnia";
import { dayOneZipItems, markdownZipItems, zipFormat } from "./read-zip";
import { fileBytes, utf8Text } from "./text-stream";

export type { ImportedDream, ImportItem, ImportReading, ReadImportOptions } from "./import-reading";
export { ImportRefusal } from "./import-reading";

/**
 * Reads an uploaded journal file (docs/decisions/041-journal-import.md): its format told from its
 * content (detect-format.ts), then its entries streamed in file order, each normalised by the rules
 * of every imported dream (normalise-entry.ts) or listed as a problem with its reason and place:
 *
 * - a Somnia JSON export (read-somnia.ts) or Day One's JSON (read-dayone.ts), streamed;
 * - a zip: of Markdown or text notes, one dream per file, or Day One's export with its journals'
 *   JSON and attachments (read-zip.ts), entry by entry within the zip's caps (zip-entries.ts);
 * - one Markdown or text file with a dated heading per dream (read-markdown.ts);
 * - a CSV with a header row (read-csv.ts), whose layout is complete when this resolves.
 *
 * Memory stays bounded whatever the file's size: no more than one entry's text (1 MiB at most) is
 * held at once. A file that cannot be read as a whole throws ImportRefusal, here or while its
 * items are read.
 */
export async function readImport(path: string, options: ReadImportOptions): Promise<ImportReading> {
  const { kind, head, size } = await detectKind(path);
  const { today } = options;
  const text = () => utf8Text(fileBytes(path));
  if (kind === "zip") {
    const format = await zipFormat(path, size);
    if (format === null) throw new ImportRefusal(IMPORT_MESSAGES.unknownFormat);
    const items = () => (format === "dayone" ? dayOneZipItems : markdownZipItems)(path, size, today);
    return { format, csv: null, items };
  }
  if (kind === "json") {
    const format = await jsonKind(text());
    if (format === null) throw new ImportRefusal(IMPORT_MESSAGES.unknownFormat);
    const items = () => (format === "somnia" ? somniaItems : dayOneItems)(text(), today);
    return { format, csv: null, items };
  }
  if (kind === "markdown")
    return { format: "markdown", csv: null, items: () => markdownItems(text(), today) };
  return readCsv(path, head, options);
}
