import { isIP } from "node:net";

/** Host names that name this machine or a private network, never a browser's push service. */
const PRIVATE_SUFFIX = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/;

/**
 * Whether the server may send notifications to a push endpoint in production: https on the default
 * port to a public host name. A push service is always one (FCM, Mozilla's, Apple's, Microsoft's);
 * refusing IP addresses, single-label and private names keeps a made-up subscription from turning
 * the reminder sender against the server's own network. The sender also refuses redirects
 * (`push.ts`).
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  if (isIP(host) !== 0 || !host.includes(".")) return false;
  return !PRIVATE_SUFFIX.test(host);
}
