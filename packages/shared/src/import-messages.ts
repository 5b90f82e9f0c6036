/**
 * Why an import refuses a file or skips an entry, as codes (docs/decisions/040-message-codes.md).
 * Apart from ./import.ts's schemas, so that the code table (./messages.ts), which every page's
 * first load carries, does not bring them along.
 */
export const IMPORT_MESSAGES = {
  // The whole file is refused.
  unknownFormat: "IMPORT_UNKNOWN_FORMAT",
  emptyFile: "IMPORT_EMPTY_FILE",
  tooLarge: "IMPORT_TOO_LARGE",
  corruptZip: "IMPORT_CORRUPT_ZIP",
  zipTooLarge: "IMPORT_ZIP_TOO_LARGE",
  invalidUtf8: "IMPORT_INVALID_UTF8",
  invalidJson: "IMPORT_INVALID_JSON",
  noDreams: "IMPORT_NO_DREAMS",
  csvColumnsRequired: "IMPORT_CSV_COLUMNS_REQUIRED",
  csvDateOrderRequired: "IMPORT_CSV_DATE_ORDER_REQUIRED",
  invalidChoice: "IMPORT_INVALID_CHOICE",
  busy: "IMPORT_BUSY",
  // One entry is skipped.
  missingDate: "IMPORT_MISSING_DATE",
  invalidDate: "IMPORT_INVALID_DATE",
  futureDate: "IMPORT_FUTURE_DATE",
  dateTooOld: "IMPORT_DATE_TOO_OLD",
  emptyText: "IMPORT_EMPTY_TEXT",
  textTooLong: "IMPORT_TEXT_TOO_LONG",
  raggedRow: "IMPORT_RAGGED_ROW",
  entryInvalidUtf8: "IMPORT_ENTRY_INVALID_UTF8",
  entryUnreadable: "IMPORT_ENTRY_UNREADABLE",
  notADream: "IMPORT_NOT_A_DREAM",
  media: "IMPORT_MEDIA",
  duplicate: "IMPORT_DUPLICATE",
  basicLimit: "IMPORT_BASIC_LIMIT",
} as const;
export type ImportMessage = (typeof IMPORT_MESSAGES)[keyof typeof IMPORT_MESSAGES];
