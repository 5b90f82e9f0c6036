/** A signed-in user of the load: the session cookie and one dream of theirs to read and edit. */
export interface LoadUser {
  cookie: string;
  dreamId: string;
}

interface Sample {
  /** Epoch ms when the request was sent. */
  at: number;
  ms: number;
  ok: boolean;
  label: string;
  detail?: string;
}

export interface LoadReport {
  requests: number;
  failures: string[];
  p50: number;
  p99: number;
  /** The 99th percentile of the requests sent inside `windows` (the restarts)… */
  p99During: number;
  /** …and of those sent outside them, the same run's baseline. */
  p99Steady: number;
  writes: number;
  /** Writes after which the user's live stream neither told of a change nor reconnected (refetching all). */
  lostEvents: number;
  /** How many times the live streams were opened, first connections included. */
  connections: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The `p` quantile of the samples' durations. */
const percentile = (samples: Sample[], p: number) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
};
/** How long a write's live event may take to arrive before it counts as lost. */
const EVENT_WAIT_MS = 5_000;

/**
 * A steady mixed load through `base` (the proxy): per user, two readers (the journal, a dream, its
 * filters, the calendar), one writer editing a dream's title, and one live event stream that is
 * reopened whenever it ends, as the browser's EventSource does. After each write the writer waits
 * for its event — or for the stream to reconnect, after which the web app refetches everything
 * (apps/web/src/app/live-events.ts) — and counts it lost otherwise.
 */
export function startLoad(base: string, users: LoadUser[]) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let stopped = false;
  let writes = 0;
  let lostEvents = 0;
  let connections = 0;
  // Ends the live streams when the load stops: they would otherwise stay open for ever.
  const streams = new AbortController();

  const request = async (user: LoadUser, label: string, path: string, init: RequestInit = {}) => {
    const at = Date.now();
    const start = performance.now();
    try {
      const headers = { origin: base, cookie: user.cookie, ...(init.headers as Record<string, string>) };
      const response = await fetch(`${base}${path}`, { ...init, headers });
      await response.arrayBuffer();
      const ok = response.status < 400;
      samples.push({ at, ms: performance.now() - start, ok, label, detail: `${response.status}` });
      if (!ok) failures.push(`${label}: ${response.status}`);
      return ok;
    } catch (error) {
      samples.push({ at, ms: performance.now() - start, ok: false, label });
      failures.push(`${label}: ${String((error as Error).cause ?? error)}`);
      return false;
    }
  };

  const reader = async (user: LoadUser) => {
    const paths = [
      "/api/dreams",
      `/api/dreams/${user.dreamId}`,
      "/api/dreams/facets",
      "/api/stats/calendar/year?year=2026",
    ];
    for (let i = 0; !stopped; i += 1) {
      const path = paths[i % paths.length] as string;
      await request(user, `GET ${path.split("?")[0]}`, path);
      await wait(10);
    }
  };

  const followed = users.map(() => ({ notify: null as null | (() => void) }));

  const stream = async (user: LoadUser, index: number) => {
    const decoder = new TextDecoder();
    while (!stopped) {
      try {
        const response = await fetch(`${base}/api/events`, {
          headers: { origin: base, cookie: user.cookie },
          signal: streams.signal,
        });
        if (response.status !== 200 || !response.body) {
          failures.push(`GET /api/events: ${response.status}`);
          await wait(500);
          continue;
        }
        const body = response.body.getReader();
        let buffer = "";
        for (;;) {
          const { done, value } = await body.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split("\n\n");
          buffer = blocks.pop() ?? "";
          for (const block of blocks) {
            if (block.includes(": connected")) connections += 1;
            if (block.includes(": connected") || /^event: dream\.changed$/m.test(block)) {
              followed[index]?.notify?.();
            }
          }
        }
      } catch (error) {
        if (!stopped) failures.push(`GET /api/events cut: ${String((error as Error).cause ?? error)}`);
      }
      await wait(100);
    }
  };

  const writer = async (user: LoadUser, index: number) => {
    const follow = followed[index] as { notify: null | (() => void) };
    for (let n = 1; !stopped; n += 1) {
      const heard = new Promise<boolean>((resolve) => {
        follow.notify = () => resolve(true);
        setTimeout(() => resolve(false), EVENT_WAIT_MS);
      });
      const body = JSON.stringify({ title: `Night ${n}` });
      const ok = await request(user, "PATCH /api/dreams/:id", `/api/dreams/${user.dreamId}`, {
        method: "PATCH",
        body,
        headers: { "content-type": "application/json" },
      });
      if (ok) {
        writes += 1;
        if (!(await heard)) lostEvents += 1;
      }
      follow.notify = null;
      await wait(20);
    }
  };

  const loops = users.flatMap((user, index) => [
    reader(user),
    reader(user),
    writer(user, index),
    stream(user, index),
  ]);

  return {
    /** Stops the load, waits for every loop, and reports on the requests sent inside `windows`. */
    async stop(windows: [number, number][]): Promise<LoadReport> {
      stopped = true;
      streams.abort();
      for (const follow of followed) follow.notify?.();
      await Promise.all(loops);
      const inWindow = (s: Sample) => windows.some(([from, to]) => s.at >= from && s.at <= to);
      const during = samples.filter(inWindow);
      const steady = samples.filter((s) => !inWindow(s));
      return {
        requests: samples.length,
        failures,
        p50: percentile(samples, 0.5),
        p99: percentile(samples, 0.99),
        p99During: percentile(during, 0.99),
        p99Steady: percentile(steady, 0.99),
        writes,
        lostEvents,
        connections,
      };
    },
  };
}
