import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

type Answer<R> = { ok: true; result: R } | { ok: false; error: string };

/**
 * Runs a probe script of this folder (export-probe.ts, import-probe.ts) in a fresh child process,
 * sends it `config` and waits for its one answer: a fresh process, so its RSS says something
 * about the one request it measures.
 */
export function runProbe<C, R>(script: string, config: C): Promise<R> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise<R>((resolve, reject) => {
    child.once("message", (m: Answer<R>) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before reporting`)));
    child.once("error", reject);
    child.send(config as object);
  }).finally(() => {
    if (child.exitCode === null) child.kill();
  });
}
