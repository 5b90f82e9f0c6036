import { isTimeZone, todayIn } from "@somnia/shared/dates";
import { IMPORT_MESSAGES, type ImportPlace } from "@somnia/shared/import";
import { z } from "zod";
import type { ImportItem } from "./import-reading";
import { jsonElements } from "./json-stream";
import { leadingHeading } from "./markdown-text";
import { normaliseEntry, problemItem } from "./normalise-entry";

/** The fields of a Day One entry that Somnia reads; the others (location, weather…) are left out. */
const entrySchema = z.object({
  creationDate: z.string().optional(),
  timeZone: z.string().optional(),
  text: z.string().optional(),
  tags: z.array(z.string()).optional(),
  photos: z.array(z.unknown()).optional(),
  audios: z.array(z.unknown()).optional(),
  videos: z.array(z.unknown()).optional(),
  pdfAttachments: z.array(z.unknown()).optional(),
});
type DayOneEntry = z.infer<typeof entrySchema>;

/** Day One's reference to an entry's photo, audio, video or PDF in its text: `![](dayone-moment://…)`. */
const MEDIA_REFERENCE = /!\[[^\]]*\]\(dayone-moment:[^)]*\)[ \t]*/g;

/**
 * The entry's text without its media references: a line that held only references is removed, and
 * the blank line after it too when one stands before it (the paragraphs around stay one apart).
 */
function withoutMedia(text: string): string {
  const kept: string[] = [];
  let removed = false;
  for (const line of text.split("\n")) {
    const rest = line.replace(MEDIA_REFERENCE, "");
    if (rest !== line && rest.trim() === "") {
      removed = true;
      continue;
    }
    const doubled = removed && rest.trim() === "" && kept.at(-1)?.trim() === "";
    if (!doubled) kept.push(rest === line ? line : rest.trimEnd());
    removed = false;
  }
  return kept.join("\n");
}

/** The day the entry was written, where it was written (its time zone, else UTC); the text as found if unreadable. */
function dayOf(entry: DayOneEntry): string | null {
  if (entry.creationDate === undefined) return null;
  const time = Date.parse(entry.creationDate);
  if (Number.isNaN(time)) return entry.creationDate;
  const zone = entry.timeZone && isTimeZone(entry.timeZone) ? entry.timeZone : "UTC";
  return todayIn(zone, new Date(time));
}

const mediaCount = (entry: DayOneEntry) =>
  (entry.photos?.length ?? 0) +
  (entry.audios?.length ?? 0) +
  (entry.videos?.length ?? 0) +
  (entry.pdfAttachments?.length ?? 0);

/**
 * The entries of a Day One JSON export (`Journal.json`, alone or in its zip, named by `file`), streamed:
 * the text kept as Markdown with a first-line heading as the title, dated by `creationDate` in
 * the entry's time zone, with its tags; each photo, audio, video and PDF of an entry counted as media.
 */
export async function* dayOneItems(
  text: AsyncIterable<string>,
  today: string,
  file?: string,
): AsyncGenerator<ImportItem> {
  for await (const { index, value } of jsonElements(text, ["entries"])) {
    const place: ImportPlace = file === undefined ? { entry: index + 1 } : { file, entry: index + 1 };
    const read = entrySchema.safeParse(value);
    if (!read.success) {
      yield problemItem(place, IMPORT_MESSAGES.entryUnreadable);
      continue;
    }
    const entry = read.data;
    const content = withoutMedia((entry.text ?? "").replace(/\r\n?/g, "\n"));
    const heading = leadingHeading(content);
    yield normaliseEntry(
      {
        place,
        dreamDate: dayOf(entry),
        title: heading?.title ?? null,
        content: heading ? heading.body : content,
        tags: entry.tags ?? [],
        createdAt: entry.creationDate ?? null,
      },
      today,
    );
    for (let i = 0; i < mediaCount(entry); i++) yield { kind: "media", place };
  }
}
