import { DREAM_CONTENT_MAX_LENGTH } from "@somnia/shared/dreams";
import { IMPORT_MESSAGES } from "@somnia/shared/import";
import { JSONParser, Tokenizer, TokenType } from "@streamparser/json";
import { ImportRefusal } from "./import-reading";

/** The longest JSON string read (1 Mi characters) and the deepest nesting: past them, nothing is kept. */
const MAX_STRING = 1024 * 1024;
const MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

const invalidJson = () => new ImportRefusal(IMPORT_MESSAGES.invalidJson);

/**
 * JSON text passed through unchanged, refused once a string passes MAX_STRING characters
 * (IMPORT_TEXT_TOO_LONG) or the nesting MAX_DEPTH (IMPORT_INVALID_JSON): the streaming parser
 * holds a string, and a level per nesting, whole until they end, so these bound its memory.
 */
async function* boundedJson(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let inString = false;
  let escaped = false;
  let length = 0;
  let depth = 0;
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) inString = false;
        length += 1;
        if (length > MAX_STRING)
          throw new ImportRefusal(IMPORT_MESSAGES.textTooLong, { limit: DREAM_CONTENT_MAX_LENGTH });
      } else if (code === QUOTE) {
        inString = true;
        length = 0;
      } else if (OPENERS.has(code)) {
        depth += 1;
        if (depth > MAX_DEPTH) throw invalidJson();
      } else if (CLOSERS.has(code)) depth -= 1;
    }
    yield chunk;
  }
}

/** A value found at one of the paths: the top-level key of its list, its index there, and itself. */
export interface JsonElement {
  list: string;
  index: number;
  value: unknown;
}

/**
 * The elements of a JSON document's top-level lists, one at a time, as the text streams in: `lists`
 * names them (e.g. ["dreams", "analyses"]). Nothing else is kept once read. Malformed JSON, here or
 * further on, throws IMPORT_INVALID_JSON once it is met.
 */
export async function* jsonElements(
  chunks: AsyncIterable<string>,
  lists: readonly string[],
): AsyncGenerator<JsonElement> {
  const parser = new JSONParser({ paths: lists.map((list) => `$.${list}.*`), keepStack: false });
  let found: JsonElement[] = [];
  parser.onValue = ({ value, key, stack }) => {
    found.push({ list: String(stack[1]?.key), index: Number(key), value });
  };
  const parse = (chunk?: string) => {
    try {
      if (chunk !== undefined) parser.write(chunk);
      else if (!parser.isEnded) parser.end();
    } catch {
      throw invalidJson();
    }
  };
  for await (const chunk of boundedJson(chunks)) {
    parse(chunk);
    const ready = found;
    found = [];
    yield* ready;
  }
  parse();
  yield* found;
}

/**
 * What a JSON document is, from its top-level keys, read only as far as needed: "somnia" for an
 * object with `exportedAt` and `dreams`, "dayone" for one with `entries`, null for any other valid
 * JSON. Malformed JSON met on the way throws IMPORT_INVALID_JSON.
 */
export async function jsonKind(chunks: AsyncIterable<string>): Promise<"somnia" | "dayone" | null> {
  const tokenizer = new Tokenizer();
  const keys = new Set<string>();
  let depth = 0;
  let candidate: string | null = null;
  let first = true;
  let done = false;
  tokenizer.onToken = ({ token, value }) => {
    if (done) return;
    if (first && token !== TokenType.LEFT_BRACE) done = true;
    first = false;
    if (token === TokenType.COLON && depth === 1 && candidate !== null) keys.add(candidate);
    candidate = token === TokenType.STRING && depth === 1 ? (value as string) : null;
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) depth += 1;
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth -= 1;
    if (depth === 0 || keys.has("entries") || (keys.has("exportedAt") && keys.has("dreams"))) done = true;
  };
  const tokenize = (chunk: string) => {
    try {
      tokenizer.write(chunk);
    } catch {
      throw invalidJson();
    }
  };
  for await (const chunk of boundedJson(chunks)) {
    tokenize(chunk);
    if (done) break;
  }
  // The document ended before its top-level object did.
  if (!done) throw invalidJson();
  if (keys.has("exportedAt") && keys.has("dreams")) return "somnia";
  return keys.has("entries") ? "dayone" : null;
}
