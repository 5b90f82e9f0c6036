import type { ExportData } from "@somnia/shared/account";
import type { Dream } from "@somnia/shared/dreams";
import type { MemoryEntry } from "@somnia/shared/memory";
import type { ExportedAnalysis } from "./export-analyses";

const MEMORY_HEADINGS: Record<MemoryEntry["infoType"], string> = {
  personal: "Personal information",
  recurring_dreams: "Recurring dreams",
  distilled_info: "Distilled insights",
};

function dreamSection(dream: Dream): string[] {
  if (dream.notRemembered) return [`### ${dream.dreamDate} — I don't remember`, ""];
  const lines = [`### ${dream.dreamDate} — ${dream.title ?? "(Untitled)"}`, ""];
  if (dream.tags?.length) lines.push(`Tags: ${dream.tags.join(", ")}`, "");
  if (dream.isAnalyzed) lines.push("Analyzed: yes", "");
  lines.push(dream.content, "");
  return lines;
}

function memorySection(entries: MemoryEntry[]): string[] {
  if (entries.length === 0) return ["_Nothing saved._", ""];
  return entries.flatMap((entry) => [`### ${MEMORY_HEADINGS[entry.infoType]}`, "", entry.content, ""]);
}

function analysisSection(analysis: ExportedAnalysis, dreams: ExportData["dreams"]): string[] {
  const dream = dreams.find((d) => d.id === analysis.dreamId);
  const lines = [`### ${dream?.dreamDate ?? ""} — ${dream?.title ?? "(Untitled)"} (${analysis.status})`, ""];
  lines.push(analysis.analysis, "");
  for (const { question, answer } of analysis.answers) lines.push(`- **${question}**`, `  ${answer}`);
  if (analysis.answers.length > 0) lines.push("");
  return lines;
}

function interpretationSection(reading: ExportData["interpretations"][number], dreams: ExportData["dreams"]) {
  const dream = dreams.find((d) => d.id === reading.dreamId);
  return [
    `### ${dream?.dreamDate ?? ""} — ${dream?.title ?? "(Untitled)"} (${reading.createdAt})`,
    "",
    reading.text,
    "",
  ];
}

/** A readable Markdown rendering of the export (the JSON one is the complete, machine-readable copy). */
export function toMarkdown(data: ExportData): string {
  const { account, profile } = data;
  return [
    "# Somnia export",
    "",
    `Exported ${data.exportedAt}`,
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
    ...memorySection(data.memory),
    `## Dreams (${data.dreams.length})`,
    "",
    ...(data.dreams.length === 0 ? ["_No dreams recorded._", ""] : data.dreams.flatMap(dreamSection)),
    `## Analyses (${data.analyses.length})`,
    "",
    ...data.analyses.flatMap((analysis) => analysisSection(analysis, data.dreams)),
    `## Interpretations (${data.interpretations.length})`,
    "",
    ...data.interpretations.flatMap((reading) => interpretationSection(reading, data.dreams)),
  ].join("\n");
}
