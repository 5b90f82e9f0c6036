import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createRevocationProtocol,
  LEASE_MS,
  type RevocationMessage,
  type RevocationProtocol,
} from "../../src/events/revocation-protocol";
import { createLogger } from "../../src/lib/logger";

/** One instance on the fake database: what it was told to drop, and what reached its listener. */
interface Instance {
  protocol: RevocationProtocol;
  /** Every revocation its cache heard (`undefined`: drop everything). */
  heard: Array<string | undefined>;
  inbox: unknown[];
  listening: boolean;
  /** While held, messages wait in the inbox (a slow or cut-off listener) until `flush()`. */
  held: boolean;
  flush(): void;
  disconnect(): void;
}

const instances: Instance[] = [];
const silent = createLogger("silent");

/**
 * NOTIFY as PostgreSQL does it: after a round trip, a message reaches every listening instance,
 * each in the order the messages were sent (committed).
 */
async function broadcast(message: RevocationMessage): Promise<void> {
  await Promise.resolve();
  for (const instance of instances) {
    if (!instance.listening) continue;
    instance.inbox.push(JSON.parse(JSON.stringify(message)));
    if (!instance.held) void Promise.resolve().then(() => instance.flush());
  }
}

function addInstance({ held = false } = {}): Instance {
  const instance = {
    heard: [],
    inbox: [],
    listening: false,
    held,
    flush() {
      while (instance.inbox.length > 0) instance.protocol.receive(instance.inbox.shift());
    },
    disconnect() {
      instance.listening = false;
      instance.inbox = [];
      instance.protocol.disconnected();
    },
  } as unknown as Instance;
  instance.protocol = createRevocationProtocol({
    logger: silent,
    send: broadcast,
    connect: () => {
      instance.listening = true;
      instance.protocol.connected();
    },
    now: () => Date.now(),
  });
  instance.protocol.onRevoke((userId) => instance.heard.push(userId));
  instances.push(instance);
  return instance;
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

/** Two instances whose listeners have been up for a lease, heartbeats flowing both ways. */
async function twoSettledInstances() {
  const a = addInstance();
  const b = addInstance();
  a.protocol.isCurrent();
  b.protocol.isCurrent();
  await vi.advanceTimersByTimeAsync(LEASE_MS);
  expect(a.protocol.isCurrent()).toBe(true);
  expect(b.protocol.isCurrent()).toBe(true);
  return { a, b };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});

afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.protocol.close()));
  instances.length = 0;
  vi.useRealTimers();
});

describe("session revocations across instances", () => {
  it("lets the cache answer only once its own heartbeat came back, and not while the listener is down", async () => {
    const a = addInstance({ held: true });
    expect(a.protocol.isCurrent()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.protocol.isCurrent()).toBe(false);
    a.flush();
    expect(a.protocol.isCurrent()).toBe(true);

    a.disconnect();
    expect(a.protocol.isCurrent()).toBe(false);
    expect(a.heard).toEqual([undefined]);
  });

  it("stops answering a lease after sending the last heartbeat that came back", async () => {
    const a = addInstance({ held: true });
    a.protocol.isCurrent();
    await vi.advanceTimersByTimeAsync(0);
    a.flush();
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(a.protocol.isCurrent()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.protocol.isCurrent()).toBe(false);
    a.flush();
    expect(a.protocol.isCurrent()).toBe(true);
  });

  it("answers a revocation as soon as every instance heard within a lease has dropped the user", async () => {
    const { a, b } = await twoSettledInstances();
    b.held = true;
    const revoked = track(a.protocol.revoke("user-1"));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.heard).toEqual(["user-1"]);
    expect(b.heard).toEqual([]);
    expect(revoked.done).toBe(false);

    b.held = false;
    b.flush();
    expect(b.heard).toEqual(["user-1"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(revoked.done).toBe(true);
  });

  it("falls back to a lease for an instance that never acknowledges, whose cache has stopped answering by then", async () => {
    const { a, b } = await twoSettledInstances();
    b.held = true;
    const revoked = track(a.protocol.revoke("user-1"));
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(revoked.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(revoked.done).toBe(true);
    expect(b.heard).toEqual([]);
    expect(b.protocol.isCurrent()).toBe(false);
  });

  it("waits a whole lease while its own listener is younger than one: it may not know every instance yet", async () => {
    const b = addInstance();
    b.protocol.isCurrent();
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    const a = addInstance();
    a.protocol.isCurrent();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.protocol.isCurrent()).toBe(true);

    const revoked = track(a.protocol.revoke("user-1"));
    await vi.advanceTimersByTimeAsync(0);
    expect(b.heard).toEqual(["user-1"]);
    expect(revoked.done).toBe(false);
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    expect(revoked.done).toBe(true);
  });

  it("does not wait for an instance that said goodbye, and that instance drops everything first", async () => {
    const { a, b } = await twoSettledInstances();
    await b.protocol.close();
    expect(b.heard).toEqual([undefined]);
    expect(b.protocol.isCurrent()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);

    const revoked = track(a.protocol.revoke("user-1"));
    await vi.advanceTimersByTimeAsync(0);
    expect(revoked.done).toBe(true);
  });

  it("ignores malformed messages", async () => {
    const { a } = await twoSettledInstances();
    a.protocol.receive("not json");
    a.protocol.receive({ t: "revoke", origin: "elsewhere", id: "1" });
    a.protocol.receive({ t: "revoke", origin: "elsewhere", id: "1", userId: "" });
    expect(a.heard).toEqual([]);
    expect(a.protocol.isCurrent()).toBe(true);
  });

  it("logs a revocation PostgreSQL keeps refusing, and still answers", async () => {
    const lines: string[] = [];
    const logger = createLogger("error", { write: (line: string) => lines.push(line) });
    const send = vi.fn(() => Promise.reject(new Error("connection refused")));
    const protocol = createRevocationProtocol({ logger, send, connect: () => {}, now: () => Date.now() });
    const heard: Array<string | undefined> = [];
    protocol.onRevoke((userId) => heard.push(userId));
    const revoked = track(protocol.revoke("user-1"));
    expect(heard).toEqual(["user-1"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(revoked.done).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
    expect(lines.join("\n")).toContain("could not broadcast a session revocation");
    await protocol.close();
  });
});
