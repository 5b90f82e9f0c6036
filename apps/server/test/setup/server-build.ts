import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Builds the compiled server once per run (`npm run build -w @somnia/server`, a fraction of a
 * second): the operations tests start it as production does (test/ops/processes.ts).
 */
export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL("../../scripts/build.mjs", import.meta.url))], {
    stdio: "inherit",
  });
}
