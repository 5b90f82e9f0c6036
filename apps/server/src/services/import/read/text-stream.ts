import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { IMPORT_MESSAGES } from "@somnia/shared/import";
import { ImportRefusal } from "./import-reading";

/**
 * The longest line kept whole (1 Mi characters, more than any entry may hold): a longer one is cut
 * to one character more, enough to tell that what holds it is too long.
 */
const MAX_LINE = 1024 * 1024;
const cut = (line: string) => (line.length > MAX_LINE ? line.slice(0, MAX_LINE + 1) : line);

/** The first `length` bytes of a file (fewer when it is shorter), and its size. */
export async function readHead(path: string, length: number): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(Math.min(size, length));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size };
  } finally {
    await file.close();
  }
}

/** A file's bytes, a chunk at a time. */
export function fileBytes(path: string): AsyncIterable<Uint8Array> {
  return createReadStream(path);
}

/**
 * Bytes read as UTF-8, a chunk of text at a time (a character split between two chunks is whole in
 * the second), a leading byte order mark removed. Invalid UTF-8 throws `invalid()` when it is met.
 */
export async function* utf8Text(
  bytes: AsyncIterable<Uint8Array>,
  invalid: () => Error = () => new ImportRefusal(IMPORT_MESSAGES.invalidUtf8),
): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw invalid();
    }
  };
  for await (const chunk of bytes) {
    const text = decode(chunk);
    if (text) yield text;
  }
  const tail = decode();
  if (tail) yield tail;
}

/** Lines of a text ("\n", "\r\n" or "\r" ends one), without their ends; one over MAX_LINE cut. */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = "";
  let carriage = false;
  for await (const chunk of chunks) {
    // A "\r" ending a chunk may be the first half of "\r\n": it is decided with the next chunk.
    let text: string = carriage ? `\r${chunk}` : chunk;
    carriage = text.endsWith("\r");
    if (carriage) text = text.slice(0, -1);
    const lines = text.split(/\r\n?|\n/);
    lines[0] = pending + lines[0];
    pending = cut(lines.pop() as string);
    for (const line of lines) yield cut(line);
  }
  if (carriage || pending) yield pending;
}
