/**
 * The fake OpenAI-compatible server as a process of its own, for the end-to-end run with
 * AI_PROVIDER=openai-compatible (playwright.config.ts): `node --import tsx serve-openai.ts <port>`.
 * It answers every request well (mode `ok`) and stops on SIGTERM.
 */
import { startFakeOpenAi } from "./openai";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: serve-openai.ts <port>");
  process.exit(2);
}
const fake = await startFakeOpenAi(port);
console.info(`fake OpenAI-compatible server at ${fake.url}`);
process.on("SIGTERM", () => void fake.close().then(() => process.exit(0)));
