/**
 * The mixed load's generator, a child process of the bench (forked by load.ts), so its fetches never
 * share the server's event loop. Each user loops — one request at a time, no pause — over the
 * journal's everyday requests, weighted like real use: mostly the list and opening a dream.
 */
import { dreamText, SEARCH_WORDS, seededRandom } from "./dream-text";
import { median, percentile } from "./measure";

export interface DriverUser {
  cookie: string;
  /** The user's remembered dreams, to open. */
  ids: string[];
}

export interface DriverConfig {
  url: string;
  users: DriverUser[];
  warmupSeconds: number;
  seconds: number;
  timeoutMs: number;
}

export interface OperationFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/** `errors` (here and per operation) = `non2xx` + `timeouts`; latencies cover every answer, 2xx or not. */
export interface DriverResult extends OperationFigures {
  /** Answers outside 2xx. */
  non2xx: number;
  /** Requests that got no answer: timed out, or failed on the network. */
  timeouts: number;
  byOperation: Record<string, OperationFigures>;
}

export type DriverMessage = { type: "measuring" } | { type: "done"; result: DriverResult };

/** [operation, weight]: of 100 requests, 45 lists, 30 opened dreams, 10 searches, 10 statistics, 5 new dreams. */
const WEIGHTS = [
  ["list", 45],
  ["get", 30],
  ["search", 10],
  ["stats", 10],
  ["create", 5],
] as const;
type Operation = (typeof WEIGHTS)[number][0];
const QUERIES = [SEARCH_WORDS.common, SEARCH_WORDS.some, "station", "sister", "forest"];

interface Tally {
  /** Per operation: the latency of every answer (2xx or not), and the failures among the requests. */
  latencies: Record<Operation, number[]>;
  requests: Record<Operation, number>;
  errors: Record<Operation, number>;
  non2xx: number;
  timeouts: number;
}

function pickOperation(random: () => number): Operation {
  let left = random() * 100;
  for (const [operation, weight] of WEIGHTS) {
    left -= weight;
    if (left < 0) return operation;
  }
  return "list";
}

function requestFor(operation: Operation, user: DriverUser, random: () => number): [string, RequestInit] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  switch (operation) {
    case "get":
      return [`/api/dreams/${pick(user.ids)}`, {}];
    case "search":
      return [`/api/dreams?q=${pick(QUERIES)}`, {}];
    case "stats":
      return ["/api/stats/profile", {}];
    case "create": {
      const dreamDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const { title, content, tags } = dreamText(random);
      const body = JSON.stringify({ title, content, tags, dreamDate });
      return ["/api/dreams", { method: "POST", body, headers: { "content-type": "application/json" } }];
    }
    default:
      return ["/api/dreams", {}];
  }
}

async function userLoop(config: DriverConfig, user: DriverUser, seed: number, until: number, tally?: Tally) {
  const random = seededRandom(seed);
  while (Date.now() < until) {
    const operation = pickOperation(random);
    const [path, init] = requestFor(operation, user, random);
    const headers = { ...(init.headers as Record<string, string>), cookie: user.cookie, origin: config.url };
    const start = performance.now();
    if (tally) tally.requests[operation]++;
    try {
      const signal = AbortSignal.timeout(config.timeoutMs);
      const response = await fetch(`${config.url}${path}`, { ...init, headers, signal });
      await response.arrayBuffer();
      tally?.latencies[operation].push(performance.now() - start);
      if (!response.ok && tally) {
        tally.non2xx++;
        tally.errors[operation]++;
      }
    } catch {
      if (tally) {
        tally.timeouts++;
        tally.errors[operation]++;
      }
    }
  }
}

function figures(latencies: number[], requests: number, errors: number): OperationFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests, errors, p50: median(sorted), p99: percentile(sorted, 0.99) };
}

const sum = (counts: Record<Operation, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A warm-up, then the measured run; reports `measuring` in between so the server can watch its event loop. */
async function drive(config: DriverConfig): Promise<DriverResult> {
  const warmupUntil = Date.now() + config.warmupSeconds * 1000;
  await Promise.all(config.users.map((user, i) => userLoop(config, user, 1_000 + i, warmupUntil)));
  process.send?.({ type: "measuring" } satisfies DriverMessage);
  const empty = () => ({ list: 0, get: 0, search: 0, stats: 0, create: 0 });
  const tally: Tally = {
    latencies: { list: [], get: [], search: [], stats: [], create: [] },
    requests: empty(),
    errors: empty(),
    non2xx: 0,
    timeouts: 0,
  };
  const until = Date.now() + config.seconds * 1000;
  await Promise.all(config.users.map((user, i) => userLoop(config, user, 2_000 + i, until, tally)));
  const byOperation: Record<string, OperationFigures> = {};
  for (const [operation] of WEIGHTS) {
    byOperation[operation] = figures(
      tally.latencies[operation],
      tally.requests[operation],
      tally.errors[operation],
    );
  }
  const all = figures(Object.values(tally.latencies).flat(), sum(tally.requests), sum(tally.errors));
  return { ...all, non2xx: tally.non2xx, timeouts: tally.timeouts, byOperation };
}

process.once("message", async (config: DriverConfig) => {
  const result = await drive(config);
  process.send?.({ type: "done", result } satisfies DriverMessage, () => process.exit(0));
});
// The bench went away (deadline, Ctrl-C): stop too.
process.once("disconnect", () => process.exit(0));
