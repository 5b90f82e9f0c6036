import { isIsoDate } from "@somnia/shared/dates";
import type { DreamDetections } from "@somnia/shared/detections";
import {
  DREAM_CONTENT_MAX_LENGTH,
  DREAM_TITLE_MAX_LENGTH,
  type DreamType,
  VIVIDNESS_MAX,
  VIVIDNESS_MIN,
} from "@somnia/shared/dreams";
import {
  IMPORT_MESSAGES,
  IMPORT_OLDEST_DATE,
  type ImportMessage,
  type ImportPlace,
} from "@somnia/shared/import";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@somnia/shared/tags";
import type { ImportItem } from "./import-reading";

/** An entry as a reader found it, before the rules every imported dream follows. */
export interface RawEntry {
  place: ImportPlace;
  /** yyyy-MM-dd when the reader could read it, the text as found when it could not, null when absent. */
  dreamDate: string | null;
  title: string | null;
  content: string;
  tags: readonly string[];
  /** When the file says the entry was written (any form Date.parse reads). */
  createdAt?: string | null;
  /** What a file may say of the dream besides its text: "I don't remember", its types, its vividness. */
  notRemembered?: boolean;
  types?: readonly DreamType[];
  vividness?: number | null;
  /** What only a Somnia export carries. */
  somnia?: {
    sourceId: string;
    notRemembered: boolean;
    types: readonly DreamType[];
    suggestedTypes: readonly DreamType[];
    vividness: number | null;
    excludeFromAi: boolean;
    detections: DreamDetections | null;
    isAnalyzed: boolean;
  };
}

/** Control characters (Unicode Cc), and the same less the line break and tab a written text keeps. */
const CONTROL = /\p{Cc}/gu;
const CONTROL_IN_PROSE = /[^\P{Cc}\n\t]/gu;
const LINE_BREAKS = /\r\n?|\n/g;

/** `text` cut to `max` UTF-16 units, never between the two halves of a surrogate pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A text as a dream's content: line breaks as "\n", no control character but "\n" and tab, trimmed. */
function cleanText(text: string): string {
  return text.replace(LINE_BREAKS, "\n").replace(CONTROL_IN_PROSE, "").trim();
}

/**
 * A title on one line, without control characters, at most DREAM_TITLE_MAX_LENGTH long: a longer
 * one is cut at a word boundary (if one falls in its second half) and ends with "…". Empty: null.
 */
function cleanTitle(title: string | null): string | null {
  if (title === null) return null;
  const line = title
    .replace(/[\r\n\t]+/g, " ")
    .replace(CONTROL, "")
    .trim();
  if (line.length <= DREAM_TITLE_MAX_LENGTH) return line || null;
  const head = cutAt(line, DREAM_TITLE_MAX_LENGTH - 1);
  const space = head.search(/\s\S*$/);
  return `${(space > DREAM_TITLE_MAX_LENGTH / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Tags trimmed and cut to MAX_TAG_LENGTH, empty ones dropped, each once, at most MAX_TAGS. */
function cleanTags(tags: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const tag of tags) {
    const clean = cutAt(tag.replace(CONTROL, " ").trim(), MAX_TAG_LENGTH).trimEnd();
    if (clean) kept.add(clean);
    if (kept.size === MAX_TAGS) break;
  }
  return [...kept];
}

/** Tags written as one text ("flying, sea", "#lucid #flying", "a; b"): split on `,`, `;` and `#`. */
export function tagsOfText(text: string): string[] {
  return text.split(/[,;#]/);
}

/** An ISO instant, or null when `value` reads as none. */
function instantOf(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An entry skipped, with its reason and, for some reasons, their values. */
export const problemItem = (
  place: ImportPlace,
  reason: ImportMessage,
  params?: Record<string, number>,
): ImportItem => ({
  kind: "problem",
  problem: params ? { place, reason, params } : { place, reason },
});

/** An entry whose text is longer than any dream's. */
export const tooLong = (place: ImportPlace) =>
  problemItem(place, IMPORT_MESSAGES.textTooLong, { limit: DREAM_CONTENT_MAX_LENGTH });

/** Why the date cannot be a dream's, or null when it can. */
function dateProblem(date: string | null, today: string): ImportMessage | null {
  if (date === null || date.trim() === "") return IMPORT_MESSAGES.missingDate;
  if (!isIsoDate(date)) return IMPORT_MESSAGES.invalidDate;
  if (date < IMPORT_OLDEST_DATE) return IMPORT_MESSAGES.dateTooOld;
  if (date > today) return IMPORT_MESSAGES.futureDate;
  return null;
}

/**
 * The rules every imported entry follows, whatever its format (docs/decisions/041-journal-import.md):
 * a date from IMPORT_OLDEST_DATE to `today`, a text within DREAM_CONTENT_MAX_LENGTH (none for an
 * "I don't remember" entry), a clean title and tags. The dream passes createDreamSchema; an entry
 * that cannot be one is a problem with its reason and place.
 */
export function normaliseEntry(entry: RawEntry, today: string): ImportItem {
  const { place, somnia } = entry;
  const dateIssue = dateProblem(entry.dreamDate, today);
  if (dateIssue) return problemItem(place, dateIssue);
  const dreamDate = entry.dreamDate as string;
  const createdAt = instantOf(entry.createdAt);
  const source = somnia ? { sourceId: somnia.sourceId } : {};
  const exported = somnia ? { isAnalyzed: somnia.isAnalyzed } : {};
  if (somnia?.notRemembered || entry.notRemembered) {
    const dream = {
      dreamDate,
      title: null,
      content: "",
      tags: [],
      notRemembered: true,
      types: [],
      suggestedTypes: [],
      vividness: null,
      excludeFromAi: somnia?.excludeFromAi ?? false,
      detections: null,
      createdAt,
      ...exported,
    };
    return { kind: "dream", place, dream, ...source };
  }
  const content = cleanText(entry.content);
  if (!content) return problemItem(place, IMPORT_MESSAGES.emptyText);
  if (content.length > DREAM_CONTENT_MAX_LENGTH) return tooLong(place);
  const vividness = somnia?.vividness ?? entry.vividness ?? null;
  const vivid =
    vividness !== null &&
    Number.isInteger(vividness) &&
    vividness >= VIVIDNESS_MIN &&
    vividness <= VIVIDNESS_MAX;
  const dream = {
    dreamDate,
    title: cleanTitle(entry.title),
    content,
    tags: cleanTags(entry.tags),
    notRemembered: false,
    types: [...new Set(somnia?.types ?? entry.types ?? [])],
    ...(somnia && { suggestedTypes: [...new Set(somnia.suggestedTypes)] }),
    vividness: vivid ? vividness : null,
    excludeFromAi: somnia?.excludeFromAi ?? false,
    detections: somnia?.detections ?? null,
    createdAt,
    ...exported,
  };
  return { kind: "dream", place, dream, ...source };
}
