import { pipeline, Readable } from "node:stream";
import { DREAM_CONTENT_MAX_LENGTH } from "@somnia/shared/dreams";
import { IMPORT_MESSAGES } from "@somnia/shared/import";
import Papa from "papaparse";
import type { CsvDialect } from "./csv-header";
import { ImportRefusal } from "./import-reading";

/** The most characters one row may hold (1 Mi): a row papaparse would have to hold longer is refused. */
const MAX_ROW = 1024 * 1024;

const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;

/** Where in a row the text stands, by papaparse's rules. */
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** Just after a quote inside a quoted field: an escaped quote, the field's end, or a stray quote. */
const AFTER_QUOTE = 3;

/**
 * The CSV text passed through unchanged while each row stays within MAX_ROW characters, else
 * IMPORT_TEXT_TOO_LONG. papaparse keeps an unfinished row whole and parses it again with every
 * chunk, so a row without end (an unclosed quote) would grow to the whole file: this follows its
 * rules for quotes (one opens a field, "" is a quote, one before the delimiter or the line break
 * closes it) to find where rows end.
 */
async function* boundedRows(
  text: AsyncIterable<string>,
  { delimiter, newline }: CsvDialect,
): AsyncGenerator<string> {
  const separator = delimiter.charCodeAt(0);
  const ending = newline.charCodeAt(newline.length - 1);
  const twoPart = newline.length === 2;
  let state = FIELD_START;
  let length = 0;
  let last = 0;
  for await (const chunk of text) {
    for (let i = 0; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      const rowEnd = code === ending && (!twoPart || last === CR) && state !== QUOTED;
      last = code;
      length += 1;
      if (rowEnd) {
        state = FIELD_START;
        length = 0;
      } else if (state === QUOTED) {
        if (code === QUOTE) state = AFTER_QUOTE;
      } else if (state === AFTER_QUOTE) {
        if (code === separator) state = FIELD_START;
        else if (code !== SPACE && code !== TAB && code !== CR) state = QUOTED;
      } else if (code === separator) state = FIELD_START;
      else if (state === FIELD_START) state = code === QUOTE ? QUOTED : UNQUOTED;
      if (length > MAX_ROW)
        throw new ImportRefusal(IMPORT_MESSAGES.textTooLong, { limit: DREAM_CONTENT_MAX_LENGTH });
    }
    yield chunk;
  }
}

/** The line breaks in a row's fields (a quoted field may hold some), so each row's first line is known. */
function breaksIn(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) count += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  return count;
}

/** A row of a CSV, and the line it starts on (the header is line 1). */
interface CsvRow {
  fields: string[];
  line: number;
}

/**
 * The rows of a CSV text after its header, one at a time, parsed by papaparse as the text streams
 * in (never the whole file in memory). An empty line is a row of one empty field.
 */
export async function* csvRows(text: AsyncIterable<string>, dialect: CsvDialect): AsyncGenerator<CsvRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { ...dialect, quoteChar: '"' });
  // A failure on the way (invalid UTF-8, a row too long) destroys the parser with it: the loop throws it.
  pipeline(Readable.from(boundedRows(text, dialect)), parser, () => {});
  let line = 1;
  let header = true;
  for await (const fields of parser as AsyncIterable<string[]>) {
    const start = line;
    line += 1 + breaksIn(fields);
    if (header) header = false;
    else yield { fields, line: start };
  }
}
