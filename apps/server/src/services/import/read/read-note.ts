import type { ImportPlace } from "@somnia/shared/import";
import { isMap, isNode, isScalar, parseDocument } from "yaml";
import { leadingHeading, splitFrontMatter } from "./markdown-text";
import { type RawEntry, tagsOfText } from "./normalise-entry";
import { dateOfText, matchDate, resolveDate } from "./parse-date";

type Meta = Record<string, unknown>;

/**
 * The front matter as key → value (keys in lower case); null when it is not YAML. A date stays as
 * written: YAML would turn a `!!timestamp` into an instant, and lose the day where it was written.
 */
function metaOf(yaml: string | null): Meta | null {
  if (yaml === null) return {};
  const doc = parseDocument(yaml, { logLevel: "silent" });
  if (doc.errors.length > 0) return null;
  if (!isMap(doc.contents)) return {};
  const meta: Meta = {};
  for (const { key, value } of doc.contents.items) {
    const name = String(isScalar(key) ? key.value : key).toLowerCase();
    if (isScalar(value) && value.value instanceof Date) meta[name] = value.source;
    else meta[name] = isNode(value) ? value.toJS(doc) : value;
  }
  return meta;
}

/** A front matter `date:`: yyyy-MM-dd, the text as found when it is no date, undefined when absent. */
function metaDate(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  return dateOfText(String(value), null);
}

/** A front matter `tags:`: a list, or one text of tags; a leading "#" is not part of a tag. */
function metaTags(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((tag) => String(tag ?? "").replace(/^\s*#/, ""));
  if (typeof value === "string") return tagsOfText(value);
  return [];
}

/** The base name of a path in a zip, without its folders and extension. */
function baseName(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * A file name's date and the words after it: "2024-03-15 Flying", "2024-03-15-flying",
 * "2024-03-15_flying" → the date and "Flying" or "flying"; no date → null and null.
 */
function nameParts(name: string): { date: string | null; rest: string | null } {
  const match = matchDate(name);
  if (!match || (match.rest !== "" && !/^[\s_\-—–:.]/.test(match.rest))) return { date: null, rest: null };
  const after = match.rest.replace(/^[\s_\-—–:.]+/, "");
  const rest = (/\s/.test(after) ? after : after.replace(/[-_]+/g, " ")).trim();
  return { date: resolveDate(match, null) ?? name, rest: rest || null };
}

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() || null : null;

/**
 * One Markdown or text note as an entry (docs/product.md, 'Import'): dated by its front matter's
 * `date:` or else by its file name; titled by the front matter's `title:`, else by a first heading
 * (then removed from the text), else by the file name's words after its date; tagged by the front
 * matter's `tags:`. `path` is its path in a zip, null for a file uploaded alone. Null when the
 * front matter is not YAML.
 */
export function readNote(text: string, place: ImportPlace, path: string | null): RawEntry | null {
  const { yaml, body } = splitFrontMatter(text);
  const meta = metaOf(yaml);
  if (meta === null) return null;
  const name = path === null ? { date: null, rest: null } : nameParts(baseName(path));
  const heading = leadingHeading(body);
  const metaTitle = textOf(meta.title);
  const headingTitle = heading !== null && (metaTitle === null || heading.title === metaTitle);
  const dated = metaDate(meta.date);
  return {
    place,
    dreamDate: dated === undefined ? name.date : dated,
    title: metaTitle ?? heading?.title ?? name.rest,
    content: headingTitle ? heading.body : body,
    tags: metaTags(meta.tags),
  };
}
