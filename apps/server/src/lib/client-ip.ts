import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The TCP peer address, or undefined when the request did not come through a socket (tests). */
export function clientIp(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
