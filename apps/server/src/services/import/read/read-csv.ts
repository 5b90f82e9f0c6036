import { CSV_FIELDS, type CsvLayout, type DateOrder, IMPORT_MESSAGES } from "@somnia/shared/import";
import { type CsvDialect, csvHeader, guessColumns } from "./csv-header";
import { csvRows } from "./csv-rows";
import { type ImportItem, type ImportReading, ImportRefusal, type ReadImportOptions } from "./import-reading";
import { normaliseEntry, problemItem, tagsOfText } from "./normalise-entry";
import { dateOfText, matchDate, orderEvidence } from "./parse-date";
import { fileBytes, utf8Text } from "./text-stream";

const rowsOf = (path: string, dialect: CsvDialect) => csvRows(utf8Text(fileBytes(path)), dialect);

/**
 * What the date column says of the file's date order, read once through the file (only that
 * column is looked at): the order its d/m/y dates show (a first part over 12 is a day, a second part
 * over 12 too), and whether it is ambiguous — dates like 03/04/2024 with nothing to tell them
 * apart, or dates that contradict each other — so that the reader must choose one.
 */
async function dateEvidence(path: string, dialect: CsvDialect, column: number) {
  let dayFirst = false;
  let monthFirst = false;
  let either = false;
  for await (const { fields } of rowsOf(path, dialect)) {
    const match = matchDate(fields[column] ?? "");
    const evidence = match && orderEvidence(match);
    if (evidence === "dmy") dayFirst = true;
    else if (evidence === "mdy") monthFirst = true;
    else if (evidence === "either") either = true;
  }
  const order: DateOrder | null = dayFirst === monthFirst ? null : dayFirst ? "dmy" : "mdy";
  return { order, ambiguous: (dayFirst && monthFirst) || (either && order === null) };
}

const nonEmpty = (fields: readonly string[]) => fields.some((field) => field.trim() !== "");

/**
 * A CSV with a header row (detect-format.ts found its header in `head`). Its layout is complete
 * when this resolves: the columns, the guess from their names, and `ambiguousDates`, for which the
 * date column is read through once here. The columns used are the ones chosen (a field left out
 * then has none), else the guess; a chosen column past the last is IMPORT_INVALID_CHOICE.
 *
 * items() refuses before its first item, so an import stores nothing, when the date or the text
 * column is neither chosen nor guessed (IMPORT_CSV_COLUMNS_REQUIRED) or when the dates are
 * ambiguous and no order is chosen (IMPORT_CSV_DATE_ORDER_REQUIRED); a preview can catch that
 * refusal and still show `csv` for the reader to choose. Otherwise each row is an entry placed at
 * its first line: one whose field count differs from the header's is IMPORT_RAGGED_ROW, an empty
 * one is passed over, and tags are split on `,`, `;` and `#`.
 */
export async function readCsv(
  path: string,
  head: string,
  options: ReadImportOptions,
): Promise<ImportReading> {
  const header = csvHeader(head);
  if (!header) throw new ImportRefusal(IMPORT_MESSAGES.unknownFormat);
  const { columns, dialect } = header;
  const guess = guessColumns(columns);
  const chosen = options.csv ?? {};
  if (CSV_FIELDS.some((field) => (chosen[field] ?? 0) >= columns.length))
    throw new ImportRefusal(IMPORT_MESSAGES.invalidChoice);
  // Columns chosen by the reader are the whole mapping: a field left out then has no column.
  const choosing = CSV_FIELDS.some((field) => chosen[field] !== undefined);
  const [date, title, text, tags] = CSV_FIELDS.map((field) => (choosing ? chosen[field] : guess[field]));
  const evidence = date == null ? null : await dateEvidence(path, dialect, date);
  const csv: CsvLayout = { columns, guess, ambiguousDates: evidence?.ambiguous ?? false };
  const order = chosen.dateOrder ?? evidence?.order ?? null;

  async function* items(): AsyncGenerator<ImportItem> {
    if (date == null || text == null) throw new ImportRefusal(IMPORT_MESSAGES.csvColumnsRequired);
    if (csv.ambiguousDates && !chosen.dateOrder)
      throw new ImportRefusal(IMPORT_MESSAGES.csvDateOrderRequired);
    for await (const { fields, line } of rowsOf(path, dialect)) {
      if (!nonEmpty(fields)) continue;
      const place = { line };
      if (fields.length !== columns.length) {
        yield problemItem(place, IMPORT_MESSAGES.raggedRow);
        continue;
      }
      const cell = (column: number | null | undefined) => (column == null ? null : (fields[column] ?? null));
      const entry = {
        place,
        dreamDate: dateOfText(cell(date) ?? "", order),
        title: cell(title),
        content: cell(text) ?? "",
        tags: tagsOfText(cell(tags) ?? ""),
      };
      yield normaliseEntry(entry, options.today);
    }
  }

  return { format: "csv", csv, items };
}
