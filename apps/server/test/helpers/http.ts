import type { App } from "../../src/app";
import { checkContract } from "./contract";
import { PUBLIC_URL } from "./test-app";

export interface CallOptions {
  method?: string;
  /** A value is sent as JSON; a string is sent as is (e.g. malformed JSON); bytes as a file. */
  body?: unknown;
  cookie?: string;
  /** The TCP peer address the server sees (rate limits key on it). */
  ip?: string;
  /** Extra headers; they win over the defaults (e.g. another `content-type`). */
  headers?: Record<string, string>;
}

/**
 * Drives the real app like a browser on PUBLIC_URL would (Origin header, cookies), and checks the
 * response against the route's declaration (helpers/contract.ts): a mismatch fails the test.
 */
export async function call(app: App, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: PUBLIC_URL };
  let body: string | Uint8Array | undefined;
  if (options.body instanceof Uint8Array) {
    headers["content-type"] = "application/octet-stream";
    body = options.body;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  Object.assign(headers, options.headers);
  if (options.cookie) headers.cookie = options.cookie;
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const socket = { remoteAddress: options.ip ?? "10.0.0.1" };
  const url = `${PUBLIC_URL}${path}`;
  const response = await app.request(url, { method, headers, body }, { incoming: { socket } });
  await checkContract(app, method, url, response);
  return response;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** A random, valid IPv4 address, so each simulated client has its own rate-limit bucket. */
export function randomIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** The JSON body, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary JSON
export const json = (response: Response): Promise<any> => response.json();
