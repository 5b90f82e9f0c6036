import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * How the production server process is started: `npm run serve` (apps/server/package.json, which
 * repeats it), deploy/systemd/somnia@.service, and everything that starts Somnia as it runs for
 * real (the end-to-end tests, the operations tests, `npm run lighthouse`). The compiled bundle,
 * built by `npm run build` (docs/decisions/049-compiled-server.md).
 */
export const PRODUCTION_SERVER = {
  /** Relative to the repository's root. */
  entry: "apps/server/dist/index.js",
  flags: [
    // A larger young generation: fewer scavenges on the request path (docs/decisions/033-request-hot-path.md).
    "--max-semi-space-size=32",
    // A ceiling for the old generation, so that under load the collector works instead of the heap
    // growing into gigabytes; the server's own live objects stay well below it (docs/benchmarks.md).
    "--max-old-space-size=384",
  ],
  env: {
    NODE_ENV: "production",
    // glibc otherwise keeps the large blocks freed after start-up (the WebAssembly compilation of the
    // embedded database's) in its arenas for good: about 40 MB of memory at rest.
    MALLOC_MMAP_THRESHOLD_: "131072",
  },
} as const;

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The production server as a child process, from the repository's root, with `env` over this
 * process's environment; its standard error passed through or piped.
 */
export function spawnProductionServer(
  env: Record<string, string>,
  stderr: "inherit" | "pipe" = "inherit",
): ChildProcess {
  const { flags, entry } = PRODUCTION_SERVER;
  return spawn(process.execPath, [...flags, entry], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", stderr],
    env: { ...process.env, ...PRODUCTION_SERVER.env, ...env },
  });
}
