/**
 * The production server as the bench starts it (src/production-process.ts, built first): in a
 * child process on a target's data, and its resident memory read from /proc.
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { spawnProductionServer } from "../src/production-process";
import type { Target } from "./targets";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A process's resident memory (VmRSS), in MB. */
export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** An idle process's RSS 5 s after `ready` resolves. */
export async function atRest(child: ChildProcess, ready: Promise<void>): Promise<number> {
  await ready;
  await wait(5000);
  return rssMb(child.pid as number);
}

export function stop(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

/** The production server on `target` at `url` (the bench server's, so its sessions hold here). */
export function startProduction(target: Target, url: string) {
  const child = spawnProductionServer({
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    LANDING_PORT: "off",
    WEB_DIST_DIR: `${target.dataDir}/no-web-build`,
    LOG_LEVEL: "warn",
  });
  const ready = (async () => {
    for (let tries = 0; tries < 1200; tries++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) at start`);
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await wait(100);
    }
    throw new Error("the server was not ready in 2 minutes");
  })();
  return { child, ready };
}
