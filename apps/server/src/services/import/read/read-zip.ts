import { IMPORT_MESSAGES } from "@somnia/shared/import";
import type { ImportItem } from "./import-reading";
import { problemItem, tooLong } from "./normalise-entry";
import { dayOneItems } from "./read-dayone";
import { noteItem } from "./read-markdown";
import { utf8Text } from "./text-stream";
import { isIgnored, type ZipEntry, zipEntries } from "./zip-entries";

/** The largest note read from a zip (1 MiB unpacked): a larger one is too long for a dream, and is not read. */
const MAX_NOTE_BYTES = 1024 * 1024;

const TEXT_FILE = /\.(?:md|markdown|txt)$/i;
/** A note's attachments (a vault's pictures, recordings, PDFs): counted as media, never read. */
const MEDIA_FILE =
  /\.(?:png|jpe?g|gif|webp|heic|heif|avif|bmp|tiff?|svg|mp3|m4a|aac|wav|ogg|opus|flac|mp4|mov|webm|pdf)$/i;
const JSON_FILE = /\.json$/i;
/** The folders of a Day One export's attachments, counted from its entries. */
const DAY_ONE_MEDIA = /(?:^|\/)(?:photos|audios|videos|pdfs)\//i;

/**
 * What a zip holds, from its entries' names alone: Markdown or text notes ("markdown", whatever
 * else is beside them), else Day One's JSON export ("dayone"), else null.
 */
export async function zipFormat(path: string, size: number): Promise<"markdown" | "dayone" | null> {
  let json = false;
  for await (const { name } of zipEntries(path, size)) {
    if (isIgnored(name)) continue;
    if (TEXT_FILE.test(name)) return "markdown";
    if (JSON_FILE.test(name)) json = true;
  }
  return json ? "dayone" : null;
}

/** An entry's bytes, whole: only for one of at most MAX_NOTE_BYTES. */
async function bytesOf(entry: ZipEntry): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry.bytes()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A zip of notes, one dream per `.md`, `.markdown` or `.txt` file at any depth (an Obsidian vault):
 * each read whole (read-note.ts) unless it is over MAX_NOTE_BYTES (IMPORT_TEXT_TOO_LONG) or not
 * UTF-8 (IMPORT_ENTRY_INVALID_UTF8); hidden files and folders are passed over, attachments
 * (pictures, recordings, PDFs) are counted as media, any other file is IMPORT_NOT_A_DREAM.
 */
export async function* markdownZipItems(
  path: string,
  size: number,
  today: string,
): AsyncGenerator<ImportItem> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for await (const entry of zipEntries(path, size)) {
    const file = entry.name;
    if (isIgnored(file)) continue;
    if (MEDIA_FILE.test(file)) {
      yield { kind: "media", place: { file } };
      continue;
    }
    if (!TEXT_FILE.test(file)) {
      yield problemItem({ file }, IMPORT_MESSAGES.notADream);
      continue;
    }
    if (!entry.readable) {
      yield problemItem({ file }, IMPORT_MESSAGES.entryUnreadable);
      continue;
    }
    if (entry.size > MAX_NOTE_BYTES) {
      yield tooLong({ file });
      continue;
    }
    const bytes = await bytesOf(entry);
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      yield problemItem({ file }, IMPORT_MESSAGES.entryInvalidUtf8);
      continue;
    }
    yield noteItem(text, { file }, file, today);
  }
}

/**
 * Day One's zip export: each journal's JSON file streamed (read-dayone.ts), its entries placed by
 * file and entry. The attachments in its media folders are the entries' own, counted with them;
 * any other file is IMPORT_NOT_A_DREAM.
 */
export async function* dayOneZipItems(path: string, size: number, today: string): AsyncGenerator<ImportItem> {
  for await (const entry of zipEntries(path, size)) {
    const file = entry.name;
    if (isIgnored(file) || DAY_ONE_MEDIA.test(file)) continue;
    if (!JSON_FILE.test(file)) yield problemItem({ file }, IMPORT_MESSAGES.notADream);
    else if (!entry.readable) yield problemItem({ file }, IMPORT_MESSAGES.entryUnreadable);
    else yield* dayOneItems(utf8Text(entry.bytes()), today, file);
  }
}
