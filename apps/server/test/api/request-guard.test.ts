import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const t = useTestApp();
const dream = { dreamDate: "2026-01-02", notRemembered: false, content: "Planted by another site", tags: [] };
const memory = { infoType: "personal", content: "Planted by another site" };

let ada: TestUser;
beforeAll(async () => {
  ada = await createUser(t, { name: "Ada" });
});

/** Nothing was written: Ada's journal and memory are as empty as they began. */
async function expectNothingWritten() {
  const dreams = await json(await call(t.app, "/api/dreams", { cookie: ada.cookie }));
  expect(dreams.items).toEqual([]);
  const notes = await json(await call(t.app, "/api/memory", { cookie: ada.cookie }));
  expect(notes).toEqual([]);
}

describe("cross-site writes", () => {
  const attempts: Array<[string, Record<string, string>, string | undefined, number]> = [
    [
      "text/plain from another site",
      { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" },
      undefined,
      403,
    ],
    [
      "JSON from another site",
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      undefined,
      403,
    ],
    [
      "JSON from a sibling subdomain",
      { origin: "https://notes.localhost:3000", "sec-fetch-site": "same-site" },
      undefined,
      403,
    ],
    ["no Origin, Sec-Fetch-Site cross-site", { origin: "", "sec-fetch-site": "cross-site" }, undefined, 403],
    ["text/plain from our own page", { "content-type": "text/plain" }, undefined, 415],
    ["an HTML form's body", { "content-type": "application/x-www-form-urlencoded" }, "content=x", 415],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }, "--x--", 415],
  ];

  it.each(attempts)("refuses %s and writes nothing", async (_, headers, raw, status) => {
    for (const [path, body] of [
      ["/api/dreams", dream],
      ["/api/memory", memory],
    ] as const) {
      const sent = { ...headers };
      if (sent.origin === "") delete sent.origin;
      const response = await t.app.request(`${PUBLIC_URL}${path}`, {
        method: "POST",
        headers: { cookie: ada.cookie, "content-type": "application/json", ...sent },
        body: raw ?? JSON.stringify(body),
      });
      expect({ path, status: response.status }).toEqual({ path, status });
      const error = (await json(response)).error;
      expect(error.reason).toBe(status === 403 ? "REQUEST_CROSS_SITE" : "REQUEST_NOT_JSON_MEDIA_TYPE");
    }
    await expectNothingWritten();
  });

  it("lets our own page write, and a client outside a browser (no Origin, no Sec-Fetch-Site)", async () => {
    const own = await call(t.app, "/api/dreams", {
      body: dream,
      cookie: ada.cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(201);
    const cli = await t.app.request(`${PUBLIC_URL}/api/memory`, {
      method: "POST",
      headers: { cookie: ada.cookie, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(memory),
    });
    expect(cli.status).toBe(201);
  });

  it("lets the signed Stripe webhook through from anywhere: its signature is its check", async () => {
    const response = await t.app.request(`${PUBLIC_URL}/api/billing/webhook`, {
      method: "POST",
      headers: { origin: "https://stripe.example", "content-type": "application/json" },
      body: "{}",
    });
    // Test billing is on: the route itself answers 404, the guard did not refuse it.
    expect(response.status).toBe(404);
  });

  it("refuses a cross-site sign-out and account deletion too", async () => {
    for (const [path, method] of [
      ["/api/auth/sign-out", "POST"],
      ["/api/me", "DELETE"],
    ] as const) {
      const response = await t.app.request(`${PUBLIC_URL}${path}`, {
        method,
        headers: { cookie: ada.cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ confirm: ada.email }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    expect((await call(t.app, "/api/dreams", { cookie: ada.cookie })).status).toBe(200);
  });
});

describe("responses that carry user data", () => {
  it("are never stored by a cache: no-store on every GET route of the app", async () => {
    const paths = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*"))
          .map((r) => r.path.replace(/:\w+/g, "unknown-id")),
      ),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(15);
    for (const path of [...paths, "/api/auth/get-session"]) {
      const response = await t.app.request(`${PUBLIC_URL}${path}`, { headers: { cookie: ada.cookie } });
      expect({ path, cacheControl: response.headers.get("cache-control") }).toEqual({
        path,
        cacheControl: expect.stringMatching(/^no-store\b/),
      });
      await response.body?.cancel();
    }
  });
});

describe("a body over the limit", () => {
  it("is refused with 413 and the connection is closed, not kept alive", async () => {
    const response = await call(t.app, "/api/dreams", {
      body: JSON.stringify({ ...dream, content: "x".repeat(1024 * 1024 + 10) }),
      cookie: ada.cookie,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect((await json(response)).error.reason).toBe("REQUEST_TOO_LARGE");
  });

  it("over a real keep-alive socket: answered, then the server closes it", async () => {
    const server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      const body = "x".repeat(2 * 1024 * 1024);
      socket.on("error", () => {}); // the server may close before it has read all we send
      socket.write(
        `POST /api/dreams HTTP/1.1\r\nHost: localhost:3000\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      const received = await new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString("latin1");
        });
        socket.on("close", () => resolve(text));
      });
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain("connection: close");
      expect(received.toLowerCase()).not.toContain("keep-alive");
    } finally {
      server.close();
    }
  });
});

describe("a body refused before it is read", () => {
  /** One request through `agent`: its status, Connection header, and whether it reused a socket. */
  function send(agent: Agent, port: number, method: string, path: string, body?: string) {
    return new Promise<{ status: number; connection: string | undefined; reused: boolean }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            host: "127.0.0.1",
            port,
            method,
            path,
            headers: { host: "localhost:3000", "content-type": "application/json" },
          },
          (res) => {
            res.resume();
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                reused: req.reusedSocket,
              }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      },
    );
  }

  it("leaves the keep-alive connection able to answer the next request", async () => {
    const server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = server.address() as AddressInfo;
      for (const size of [300 * 1024, 900 * 1024]) {
        const body = JSON.stringify({ ...dream, content: "x".repeat(size) });
        // Anonymous: refused with 401 before the route reads a byte of the body.
        const refused = await send(agent, port, "POST", "/api/dreams", body);
        expect(refused.status).toBe(401);
        const next = await send(agent, port, "GET", "/api/config");
        expect({ size, status: next.status }).toEqual({ size, status: 200 });
        // Either the connection was kept and served the next request, or the refusal said it would close.
        expect(next.reused || refused.connection === "close").toBe(true);
      }
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
