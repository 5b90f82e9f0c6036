import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll } from "vitest";
import {
  type ImportItem,
  ImportRefusal,
  type ReadImportOptions,
  readImport,
} from "../../src/services/import/read/read-import";
import type { ZipFileSpec } from "./zip-writer";

/** The fixtures' folder. */
export const FIXTURES = join(import.meta.dirname, "fixtures");

/** The day the readers' tests are read on: every fixture's dates are before it. */
export const TODAY = "2025-06-30";

/**
 * A temporary folder for a test file's uploads, removed after its tests: `file(content)` writes one
 * and returns its path.
 */
export function useUploads() {
  let folder = "";
  let count = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "somnia-import-read-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return {
    async file(content: string | Uint8Array): Promise<string> {
      count += 1;
      const path = join(folder, `upload-${count}`);
      await writeFile(path, content);
      return path;
    },
    get folder() {
      return folder;
    },
  };
}

/** A fixture's bytes. */
export const fixture = (name: string) => readFile(join(FIXTURES, name));

/** Every file under a fixture folder, as zip entries named by their path in it. */
export async function fixtureFolder(name: string): Promise<ZipFileSpec[]> {
  const root = join(FIXTURES, name);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(root, path).split("\\").join("/"), data: await readFile(path) };
    }),
  );
}

/** Reads a file to its end: its format, CSV layout and items. */
export async function readAll(path: string, options: Partial<ReadImportOptions> = {}) {
  const reading = await readImport(path, { today: TODAY, ...options });
  const items: ImportItem[] = [];
  for await (const item of reading.items()) items.push(item);
  return { format: reading.format, csv: reading.csv, items };
}

/** The dreams among items. */
export const dreamsOf = (items: readonly ImportItem[]) =>
  items.flatMap((item) => (item.kind === "dream" ? [item.dream] : []));

/** The problems among items. */
export const problemsOf = (items: readonly ImportItem[]) =>
  items.flatMap((item) => (item.kind === "problem" ? [item.problem] : []));

/** How many media items there are. */
export const mediaOf = (items: readonly ImportItem[]) => items.filter((item) => item.kind === "media").length;

/** The reason of the ImportRefusal `promise` rejects with (it must reject with one). */
export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ImportRefusal) return err.reason;
    throw err;
  }
  throw new Error("the file was not refused");
}
