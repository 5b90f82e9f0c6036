import type { Readable } from "node:stream";
import { IMPORT_MESSAGES } from "@somnia/shared/import";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ImportRefusal } from "./import-reading";

/** The most entries a zip may list. */
const MAX_ZIP_ENTRIES = 100_000;
const GIB = 1024 * 1024 * 1024;

/** The most bytes unpacked from a zip of `size` bytes: 20 times its size, at most 2 GiB. */
const unpackLimit = (size: number) => Math.min(20 * size, 2 * GIB);

const corrupt = () => new ImportRefusal(IMPORT_MESSAGES.corruptZip);
const tooLarge = () => new ImportRefusal(IMPORT_MESSAGES.zipTooLarge);

/** One entry of a zip, as its central directory describes it. */
export interface ZipEntry {
  /** Its path in the zip, folders separated by "/" (a folder's own entry ends with "/"). */
  name: string;
  /** Its uncompressed size as declared (yauzl refuses an entry whose data unpacks to another). */
  size: number;
  /** False when encrypted or compressed by a method other than deflate: its bytes cannot be read. */
  readable: boolean;
  /** Its unpacked bytes, counted against the zip's unpack limit before any is read. */
  bytes(): AsyncIterable<Uint8Array>;
}

function openZip(path: string): Promise<ZipFile> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true };
  return new Promise((resolve, reject) => {
    yauzl.open(path, options, (err, zip) => (err || !zip ? reject(corrupt()) : resolve(zip)));
  });
}

/** The zip's next entry from its central directory (no data is read), or null after the last. */
function nextEntry(zip: ZipFile, failed: () => boolean): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    if (failed()) return reject(corrupt());
    const settle = (entry: Entry | null, err?: Error) => {
      zip.off("entry", onEntry);
      zip.off("end", onEnd);
      zip.off("error", onError);
      if (err) reject(err);
      else resolve(entry);
    };
    const onEntry = (entry: Entry) => settle(entry);
    const onEnd = () => settle(null);
    const onError = () => settle(null, corrupt());
    zip.on("entry", onEntry);
    zip.on("end", onEnd);
    zip.on("error", onError);
    zip.readEntry();
  });
}

/** An entry's unpacked bytes; a failure to read or inflate them is IMPORT_CORRUPT_ZIP. */
async function* entryBytes(zip: ZipFile, entry: Entry): AsyncGenerator<Uint8Array> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (err, opened) => (err || !opened ? reject(corrupt()) : resolve(opened)));
  });
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch {
    throw corrupt();
  }
}

/**
 * A zip's entries one at a time, with yauzl (lazy entries, each entry's size checked against what
 * it unpacks to): a zip yauzl cannot open or read is IMPORT_CORRUPT_ZIP; one listing more than
 * MAX_ZIP_ENTRIES entries, or whose entries read would unpack to more than `unpackLimit(size)`
 * bytes in all, is IMPORT_ZIP_TOO_LARGE, refused before those bytes are unpacked. Each entry must
 * be done with before the next is asked for; the zip is closed however the reading ends.
 */
export async function* zipEntries(path: string, size: number): AsyncGenerator<ZipEntry> {
  const zip = await openZip(path);
  let failure = false;
  // An error between two entries (the file closing) is kept for the next request, never thrown unheard.
  zip.on("error", () => {
    failure = true;
  });
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw tooLarge();
    const limit = unpackLimit(size);
    let unpacked = 0;
    for (;;) {
      const entry = await nextEntry(zip, () => failure);
      if (!entry) return;
      yield {
        name: entry.fileName,
        size: entry.uncompressedSize,
        readable: !entry.isEncrypted() && (entry.compressionMethod === 0 || entry.compressionMethod === 8),
        bytes() {
          unpacked += entry.uncompressedSize;
          if (unpacked > limit) throw tooLarge();
          return entryBytes(zip, entry);
        },
      };
    }
  } finally {
    zip.close();
  }
}

/** Folders' own entries, and what a system or an editor keeps beside files (".obsidian/", ".DS_Store", "__MACOSX/"). */
export function isIgnored(name: string): boolean {
  return name.endsWith("/") || name.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");
}
