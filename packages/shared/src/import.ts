import { z } from "zod";
import { errorBodySchema } from "./errors";
import { IMPORT_MESSAGES, type ImportMessage } from "./import-messages";

export { IMPORT_MESSAGES, type ImportMessage };

/**
 * Importing a journal (docs/product.md, 'Import'): a file is read twice, once for its preview
 * (POST /api/import/preview) and once to import it (POST /api/import), each time streamed to the
 * server as the request body (docs/decisions/041-journal-import.md).
 */

/** The media type of POST /api/import's answer: one ImportEvent per line. */
export const IMPORT_STREAM_TYPE = "application/x-ndjson";

/** The formats Somnia reads, each detected from the file itself. */
export const IMPORT_FORMATS = ["somnia", "dayone", "markdown", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The default upload limit in MiB (IMPORT_MAX_MB on the server). */
export const IMPORT_DEFAULT_MAX_MB = 100;
/** How many titles the preview shows, and how many problems it lists before it only counts them. */
export const IMPORT_PREVIEW_TITLES = 5;
export const IMPORT_LISTED_PROBLEMS = 100;
/** The oldest dream date an import accepts. */
export const IMPORT_OLDEST_DATE = "1900-01-01";

const importMessageSchema = z.enum(Object.values(IMPORT_MESSAGES) as [ImportMessage, ...ImportMessage[]]);

/** Where in the file an entry is: its file in a zip, its line, or its place in a list (from 1). */
export const importPlaceSchema = z.object({
  file: z.string().optional(),
  line: z.number().int().optional(),
  entry: z.number().int().optional(),
});
export type ImportPlace = z.infer<typeof importPlaceSchema>;

/** An entry that was not imported, and why (a code of IMPORT_MESSAGES, with its values). */
export const importProblemSchema = z.object({
  place: importPlaceSchema,
  reason: importMessageSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const CSV_FIELDS = ["date", "title", "text", "tags"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** How a CSV's dates like 03/04/2024 read: day first, or month first. */
export const DATE_ORDERS = ["dmy", "mdy"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** A CSV's header and what was guessed from it: each field's column (0-based) or null. */
export const csvLayoutSchema = z.object({
  columns: z.array(z.string()),
  guess: z.object({
    date: z.number().int().nullable(),
    title: z.number().int().nullable(),
    text: z.number().int().nullable(),
    tags: z.number().int().nullable(),
  }),
  /** True when a date such as 03/04/2024 could be either: the reader must choose DATE_ORDERS. */
  ambiguousDates: z.boolean(),
});
export type CsvLayout = z.infer<typeof csvLayoutSchema>;

const column = z.coerce.number({ error: IMPORT_MESSAGES.invalidChoice }).int().min(0).max(999);
/** POST /api/import/preview and /api/import: a CSV's columns and date order, when chosen. */
export const importQuerySchema = z.object({
  date: column.optional(),
  title: column.optional(),
  text: column.optional(),
  tags: column.optional(),
  dateOrder: z.enum(DATE_ORDERS, { error: IMPORT_MESSAGES.invalidChoice }).optional(),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** What a file holds, before anything is imported. */
export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Entries that can be read as dreams, and how many of them are in the journal already. */
  dreams: z.number().int(),
  duplicates: z.number().int(),
  /** The oldest and newest dream dates among them (yyyy-MM-dd), null without dreams. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** The first titles, in file order (a dream without one has null: the analyst will title it). */
  titles: z.array(z.string().nullable()),
  /** Entries that will be skipped: the first IMPORT_LISTED_PROBLEMS, and how many in all. */
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
  /** Photos, audio and other attachments left out. */
  media: z.number().int(),
  /** A CSV's columns, for the reader to confirm; null for other formats. */
  csv: csvLayoutSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an import did, at its end. */
export const importSummarySchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  imported: z.number().int(),
  duplicates: z.number().int(),
  /** Entries not imported (unreadable, out of range, over the plan's limit), duplicates excluded. */
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
  media: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * POST /api/import answers NDJSON: progress lines, then `done`; or `error` with what was imported
 * before it (each batch is stored whole or not at all, and importing the file again adds only what
 * is missing).
 */
export const importEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("progress"),
    /** Entries read so far, of which imported and duplicates. */
    read: z.number().int(),
    imported: z.number().int(),
    duplicates: z.number().int(),
  }),
  z.object({ type: z.literal("done"), summary: importSummarySchema }),
  z.object({ type: z.literal("error"), error: errorBodySchema.shape.error, summary: importSummarySchema }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;
