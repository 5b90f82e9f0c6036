import type { ExportData } from "@somnia/shared/account";
import type { DreamDetections } from "@somnia/shared/detections";
import type { DreamType } from "@somnia/shared/dreams";
import type {
  CsvLayout,
  DateOrder,
  ImportFormat,
  ImportMessage,
  ImportPlace,
  ImportProblem,
} from "@somnia/shared/import";

/** What the readers of an import file are given besides the file (read-import.ts). */
export interface ReadImportOptions {
  /** Today in the reader's time zone (yyyy-MM-dd): later dates are skipped as IMPORT_FUTURE_DATE. */
  today: string;
  /** A CSV's chosen columns and date order (from importQuerySchema); absent: the guess. */
  csv?: { date?: number; title?: number; text?: number; tags?: number; dateOrder?: DateOrder };
}

/** One dream as read from a file, normalised (normalise-entry.ts): it passes createDreamSchema. */
export interface ImportedDream {
  /** yyyy-MM-dd */
  dreamDate: string;
  /** null: none in the file (the analyst will title it). */
  title: string | null;
  /** "" for an "I don't remember" entry. */
  content: string;
  tags: string[];
  notRemembered: boolean;
  /** A Somnia export's types, else []. */
  types: DreamType[];
  /** A Somnia export's suggested types; absent for the other formats (the analyst suggests them). */
  suggestedTypes?: DreamType[];
  /** A Somnia export's vividness, else null. */
  vividness: number | null;
  /** A Somnia export's choice, else false. */
  excludeFromAi: boolean;
  /** A Somnia export's chips, else null (the analyst detects them). */
  detections: DreamDetections | null;
  /** An ISO instant when the file says when the entry was written, else null. */
  createdAt: string | null;
  /**
   * A Somnia export's: present exactly for a dream read from one, which is stored as it was
   * exported (no AI title, chips or suggested types are made for it).
   */
  isAnalyzed?: boolean;
}

export type ImportItem =
  /** sourceId: a Somnia export's id of the dream, which its analyses and interpretations refer to. */
  | { kind: "dream"; place: ImportPlace; dream: ImportedDream; sourceId?: string }
  | { kind: "analysis"; place: ImportPlace; analysis: ExportData["analyses"][number] }
  | { kind: "interpretation"; place: ImportPlace; interpretation: ExportData["interpretations"][number] }
  /** An entry skipped, with its reason code and values. */
  | { kind: "problem"; problem: ImportProblem }
  /** A photo, audio, video or other attachment left out (counted, never imported). */
  | { kind: "media"; place: ImportPlace };

export interface ImportReading {
  format: ImportFormat;
  /**
   * A CSV's header, the columns guessed from it, and whether its dates need an order chosen;
   * complete when readImport resolves (read-csv.ts). null for the other formats.
   */
  csv: CsvLayout | null;
  /**
   * The entries in file order, streamed; iterate once. A whole-file failure found on the way (a
   * JSON document that breaks off, invalid UTF-8 further in, a zip over its caps) throws
   * ImportRefusal; a CSV whose columns or date order must be chosen throws it before the first item.
   */
  items(): AsyncIterable<ImportItem>;
}

/** The whole file is refused: its reason is a code of IMPORT_MESSAGES, worded by the client. */
export class ImportRefusal extends Error {
  constructor(
    readonly reason: ImportMessage,
    readonly params?: Record<string, string | number>,
  ) {
    super(`import refused: ${reason}`);
    this.name = "ImportRefusal";
  }
}
