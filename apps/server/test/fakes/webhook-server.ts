import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake workflow webhook answers to the next request. */
export interface WebhookReply {
  status?: number;
  /** A value is sent as JSON; a string is sent as is (e.g. HTML that is not JSON). */
  body?: unknown;
  /** Never answer, until the client goes away (the server's timeout, whatever the load). */
  hang?: boolean;
}

export interface WebhookServer {
  url: string;
  /** Every request received: its path and parsed JSON body. */
  requests: { path: string; method: string; body: Record<string, unknown> }[];
  /** The reply to every following request. */
  reply: WebhookReply;
  close(): Promise<void>;
}

/** A local HTTP server standing in for an automation workflow's webhook (n8n, Make, Zapier…). */
export async function startWebhookServer(): Promise<WebhookServer> {
  const fake: WebhookServer = {
    url: "",
    requests: [],
    reply: { body: [{ output: "A reading from the workflow." }] },
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    fake.requests.push({
      path: req.url ?? "/",
      method: req.method ?? "",
      body: text ? JSON.parse(text) : {},
    });
    const { status = 200, body = null, hang = false } = fake.reply;
    if (hang || res.destroyed) return;
    const isText = typeof body === "string";
    res.writeHead(status, { "content-type": isText ? "text/html" : "application/json" });
    res.end(isText ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
