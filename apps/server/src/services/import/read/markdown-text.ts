import { type DateMatch, matchDate } from "./parse-date";

/** An ATX heading: its level's marks, its text, and closing marks if any. */
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
/** What may stand between a heading's date and its title: "2024-03-15 — Flying", "March 15, 2024: Flying". */
const TITLE_SEPARATOR = /^\s*(?:[—–\-:|,.]\s*)?/;

/** The text of a Markdown heading line, or null when the line is not one. */
export function headingText(line: string): string | null {
  const heading = HEADING.exec(line);
  return heading ? (heading[1] as string).trim() : null;
}

/**
 * A heading that starts with a date ("## 2024-03-15", "# 2024-03-15 — Flying", "## March 15, 2024:
 * Flying"): the date and the rest of the heading as the title (null when there is none).
 */
export function datedHeading(line: string): { date: DateMatch; title: string | null } | null {
  const text = headingText(line);
  const date = text === null ? null : matchDate(text);
  if (!date) return null;
  // "2024-03-15abc" is no date: one ends at the heading's end, a space or a separator.
  if (date.rest !== "" && !/^[\s—–\-:|,.]/.test(date.rest)) return null;
  const title = date.rest.replace(TITLE_SEPARATOR, "").trim();
  return { date, title: title || null };
}

/** A text whose first non-blank line is a heading: that heading, and the text without it. */
export function leadingHeading(text: string): { title: string; body: string } | null {
  const start = text.search(/\S/);
  if (start < 0) return null;
  const end = text.indexOf("\n", start);
  const line = text.slice(start, end < 0 ? undefined : end);
  const title = headingText(line);
  if (title === null) return null;
  return { title, body: end < 0 ? "" : text.slice(end + 1) };
}

/** YAML front matter: a first line of "---", then the YAML up to a line of "---" or "...". */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** A note's YAML front matter (its source, not parsed) and the text after it; yaml null without one. */
export function splitFrontMatter(text: string): { yaml: string | null; body: string } {
  const found = FRONT_MATTER.exec(text);
  if (!found) return { yaml: null, body: text };
  return { yaml: found[1] ?? "", body: text.slice(found[0].length) };
}

/** True when a text starts with YAML front matter's opening line. */
export function startsWithFrontMatter(text: string): boolean {
  return /^---[ \t]*\r?\n/.test(text);
}
