import { readFile } from "node:fs/promises";

/**
 * eld's language detection (Efficient Language Detector 2.1, Nito T.M., Apache-2.0), on its
 * `extrasmall` n-grams kept as bytes (`language-ngrams.bin`, written from eld by
 * `apps/server/scripts/language-ngrams.ts`): the same answers as eld, in about 3 MB of heap where
 * eld's object literal takes 29 (docs/decisions/044-dream-language.md).
 */

export interface Detection {
  /** The first language's ISO 639-1 code, or "" when no n-gram of the text is known. */
  language: string;
  /** Each scoring language's score between 0 and 1, highest first. */
  scores: Record<string, number>;
  /** Whether the first language stands clear (eld's `isReliable()`). */
  reliable: boolean;
}

interface Header {
  languages: string[];
  /** Each language's average score in a right detection. */
  averages: number[];
  separators: { source: string; flags: string };
  /** The character eld writes for each UTF-8 byte from 0x80 up (some are ASCII, some a space). */
  highBytes: string;
}

export interface LanguageTable extends Header {
  bytes: Buffer;
  /** An n-gram, one character per byte as eld writes it → the offset of its count of languages. */
  offsets: Map<string, number>;
  separatorPattern: RegExp;
}

const TABLE = new URL("./language-ngrams.bin", import.meta.url);

export async function loadLanguageTable(): Promise<LanguageTable> {
  const bytes = await readFile(TABLE);
  const newline = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.toString("utf8", 0, newline)) as Header;
  const offsets = new Map<string, number>();
  let at = newline + 1;
  while (at < bytes.length) {
    const length = bytes[at] as number;
    const counted = at + 1 + length;
    offsets.set(bytes.toString("latin1", at + 1, counted), counted);
    at = counted + 1 + 2 * (bytes[counted] as number);
  }
  const separatorPattern = new RegExp(header.separators.source, header.separators.flags);
  return { ...header, bytes, offsets, separatorPattern };
}

/** eld's cut-offs: at the first space past 350 bytes of the text, anywhere past 380. */
const CUT_AFTER = 350;
const ENFORCE_CUT_AFTER = 380;
/** eld's database holds each score less this base. */
const BASE_SCORE = 53;
/** eld's scale from a language's score per n-gram to a score between 0 and 1. */
const SCALE = 25;
const RELIABLE_RATIO = 0.75;

/**
 * The text's words as UTF-8 bytes, one character per byte as eld writes them (eld's
 * `strToUtf8Bytes`): ASCII as itself, a byte from 0x80 up as its character in `highBytes`.
 */
function byteWords(text: string, highBytes: string): string[] {
  const words: string[] = [];
  let word = "";
  let count = 0;
  const push = (...bytes: number[]) => {
    for (const byte of bytes) word += byte < 0x80 ? String.fromCharCode(byte) : highBytes[byte - 0x80];
    count += bytes.length;
  };
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code === 32) {
      if (word !== "") words.push(word);
      word = "";
      if (count > CUT_AFTER) break;
      count++;
    } else if (code < 0x80) push(code);
    else if (code < 0x800) push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0xd800 || code >= 0xe000)
      push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      i++;
      code = 0x10000 + (((code & 0x3ff) << 10) | (text.charCodeAt(i) & 0x3ff));
      push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
    if (count > ENFORCE_CUT_AFTER) break;
  }
  if (word !== "") words.push(word);
  return words;
}

/** Four-byte windows of each word, three bytes apart, a space marking the word's start and end. */
function ngramsOf(words: string[]): Set<string> {
  const ngrams = new Set<string>();
  for (const word of words) {
    const length = Math.min(word.length, 70);
    let j = 0;
    for (; j + 4 < length; j += 3) ngrams.add((j === 0 ? " " : "") + word.substring(j, j + 4));
    ngrams.add(`${j === 0 ? " " : ""}${word.substring(length !== 3 ? length - 4 : 0)} `);
  }
  return ngrams;
}

export function detectLanguage(table: LanguageTable, input: string): Detection {
  const text = input.substring(0, 1000).replace(table.separatorPattern, " ").trim().toLowerCase();
  const ngrams = ngramsOf(byteWords(text, table.highBytes));
  const totals = new Array<number>(table.languages.length).fill(0);
  for (const ngram of ngrams) {
    const at = table.offsets.get(ngram);
    if (at === undefined) continue;
    const end = at + 1 + 2 * (table.bytes[at] as number);
    for (let i = at + 1; i < end; i += 2) {
      const language = table.bytes[i] as number;
      totals[language] = (totals[language] as number) + (table.bytes[i + 1] as number) + BASE_SCORE;
    }
  }
  const ranked = totals
    .map((total, language) => ({ language, score: total / ngrams.size / (total / ngrams.size + SCALE) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const first = ranked[0];
  if (!first) return { language: "", scores: {}, reliable: false };
  const language = table.languages[first.language] as string;
  const scores = Object.fromEntries(ranked.map((r) => [table.languages[r.language], r.score]));
  // eld 2.1 compares the first score with the second language's index, not its score; kept as it
  // is, so that every answer stays eld's.
  const next = ranked[1]?.language ?? 0;
  const reliable =
    ngrams.size >= 3 &&
    !(
      (table.averages[first.language] as number) * RELIABLE_RATIO > first.score ||
      0.01 > Math.abs(first.score - next)
    );
  return { language, scores, reliable };
}
