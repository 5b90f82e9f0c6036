import { IMPORT_MESSAGES } from "@somnia/shared/import";
import { csvHeader } from "./csv-header";
import { ImportRefusal } from "./import-reading";
import { datedHeading, leadingHeading, startsWithFrontMatter } from "./markdown-text";
import { readHead } from "./text-stream";

/** How much of a file its kind is told from. */
const HEAD_BYTES = 64 * 1024;
/** A zip's first entry, or the end of an empty zip's directory. */
const ZIP_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

/** What a file looks like: a zip, a JSON document, Markdown or text, or a CSV. */
type FileKind = "zip" | "json" | "markdown" | "csv";

const unknownFormat = () => new ImportRefusal(IMPORT_MESSAGES.unknownFormat);

/** Control bytes no text holds (all of C0 but tab, line breaks, form feed and escape): a binary file. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.some((byte) => byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1b);
}

/** Markdown: front matter, a first heading, or a heading that starts with a date. */
function looksLikeMarkdown(text: string): boolean {
  if (startsWithFrontMatter(text) || leadingHeading(text)) return true;
  return text.split(/\r\n|\r|\n/).some((line) => datedHeading(line) !== null);
}

/**
 * What a file is, from its first 64 KiB: a zip by its magic bytes; else, read as UTF-8 (a byte
 * order mark aside), JSON when it opens with "{", Markdown when it looks like it, a CSV when its
 * first line is a header of two columns or more. An empty file is IMPORT_EMPTY_FILE; text that is
 * not UTF-8 IMPORT_INVALID_UTF8, but binary bytes (a picture) IMPORT_UNKNOWN_FORMAT, as is
 * anything else. Also gives the text of the start (for a CSV's header) and the file's size.
 */
export async function detectKind(path: string): Promise<{ kind: FileKind; head: string; size: number }> {
  const { head: bytes, size } = await readHead(path, HEAD_BYTES);
  if (size === 0) throw new ImportRefusal(IMPORT_MESSAGES.emptyFile);
  if (ZIP_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte)))
    return { kind: "zip", head: "", size };
  if (bytes.includes(0)) throw unknownFormat();
  let head: string;
  try {
    // A character cut at the end of a partial head is not an error.
    head = new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: size > bytes.length });
  } catch {
    throw looksBinary(bytes) ? unknownFormat() : new ImportRefusal(IMPORT_MESSAGES.invalidUtf8);
  }
  const start = head.trimStart();
  if (start === "")
    throw size > bytes.length ? unknownFormat() : new ImportRefusal(IMPORT_MESSAGES.emptyFile);
  if (start.startsWith("{")) return { kind: "json", head, size };
  if (looksLikeMarkdown(head)) return { kind: "markdown", head, size };
  if (csvHeader(head)) return { kind: "csv", head, size };
  throw unknownFormat();
}
