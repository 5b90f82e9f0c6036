/**
 * The fake OpenAI-compatible server as a process of its own, for the end-to-end run with
 * AI_PROVIDER=openai-compatible (playwright.config.ts):
 * `node --import tsx serve-openai.ts <port> [stream gap ms]`. It answers every request well (mode
 * `ok`), pausing between a streamed reply's pieces for the gap given, and stops on SIGTERM.
 */
import { startFakeOpenAi } from "./openai";

const port = Number(process.argv[2]);
const streamGapMs = Number(process.argv[3] ?? 0);
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(streamGapMs) || streamGapMs < 0) {
  console.error("usage: serve-openai.ts <port> [stream gap ms]");
  process.exit(2);
}
const fake = await startFakeOpenAi(port, streamGapMs);
console.info(`fake OpenAI-compatible server at ${fake.url}`);
process.on("SIGTERM", () => void fake.close().then(() => process.exit(0)));
