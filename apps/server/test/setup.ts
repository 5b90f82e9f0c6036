import { afterEach, beforeEach, vi } from "vitest";
import { loadDreamLanguages } from "../src/ai/builtin/dream-language";

// The built-in analyst reads once its languages are loaded (src/ai/builtin/dream-language.ts).
await loadDreamLanguages();

/** A console.error during a test fails it, so no test passes while something logs an error. */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
