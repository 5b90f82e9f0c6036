import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../lib/logger";
import { RevocationListeners, type SessionRevocations } from "./session-revocations";

/** How long a heartbeat that came back lets this instance's cache answer (measured from its sending). */
export const LEASE_MS = 3_000;
export const BEAT_MS = 1_000;
/** Waits before resending a revocation PostgreSQL refused. */
const RESEND_DELAYS_MS = [50, 250];

const origin = z.string().min(1).max(64);
const id = z.string().min(1).max(64);
export const revocationMessageSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("revoke"), origin, id, userId: z.string().min(1).max(256) }),
  z.object({ t: z.literal("ack"), origin, id, to: origin }),
  z.object({ t: z.literal("beat"), origin, seq: z.number().int().positive() }),
  z.object({ t: z.literal("bye"), origin }),
]);
export type RevocationMessage = z.infer<typeof revocationMessageSchema>;

export interface RevocationProtocolOptions {
  logger: Logger;
  /** Sends to every instance, this one included, in commit order; rejects when it could not. */
  send(message: RevocationMessage): Promise<void>;
  /** Asks the transport to connect (idempotent); it then calls `connected()`. */
  connect(): void;
  leaseMs?: number;
  beatMs?: number;
  /** A monotonic clock in milliseconds. */
  now?: () => number;
}

export interface RevocationProtocol extends SessionRevocations {
  /** A message the transport received (validated here). */
  receive(message: unknown): void;
  /** The transport listens: every message sent from now on will arrive, in commit order. */
  connected(): void;
  /** The transport lost its connection: messages may have been missed. */
  disconnected(): void;
  close(): Promise<void>;
}

interface Pending {
  finish(): void;
  /** The instances whose acknowledgement ends the wait; unknown until the revocation came back. */
  waitingFor?: Set<string>;
}

/**
 * Session revocations across instances over a broadcast that delivers in commit order (PostgreSQL
 * NOTIFY). Each instance sends itself a heartbeat every second; one that came back proves every
 * earlier message has arrived, so the cache may answer for a lease after its sending, and not at
 * all while the listener is down. A revocation is answered once every instance heard from within
 * a lease has acknowledged it — or, failing that, once a lease has passed, when any cache that did
 * not hear it has stopped answering. Why this holds: docs/decisions/024-session-cache.md.
 */
export function createRevocationProtocol(options: RevocationProtocolOptions): RevocationProtocol {
  const { logger, send, connect } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const beatMs = options.beatMs ?? BEAT_MS;
  const now = options.now ?? (() => performance.now());
  const self = randomUUID();
  const listeners = new RevocationListeners(logger);
  /** When each heartbeat not yet back was sent, by sequence number. */
  const beatsSent = new Map<number, number>();
  /** Other instances, by origin: when each was last heard from. */
  const peers = new Map<string, number>();
  const pending = new Map<string, Pending>();
  let seq = 0;
  let live = false;
  let liveSince = 0;
  let leaseUntil = 0;
  let started = false;
  let closed = false;
  let beatTimer: NodeJS.Timeout | undefined;
  let beatFailing = false;
  let waiters: Array<() => void> = [];

  const isCurrent = () => live && !closed && now() < leaseUntil;

  const wakeWaiters = () => {
    for (const wake of waiters) wake();
    waiters = [];
  };

  const start = () => {
    if (started || closed) return;
    started = true;
    beatTimer = setInterval(beat, beatMs);
    beatTimer.unref();
    connect();
  };

  function beat() {
    if (!live || closed) return;
    const sentAt = now();
    for (const [n, at] of beatsSent) if (at + leaseMs <= sentAt) beatsSent.delete(n);
    for (const [peer, at] of peers) if (at + leaseMs <= sentAt) peers.delete(peer);
    seq += 1;
    beatsSent.set(seq, sentAt);
    send({ t: "beat", origin: self, seq }).then(
      () => {
        beatFailing = false;
      },
      (error) => {
        if (!beatFailing)
          logger.warn({ err: error }, "could not send a session heartbeat; sessions uncached");
        beatFailing = true;
      },
    );
  }

  const settle = (entry: Pending) => {
    if (entry.waitingFor?.size === 0) entry.finish();
  };

  /**
   * Our revocation came back, after every message committed before it. An instance whose cache
   * can still answer sent a heartbeat less than a lease ago, so we have heard from it — unless our
   * connection is younger than a lease and missed that heartbeat: then only the timer ends the wait.
   */
  const onOwnRevocation = (entry: Pending) => {
    if (now() - liveSince < leaseMs) return;
    const since = now() - leaseMs;
    entry.waitingFor = new Set([...peers].filter(([, at]) => at > since).map(([peer]) => peer));
    settle(entry);
  };

  const onOwnBeat = (n: number) => {
    const sentAt = beatsSent.get(n);
    if (sentAt === undefined) return;
    leaseUntil = Math.max(leaseUntil, sentAt + leaseMs);
    for (const k of beatsSent.keys()) if (k <= n) beatsSent.delete(k);
    wakeWaiters();
  };

  const sendRevocation = async (message: RevocationMessage): Promise<boolean> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await send(message);
        return true;
      } catch (error) {
        const delay = RESEND_DELAYS_MS[attempt];
        if (delay === undefined || closed) {
          logger.error(
            { err: error },
            "could not broadcast a session revocation; other instances may answer from their cache until it expires",
          );
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  return {
    async revoke(userId) {
      listeners.emit(userId);
      if (closed) return;
      start();
      const id = randomUUID();
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      pending.set(id, { finish });
      try {
        if (!(await sendRevocation({ t: "revoke", origin: self, id, userId }))) return;
        // Sent means committed: a lease from now, a cache that has not heard it no longer answers.
        const timer = setTimeout(finish, leaseMs);
        await done;
        clearTimeout(timer);
      } finally {
        pending.delete(id);
      }
    },
    onRevoke: (listener) => listeners.add(listener),
    isCurrent() {
      start();
      return isCurrent();
    },
    ready() {
      if (isCurrent() || closed) return Promise.resolve();
      start();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    receive(message) {
      const parsed = revocationMessageSchema.safeParse(message);
      if (!parsed.success) return logger.warn("ignored a malformed session revocation message");
      const m = parsed.data;
      if (m.origin === self) {
        if (m.t === "beat") onOwnBeat(m.seq);
        const entry = m.t === "revoke" ? pending.get(m.id) : undefined;
        if (entry) onOwnRevocation(entry);
        return;
      }
      if (m.t === "bye") {
        // It stopped answering from its cache before saying so.
        peers.delete(m.origin);
        for (const entry of pending.values()) {
          entry.waitingFor?.delete(m.origin);
          settle(entry);
        }
        return;
      }
      peers.set(m.origin, now());
      if (m.t === "revoke") {
        listeners.emit(m.userId);
        send({ t: "ack", origin: self, id: m.id, to: m.origin }).catch((error) =>
          logger.warn({ err: error }, "could not acknowledge a session revocation"),
        );
      } else if (m.t === "ack" && m.to === self) {
        const entry = pending.get(m.id);
        entry?.waitingFor?.delete(m.origin);
        if (entry) settle(entry);
      }
    },
    connected() {
      live = true;
      liveSince = now();
      beat();
    },
    disconnected() {
      live = false;
      leaseUntil = 0;
      beatsSent.clear();
      peers.clear();
      listeners.emit(undefined);
    },
    async close() {
      if (closed) return;
      const wasLive = live;
      closed = true;
      live = false;
      leaseUntil = 0;
      clearInterval(beatTimer);
      listeners.emit(undefined);
      listeners.clear();
      wakeWaiters();
      if (wasLive) await send({ t: "bye", origin: self }).catch(() => {});
    },
  };
}
