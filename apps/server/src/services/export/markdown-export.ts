import { eq } from "drizzle-orm";
import { analysisSessions, dreams, interpretations } from "../../db/schema";
import type { ExportReadOptions } from "./keyset-pages";
import {
  analysisLines,
  dreamLines,
  headLines,
  interpretationLines,
  memoryLines,
  NO_DREAMS,
  NO_MEMORY,
  sectionHeading,
} from "./markdown-sections";
import { pageAnalyses } from "./page-analyses";
import { pageDreams } from "./page-dreams";
import { pageInterpretations } from "./page-interpretations";
import { pageMemory } from "./page-memory";
import { readDreamLabels } from "./read-dream-labels";
import type { ExportHead } from "./read-export-head";

/** Lines after the first: each begins with the "\n" that joins it to the one before. */
const continued = (lines: string[]) => lines.map((line) => `\n${line}`).join("");

/**
 * A readable Markdown rendering of the export (the JSON one is the complete, machine-readable
 * copy), in pieces: the head at once, then a piece per page. Each section's heading counts its
 * rows just before the section; analyses and readings name their dream, whose titles are read
 * and decrypted for each page only.
 */
export async function* markdownExport(head: ExportHead, options: ExportReadOptions): AsyncGenerator<string> {
  const { db, userId } = options;
  yield headLines(head).join("\n");

  let empty = true;
  for await (const page of pageMemory(options)) {
    yield continued(page.flatMap(memoryLines));
    empty = false;
  }
  if (empty) yield continued(NO_MEMORY);

  const dreamCount = await db.$count(dreams, eq(dreams.userId, userId));
  let pending = sectionHeading("Dreams", dreamCount);
  empty = true;
  for await (const page of pageDreams(options)) {
    yield continued([...pending, ...page.flatMap(dreamLines)]);
    pending = [];
    empty = false;
  }
  if (empty) pending.push(...NO_DREAMS);

  const analysisCount = await db.$count(analysisSessions, eq(analysisSessions.userId, userId));
  pending.push(...sectionHeading("Analyses", analysisCount));
  for await (const page of pageAnalyses(options)) {
    const labels = await readDreamLabels({ ...options, dreamIds: page.map((a) => a.dreamId) });
    yield continued([...pending, ...page.flatMap((a) => analysisLines(a, labels.get(a.dreamId)))]);
    pending = [];
  }

  const interpretationCount = await db.$count(interpretations, eq(interpretations.userId, userId));
  pending.push(...sectionHeading("Interpretations", interpretationCount));
  for await (const page of pageInterpretations(options)) {
    const labels = await readDreamLabels({ ...options, dreamIds: page.map((r) => r.dreamId) });
    yield continued([...pending, ...page.flatMap((r) => interpretationLines(r, labels.get(r.dreamId)))]);
    pending = [];
  }
  if (pending.length > 0) yield continued(pending);
}
