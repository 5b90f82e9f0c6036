import { IMPORT_MESSAGES, type ImportPlace } from "@somnia/shared/import";
import type { ImportItem } from "./import-reading";
import { datedHeading, headingText } from "./markdown-text";
import { normaliseEntry, problemItem, type RawEntry, tooLong } from "./normalise-entry";
import { resolveDate } from "./parse-date";
import { readNote } from "./read-note";
import { exportedEntry, SomniaMarkdown } from "./somnia-markdown";
import { textLines } from "./text-stream";

/**
 * The most of one entry's text that is kept (1 Mi characters): beyond it the entry is too long for
 * any dream whatever its spacing, and only its length is counted.
 */
const MAX_ENTRY_TEXT = 1024 * 1024;

/** Lines gathered up to MAX_ENTRY_TEXT characters; past that only `overflow` is known. */
class Gathered {
  lines: string[] = [];
  length = 0;
  overflow = false;

  add(line: string) {
    this.length += line.length + 1;
    if (this.length > MAX_ENTRY_TEXT) {
      this.overflow = true;
      this.lines = [];
    } else this.lines.push(line);
  }

  get text() {
    return this.lines.join("\n");
  }
}

/** A note read whole (a file alone, or in a zip): its entry, or the problem that skips it. */
export function noteItem(text: string, place: ImportPlace, path: string | null, today: string): ImportItem {
  const note = readNote(text, place, path);
  return note ? normaliseEntry(note, today) : problemItem(place, IMPORT_MESSAGES.entryUnreadable);
}

interface Section {
  entry: RawEntry;
  text: Gathered;
}

function sectionItem({ entry, text }: Section, today: string, exported: SomniaMarkdown): ImportItem {
  if (text.overflow) return tooLong(entry.place);
  const read = { ...entry, content: text.text };
  return normaliseEntry(exported.active ? exportedEntry(read) : read, today);
}

/**
 * One Markdown or text file, line by line: each dated heading ("## 2024-03-15", "# 2024-03-15 —
 * Flying", "## March 15, 2024: Flying") starts a dream whose title is the rest of the heading, placed
 * at the heading's line; text before the first one is left out. A file without any dated heading is
 * one note (read-note.ts), dated by its front matter. Somnia's own Markdown export gives its dreams
 * only (somnia-markdown.ts).
 */
export async function* markdownItems(text: AsyncIterable<string>, today: string): AsyncGenerator<ImportItem> {
  const before = new Gathered();
  const exported = new SomniaMarkdown();
  let section: Section | null = null;
  let sections = 0;
  let line = 0;
  for await (const content of textLines(text)) {
    line += 1;
    if (exported.classify(content) !== "text") {
      if (section) yield sectionItem(section, today, exported);
      section = null;
      continue;
    }
    const heading = datedHeading(content);
    if (!heading) {
      (section?.text ?? before).add(content);
      continue;
    }
    if (section) yield sectionItem(section, today, exported);
    else before.lines = [];
    sections += 1;
    const dreamDate = resolveDate(heading.date, null) ?? headingText(content);
    section = {
      entry: { place: { line }, dreamDate, title: heading.title, content: "", tags: [] },
      text: new Gathered(),
    };
  }
  if (section) yield sectionItem(section, today, exported);
  else if (sections > 0 || exported.active) return;
  else if (before.overflow) yield tooLong({ line: 1 });
  else yield noteItem(before.text, { line: 1 }, null, today);
}
