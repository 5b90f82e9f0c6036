import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db";
import { migrate } from "../../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory migrated by src/db/migrate.ts; each test file loads a copy. */
    pgliteTemplate: string;
  }
}

/** Migrates one in-memory PGlite per run, the way the server does at start, and dumps it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "somnia-pglite-template-"));
  const database = openDatabase({ url: "memory://", dataDir: dir });
  try {
    if (database.driver !== "pglite") throw new Error("memory:// should open PGlite");
    await migrate(database);
    const file = join(dir, "pgdata.tar");
    await writeFile(file, await database.pglite.dumpDataDir());
    project.provide("pgliteTemplate", file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
