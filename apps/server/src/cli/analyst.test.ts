import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { detectionsSchema } from "@somnia/shared/detections";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const cli = "apps/server/src/cli/analyst.ts";

function run(args: string[], input?: string) {
  return spawnSync(process.execPath, ["--import", "tsx", cli, ...args], {
    cwd: root,
    encoding: "utf8",
    input,
    timeout: 60_000,
  });
}

describe("analyst CLI", () => {
  it("prints one valid JSON object per line for the sample file", () => {
    const result = run(["--jsonl", "apps/server/src/cli/samples/dreams.jsonl"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      const parsed = JSON.parse(line);
      expect(Object.keys(parsed)).toEqual(["title", "emotions", "symbols", "analysis", "questions"]);
      expect(detectionsSchema.safeParse({ emotions: parsed.emotions, symbols: parsed.symbols }).success).toBe(
        true,
      );
      expect(parsed.questions.length).toBeGreaterThanOrEqual(3);
    }
    const first = JSON.parse(lines[0] ?? "{}");
    expect(first.emotions).toContainEqual(expect.objectContaining({ emotion: "fear", who: "dreamer" }));
    expect(first.symbols.map((symbol: { symbol: string }) => symbol.symbol)).toEqual(
      expect.arrayContaining(["chase", "flood", "dog"]),
    );
    expect(JSON.parse(lines[4] ?? "{}").analysis).toMatch(
      /^The built-in analyst reads English, French, Spanish, German, Italian and Portuguese;/,
    );
  });

  it("reads a whole dream from stdin and pretty-prints it", () => {
    const result = run([], "I was falling from a bridge into the sea.\nThen I woke up.");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('\n  "title": ');
    expect(JSON.parse(result.stdout).symbols.map((symbol: { symbol: string }) => symbol.symbol)).toContain(
      "falling",
    );
  });

  it("explains its usage and exits with 2 on bad arguments", () => {
    const unknown = run(["--verbose"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option: --verbose");
    expect(unknown.stderr).toContain("Usage: npm run analyst");
    const missing = run(["no/such/file.txt"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Cannot read no/such/file.txt");
  });
});
