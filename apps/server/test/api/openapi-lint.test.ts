import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const CLI = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const CONFIG = fileURLToPath(new URL("../../redocly.yaml", import.meta.url));
/** Offline: no usage data, no check for a newer version; the lint reads its two files and nothing else. */
const QUIET = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint` of `file` with Somnia's rules, as JSON (it exits 1 when it finds an error). */
function lint(file: string): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    const args = [CLI, "lint", file, "--config", CONFIG, "--format", "json"];
    execFile(process.execPath, args, { env: { ...process.env, ...QUIET } }, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(new Error(`redocly lint failed: ${error?.message ?? ""}\n${stderr}`));
      }
    });
  });
}

// The document does not depend on the database: linted once, on PGlite.
describe.skipIf(process.env.SOMNIA_TEST_DRIVER === "pg")("the served OpenAPI document", () => {
  const t = useTestApp();

  it("passes Redocly's lint (apps/server/redocly.yaml) without a problem", async () => {
    const dir = await mkdtemp(join(tmpdir(), "somnia-openapi-"));
    try {
      const file = join(dir, "openapi.json");
      await writeFile(file, await (await call(t.app, "/api/openapi.json")).text());
      const report = await lint(file);
      const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
