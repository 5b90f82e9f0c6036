import { isDreamType, VIVIDNESS_MAX } from "@somnia/shared/dreams";
import { DREAM_FIELD_LINE, unescapeDreamText } from "../../export/markdown-sections";
import type { RawEntry } from "./normalise-entry";

const SECTION =
  /^## (Profile|What the interpreter knows about you|(Dreams|Analyses|Interpretations) \(\d+\))$/;

/**
 * Somnia's own Markdown export (services/export/markdown-sections.ts) read back: only its "Dreams"
 * section holds dreams; its profile, memory, analyses and interpretations (whose headings are dated
 * too) are left out, and each dream's lines of tags, types, vividness and analysis are read as such,
 * not as its text.
 */
export class SomniaMarkdown {
  /** The file opens with the export's title. */
  active = false;
  private inDreams = false;
  private started = false;

  /** What a line is: part of a dream or plain text ("text"), or outside the export's dreams ("skip", "section"). */
  classify(line: string): "text" | "skip" | "section" {
    if (!this.started && line.trim() !== "") {
      this.started = true;
      this.active = line.trim() === "# Somnia export";
    }
    if (!this.active) return "text";
    // The export's own sections only: a dream's text may have a "## " line of its own.
    const section = SECTION.exec(line.trim());
    if (section) {
      this.inDreams = section[2] === "Dreams";
      return "section";
    }
    return this.inDreams ? "text" : "skip";
  }
}

const UNTITLED = "(Untitled)";
const NOT_REMEMBERED = "I don't remember";

/** An exported dream's entry: its heading's title, and the lines the export writes before its text. */
export function exportedEntry(entry: RawEntry): RawEntry {
  if (entry.title === NOT_REMEMBERED) return { ...entry, title: null, content: "", notRemembered: true };
  const lines = entry.content.split("\n");
  const read: Partial<RawEntry> = {};
  let at = 0;
  for (; at < lines.length; at++) {
    const line = lines[at] as string;
    if (line.trim() === "") continue;
    const meta = DREAM_FIELD_LINE.exec(line);
    if (!meta) break;
    const value = meta[2] as string;
    if (meta[1] === "Tags") read.tags = value.split(",").map((tag) => tag.trim());
    if (meta[1] === "Type")
      read.types = value
        .split(",")
        .map((type) => type.trim().toLowerCase())
        .filter(isDreamType);
    if (meta[1] === "Vividness") read.vividness = vividnessOf(value);
  }
  const title = entry.title === UNTITLED ? null : entry.title;
  return { ...entry, ...read, title, content: unescapeDreamText(lines.slice(at).join("\n")) };
}

/** "4/5": the vividness, on Somnia's scale only. */
function vividnessOf(value: string): number | null {
  const found = /^(\d+)\/(\d+)$/.exec(value.trim());
  return found && Number(found[2]) === VIVIDNESS_MAX ? Number(found[1]) : null;
}
