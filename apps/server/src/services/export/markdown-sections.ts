import { type Dream, type DreamType, VIVIDNESS_MAX } from "@somnia/shared/dreams";
import type { Interpretation } from "@somnia/shared/interpretation";
import type { MemoryEntry } from "@somnia/shared/memory";
import type { ExportedAnalysis } from "./page-analyses";
import type { DreamLabel } from "./read-dream-labels";
import type { ExportHead } from "./read-export-head";

/** The Markdown export's pieces, each as lines; markdown-export.ts joins them with "\n". */

const MEMORY_HEADINGS: Record<MemoryEntry["infoType"], string> = {
  personal: "Personal information",
  recurring_dreams: "Recurring dreams",
  distilled_info: "Distilled insights",
};

/** From the title to the heading of the memory section. */
export function headLines({ exportedAt, account, profile }: ExportHead): string[] {
  return [
    "# Somnia export",
    "",
    `Exported ${exportedAt}`,
    "",
    "## Profile",
    "",
    `- E-mail: ${account.email}`,
    `- Display name: ${profile?.displayName ?? account.name}`,
    `- Membership: ${profile?.membershipType ?? "Basic"}`,
    `- Profile image: ${profile?.avatarUrl ?? "none"}`,
    `- Account created: ${account.createdAt}`,
    "",
    "## What the interpreter knows about you",
    "",
  ];
}

export const NO_MEMORY = ["_Nothing saved._", ""];
export const NO_DREAMS = ["_No dreams recorded._", ""];

export function sectionHeading(title: string, count: number): string[] {
  return [`## ${title} (${count})`, ""];
}

export function memoryLines(entry: MemoryEntry): string[] {
  return [`### ${MEMORY_HEADINGS[entry.infoType]}`, "", entry.content, ""];
}

const typeName = (type: DreamType) => `${type[0]?.toUpperCase()}${type.slice(1)}`;

/** The lines a dream's entry opens with before its text: "Tags: …", "Type: …", "Vividness: …", "Analyzed: …". */
export const DREAM_FIELD_LINE = /^(Tags|Type|Vividness|Analyzed): (.*)$/;

/**
 * A text whose first line would read as one of those fields keeps it as text: a backslash before
 * its colon ("Tags\: …", which Markdown shows as "Tags: …"), one more where the text had some.
 * `unescapeDreamText` takes one away.
 */
const escapeDreamText = (text: string) => text.replace(/^(Tags|Type|Vividness|Analyzed)(\\*):/, "$1$2\\:");
export const unescapeDreamText = (text: string) =>
  text.replace(/^(Tags|Type|Vividness|Analyzed)(\\*)\\:/, "$1$2:");

export function dreamLines(dream: Dream): string[] {
  if (dream.notRemembered) return [`### ${dream.dreamDate} — I don't remember`, ""];
  const lines = [`### ${dream.dreamDate} — ${dream.title ?? "(Untitled)"}`, ""];
  if (dream.tags?.length) lines.push(`Tags: ${dream.tags.join(", ")}`, "");
  if (dream.types.length > 0) lines.push(`Type: ${dream.types.map(typeName).join(", ")}`, "");
  if (dream.vividness !== null) lines.push(`Vividness: ${dream.vividness}/${VIVIDNESS_MAX}`, "");
  if (dream.isAnalyzed) lines.push("Analyzed: yes", "");
  lines.push(escapeDreamText(dream.content), "");
  return lines;
}

/** The dream an analysis or reading is of, named; blank when it is not among the caller's dreams. */
function dreamName(dream: DreamLabel | undefined): string {
  return `${dream?.dreamDate ?? ""} — ${dream?.title ?? "(Untitled)"}`;
}

export function analysisLines(analysis: ExportedAnalysis, dream: DreamLabel | undefined): string[] {
  const lines = [`### ${dreamName(dream)} (${analysis.status})`, ""];
  lines.push(analysis.analysis, "");
  for (const { question, answer } of analysis.answers) lines.push(`- **${question}**`, `  ${answer}`);
  if (analysis.answers.length > 0) lines.push("");
  return lines;
}

export function interpretationLines(reading: Interpretation, dream: DreamLabel | undefined): string[] {
  return [`### ${dreamName(dream)} (${reading.createdAt})`, "", reading.text, ""];
}
