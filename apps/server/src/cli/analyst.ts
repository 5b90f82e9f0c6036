import { readFileSync } from "node:fs";
import { loadBuiltinAnalyst } from "../ai/builtin";

/**
 * The analyst CLI: prints what the built-in analyst makes of a dream, as JSON.
 * No database, no server, no network and no environment variables.
 *
 *   npm run analyst -- dream.txt              the whole file is one dream, pretty JSON
 *   npm run analyst -- --jsonl dreams.jsonl   one dream per line, one JSON object per line
 *   cat dream.txt | npm run analyst           stdin works the same way
 */
const USAGE = `Usage: npm run analyst -- [--jsonl] [file]

Prints the built-in dream analyst's reading of a dream as JSON:
  { title, emotions, symbols, analysis, questions }

  file       a text file; without it the dream is read from stdin
  --jsonl    one dream per line (plain text, a JSON string, or a JSON object with
             "text" or "content"), one JSON object printed per line
  -h, --help show this help`;

interface Options {
  jsonl: boolean;
  file: string | null;
}

function parseArgs(args: string[]): Options | "help" | string {
  const options: Options = { jsonl: false, file: null };
  for (const arg of args) {
    if (arg === "-h" || arg === "--help") return "help";
    if (arg === "--jsonl") options.jsonl = true;
    else if (arg.startsWith("-") && arg !== "-") return `Unknown option: ${arg}`;
    else if (options.file !== null) return "Give at most one file.";
    else options.file = arg;
  }
  return options;
}

/** The dream text of one --jsonl line. */
function dreamOfLine(line: string): string {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value === "string") return value;
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const text = record.text ?? record.content ?? record.dream;
      if (typeof text === "string") return text;
    }
  } catch {
    // A plain-text line is a dream too.
  }
  return line;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (typeof parsed === "string") fail(parsed);
  const { file, jsonl } = parsed;
  if ((file === null || file === "-") && process.stdin.isTTY) fail("No file given and nothing on stdin.");
  let input: string;
  try {
    input = readFileSync(file === null || file === "-" ? 0 : file, "utf8");
  } catch (error) {
    fail(`Cannot read ${file ?? "stdin"}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const dreams = jsonl
    ? input
        .split(/\r?\n/)
        .filter((line) => line.trim().length > 0)
        .map(dreamOfLine)
    : [input];
  if (dreams.every((dream) => dream.trim().length === 0)) fail("The input holds no dream text.");

  const analyst = await loadBuiltinAnalyst();
  for (const dream of dreams) {
    const { emotions, symbols } = analyst.detect(dream);
    const { output, questions } = analyst.analyze(dream);
    const result = { title: analyst.title(dream), emotions, symbols, analysis: output, questions };
    process.stdout.write(`${jsonl ? JSON.stringify(result) : JSON.stringify(result, null, 2)}\n`);
  }
}

await main();
