import { CSV_FIELDS, type CsvField, type CsvLayout, type ImportPreview } from "@somnia/shared/import";
import type { ImportChoices } from "@/api/import";

/** Date and text make a dream; title and tags may be left out. */
export const REQUIRED_FIELDS: readonly CsvField[] = ["date", "text"];

/**
 * Each field's column: the server's guess until a column is chosen; from then on the choices alone,
 * a field left out of them read from no column.
 */
export function mappedColumns(csv: CsvLayout, choices: ImportChoices): Record<CsvField, number | null> {
  const chosen = CSV_FIELDS.some((field) => choices[field] !== undefined);
  return Object.fromEntries(
    CSV_FIELDS.map((field) => [field, chosen ? (choices[field] ?? null) : csv.guess[field]]),
  ) as Record<CsvField, number | null>;
}

/** Whether a CSV's date and text columns are both known: the import needs them. */
export function hasRequiredColumns(choices: ImportChoices, preview: ImportPreview | null): boolean {
  if (!preview?.csv) return true;
  const mapped = mappedColumns(preview.csv, choices);
  return REQUIRED_FIELDS.every((field) => mapped[field] !== null);
}
