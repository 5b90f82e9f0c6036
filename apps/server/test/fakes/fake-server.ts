import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * How the fake answers one request:
 * - ok: a well-formed reply carrying the task's content;
 * - hang: no reply at all, until the client goes away (for timeouts and aborts, whatever the load);
 * - 429 / 500 / 401: that status with the provider's error body (429 carries retry-after);
 * - garbage: 200 with a body that is not the protocol at all;
 * - empty: a well-formed reply whose content is empty;
 * - missing: a well-formed reply whose content is JSON without the required fields;
 * - cut: a streamed reply whose connection drops after its first piece (once a held stream is let go).
 */
export type FakeMode = "ok" | "hang" | "429" | "500" | "401" | "garbage" | "empty" | "missing" | "cut";

export interface FakeRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
  /** All the prompt text the model would see (system + user), for assertions. */
  prompt: string;
  stream: boolean;
}

export interface Protocol {
  /** The system and user text of a request body. */
  promptOf(body: Record<string, unknown>): string;
  isStream(path: string, body: Record<string, unknown>): boolean;
  /** A complete (non-streamed) reply carrying `content`. */
  reply(content: string): unknown;
  /** The server-sent events of a streamed reply carrying `content`, in a few pieces. */
  streamEvents(content: string): string[];
  errorBody(status: number): unknown;
}

export interface FakeServer {
  /** The base URL to put in AI_BASE_URL. */
  url: string;
  requests: FakeRequest[];
  /** Modes for the next requests, in order; afterwards every request gets `ok`. */
  queue(...modes: FakeMode[]): void;
  /** What an ok reply contains for a request (default: by task, see replies.ts). */
  content: (request: FakeRequest) => string;
  retryAfter: string;
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<FakeRequest>;
  /**
   * The next streamed reply sends its first piece, then waits until the returned function is
   * called before sending the rest: a provider still writing, for as long as a test wants.
   */
  holdStream(): () => void;
  reset(): void;
  close(): Promise<void>;
}

function pieces(text: string, count = 4): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [""];
}

export function chunk(text: string): string[] {
  return pieces(text);
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const part of req) chunks.push(part as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** A local HTTP server on 127.0.0.1 speaking `protocol`, on `port` (0: a random free port). */
export async function startFakeServer(
  protocol: Protocol,
  defaultContent: (request: FakeRequest) => string,
  basePath: string,
  port = 0,
  /** A pause between a streamed reply's pieces: a model writing as slowly as a real one. */
  streamGapMs = 0,
): Promise<FakeServer> {
  let modes: FakeMode[] = [];
  const holds: Promise<void>[] = [];
  const waiters: ((request: FakeRequest) => void)[] = [];
  const fake = {
    url: "",
    requests: [] as FakeRequest[],
    content: defaultContent,
    retryAfter: "0",
    nextRequest: () => new Promise<FakeRequest>((resolve) => waiters.push(resolve)),
    queue: (...next: FakeMode[]) => {
      modes.push(...next);
    },
    holdStream: () => {
      let open: () => void = () => {};
      holds.push(new Promise<void>((resolve) => (open = resolve)));
      return open;
    },
    reset() {
      modes = [];
      holds.length = 0;
      fake.requests.length = 0;
      fake.content = defaultContent;
      fake.retryAfter = "0";
    },
  } as FakeServer;

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? "/";
    const request: FakeRequest = {
      path,
      headers: req.headers,
      body,
      prompt: protocol.promptOf(body),
      stream: protocol.isStream(path, body),
    };
    fake.requests.push(request);
    for (const resolve of waiters.splice(0)) resolve(request);
    const mode = modes.shift() ?? "ok";
    if (mode === "429") return send(res, 429, protocol.errorBody(429), { "retry-after": fake.retryAfter });
    if (mode === "500") return send(res, 500, protocol.errorBody(500));
    if (mode === "401") return send(res, 401, protocol.errorBody(401));
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": request.stream ? "text/event-stream" : "application/json" });
      return res.end(request.stream ? "data: <html>Bad gateway</html>\n\n" : "<html>Bad gateway</html>");
    }
    if (mode === "hang") return;
    const content =
      mode === "empty"
        ? ""
        : mode === "missing"
          ? '{"output":"Only half an answer."}'
          : fake.content(request);
    if (!request.stream) return send(res, 200, protocol.reply(content));
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const [first, ...rest] = protocol.streamEvents(content);
    res.write(`data: ${first}\n\n`);
    await holds.shift();
    if (mode === "cut") return res.destroy();
    for (const event of rest) {
      if (streamGapMs > 0) await sleep(streamGapMs);
      res.write(`data: ${event}\n\n`);
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
