import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { ImportFormat } from "@somnia/shared/import";
import { zipOf } from "../test/import/zip-writer";
import { dreamText, seededRandom } from "./dream-text";
import { type SeededUser, seedProfile, signUpUser } from "./seed";
import type { BenchServer } from "./server";

/** A journal file to import, and the fresh user who imports it. */
export interface ImportFile {
  format: Extract<ImportFormat, "somnia" | "markdown">;
  path: string;
  bytes: number;
  megabytes: number;
  user: SeededUser;
}

const DAY = 86_400_000;

/** `count` notes as Obsidian keeps them: front matter (date, tags), a heading, the text; one per file. */
function markdownZip(count: number): Buffer {
  const random = seededRandom(20_261_127);
  const rareAt = Math.floor(count / 2);
  const first = Date.UTC(2019, 0, 1);
  const files = Array.from({ length: count }, (_, i) => {
    const { title, content, tags } = dreamText(random, i === rareAt);
    const date = new Date(first + Math.floor((i * 5 * 365) / count) * DAY).toISOString().slice(0, 10);
    const front = `---\ndate: ${date}\ntags: [${tags.join(", ")}]\n---\n`;
    return { name: `Dreams/${date} ${i}.md`, data: `${front}# ${title}\n\n${content}\n` };
  });
  return zipOf(files);
}

/**
 * The import's files, written while the bench server runs: the journal of `source` as its Somnia
 * JSON export (read over HTTP, as a user downloads it), and a zip of `count` Markdown notes; each
 * with a fresh Plus user to import it (Plus: the plan's allowance plays no part in the timing).
 */
export async function prepareImports(
  server: BenchServer,
  source: SeededUser,
  count: number,
): Promise<{ files: ImportFile[]; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "somnia-bench-import-"));
  const exportPath = join(dir, "somnia-export.json");
  const response = await fetch(`${server.url}/api/export?format=json`, {
    headers: { cookie: source.cookie },
  });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  await pipeline(
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    createWriteStream(exportPath),
  );
  const zipPath = join(dir, "notes.zip");
  await writeFile(zipPath, markdownZip(count));
  const files: ImportFile[] = [];
  for (const [format, path] of [
    ["somnia", exportPath],
    ["markdown", zipPath],
  ] as const) {
    const user = await signUpUser(server, `import-${format}`);
    await seedProfile(server, user.id, true);
    const { size } = await stat(path);
    files.push({ format, path, bytes: size, megabytes: size / (1024 * 1024), user });
  }
  return { files, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
