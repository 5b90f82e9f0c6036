import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which proxies in front of the server are trusted to append to `X-Forwarded-For` (TRUST_PROXY):
 * a number of hops (`true` is one), or the proxies' own addresses.
 */
export type TrustProxy = { hops: number } | { addresses: readonly string[] };

/** TRUST_PROXY's value: `false` (default), `true`, a number of hops, or a comma-separated list of IPs. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (text === "" || text === "false") return { hops: 0 };
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => isIP(a) === 0);
  if (bad !== undefined)
    return `must be false, true, a number of proxies, or their IP addresses ("${bad}" is none)`;
  return { addresses: addresses.map(normalise) };
}

/** `::ffff:10.0.0.1`, as Node reports an IPv4 peer on a dual-stack socket, is `10.0.0.1`. */
function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address: the first untrusted hop from the right of `X-Forwarded-For` followed by
 * the TCP peer. Each trusted proxy appends the address it received from, so the entries to the
 * left of the trusted ones are whatever the client wrote and are never believed. Undefined when
 * the request came through no socket (in-process tests without one).
 */
export function clientIp(c: Context, trust: TrustProxy): string | undefined {
  const peer = peerAddress(c);
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer === undefined ? forwarded : [...forwarded, peer];
  if (chain.length === 0) return undefined;
  if ("hops" in trust) {
    // The peer is the nearest proxy; with `hops` proxies the client is `hops` entries to its left.
    const index = Math.max(chain.length - 1 - trust.hops, 0);
    return normalise(chain[index] as string);
  }
  const trusted = new Set(trust.addresses);
  for (let index = chain.length - 1; index > 0; index -= 1) {
    const hop = normalise(chain[index] as string);
    if (!trusted.has(hop)) return hop;
  }
  return normalise(chain[0] as string);
}
