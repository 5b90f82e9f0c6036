/**
 * The mixed load: many users at once, each with its own session and journal, looping over list,
 * get, search, statistics and new dreams (load-driver.ts) while the server watches its event loop.
 */
import { fork } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { DriverConfig, DriverMessage, DriverResult, DriverUser } from "./load-driver";
import { buildSearchIndex, rememberedIds, seedDreams, seedProfile, signUpUser } from "./seed";
import type { BenchServer } from "./server";

export const MIXED_LOAD = {
  users: 100,
  /** A modest journal: a few months of entries. */
  dreamsEach: 30,
  warmupSeconds: 5,
  seconds: 60,
  /** A request that has not answered by then counts as an error. */
  timeoutMs: 10_000,
} as const;

export interface MixedLoadResult extends DriverResult {
  users: number;
  seconds: number;
  /** The server's event-loop delay p99 during the measured run, ms. */
  eventLoopP99: number;
  /** Seconds to sign the users up and seed their journals. */
  setupSeconds: number;
}

/** Signs `count` users up (each its own session), makes them Plus, seeds their journals directly. */
export async function seedLoadUsers(server: BenchServer, count: number): Promise<DriverUser[]> {
  const users: DriverUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await signUpUser(server, `bench-load-${i}`);
    await seedProfile(server, user.id, true);
    await seedDreams(server, user.id, { count: MIXED_LOAD.dreamsEach, seed: 10_000 + i, rare: false });
    users.push({ cookie: user.cookie, ids: await rememberedIds(server, user.id) });
  }
  await buildSearchIndex(server);
  return users;
}

/** The generator's child process, and what it reports. */
export function startDriver(config: DriverConfig) {
  const child = fork(fileURLToPath(new URL("./load-driver.ts", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const measuring = new Promise<void>((resolve) =>
    child.on("message", (m: DriverMessage) => m.type === "measuring" && resolve()),
  );
  const done = new Promise<DriverResult>((resolve, reject) => {
    child.on("message", (m: DriverMessage) => m.type === "done" && resolve(m.result));
    child.once("exit", (code) => reject(new Error(`the load generator exited (${code}) before reporting`)));
    child.once("error", reject);
  });
  child.send(config);
  return { child, measuring, done };
}

/**
 * `seconds` of mixed load from `users` users (after a warm-up), against the server's URL. The event
 * loop is sampled every 10 ms in this process, the server's; the requests come from another.
 */
export async function runMixedLoad(
  server: BenchServer,
  seconds: number = MIXED_LOAD.seconds,
  users: number = MIXED_LOAD.users,
): Promise<MixedLoadResult> {
  const setupStart = performance.now();
  const driverUsers = await seedLoadUsers(server, users);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const { warmupSeconds, timeoutMs } = MIXED_LOAD;
  const driver = startDriver({ url: server.url, users: driverUsers, warmupSeconds, seconds, timeoutMs });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  try {
    await Promise.race([driver.measuring, driver.done]);
    delay.enable();
    const result = await driver.done;
    delay.disable();
    return { ...result, users, seconds, eventLoopP99: delay.percentile(99) / 1e6, setupSeconds };
  } finally {
    delay.disable();
    if (driver.child.exitCode === null) driver.child.kill();
  }
}
