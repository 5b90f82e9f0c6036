import type { CsvField, CsvLayout } from "@somnia/shared/import";
import Papa from "papaparse";

/** How a CSV is written: its delimiter and the line break that ends its rows. */
export interface CsvDialect {
  delimiter: string;
  newline: "\r\n" | "\n" | "\r";
}

/** The delimiters a CSV may use, the first preferred when two split its header alike. */
const DELIMITERS = [",", ";", "\t"];

/**
 * The header of a text read as CSV, from its first line: its columns (trimmed) and its dialect, the
 * delimiter being the one that splits the header into the most columns. Null when none splits it
 * into two or more: the text is not a CSV.
 */
export function csvHeader(text: string): { columns: string[]; dialect: CsvDialect } | null {
  const end = text.search(/[\r\n]/);
  const line = end < 0 ? text : text.slice(0, end);
  const newline = end < 0 || text.startsWith("\n", end) ? "\n" : text.startsWith("\r\n", end) ? "\r\n" : "\r";
  let best: { columns: string[]; delimiter: string } | null = null;
  for (const delimiter of DELIMITERS) {
    const columns = Papa.parse<string[]>(line, { delimiter }).data[0] ?? [];
    if (columns.length >= 2 && columns.length > (best?.columns.length ?? 0)) best = { columns, delimiter };
  }
  if (!best) return null;
  return {
    columns: best.columns.map((column) => column.trim()),
    dialect: { delimiter: best.delimiter, newline },
  };
}

/**
 * The words that name each field in a column's header, in English and Somnia's other languages
 * (fr, es, de, it, pt), without accents. A header is matched by any of its words, the fields tried
 * in this order ("Dream date" is the date, "Dream title" the title, "Dream" the text).
 */
const FIELD_WORDS: readonly [CsvField, ReadonlySet<string>][] = [
  [
    "date",
    new Set(["date", "dated", "day", "when", "created", "datum", "fecha", "data", "dia", "jour", "giorno"]),
  ],
  [
    "tags",
    new Set([
      "tags",
      "tag",
      "labels",
      "label",
      "keywords",
      "keyword",
      "etiquettes",
      "etiquetas",
      "schlagworter",
      "stichworter",
      "etichette",
      "marcadores",
    ]),
  ],
  ["title", new Set(["title", "titre", "titel", "titulo", "titolo", "subject", "heading"])],
  [
    "text",
    new Set([
      "text",
      "content",
      "contents",
      "dream",
      "entry",
      "body",
      "description",
      "notes",
      "texte",
      "texto",
      "testo",
      "traum",
      "reve",
      "sueno",
      "sogno",
      "sonho",
      "contenu",
      "contenido",
      "inhalt",
      "contenuto",
      "conteudo",
    ]),
  ],
];

/** A header's words: lower case, without accents, split on anything not a letter. */
function wordsOf(header: string): string[] {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** Each field's column guessed from the header's names: the first column that names it, or null. */
export function guessColumns(columns: readonly string[]): CsvLayout["guess"] {
  const guess: CsvLayout["guess"] = { date: null, title: null, text: null, tags: null };
  for (const [index, column] of columns.entries()) {
    const words = wordsOf(column);
    const field = FIELD_WORDS.find(([, names]) => words.some((word) => names.has(word)))?.[0];
    if (field && guess[field] === null) guess[field] = index;
  }
  return guess;
}
