import { describe, expect, it } from "vitest";
import { call, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const body = { email: "someone@example.com" };
/** A resend as it reaches the server: from `peer`, with the X-Forwarded-For the proxies built. */
const resend = (app: Parameters<typeof call>[0], peer: string, forwardedFor: string) =>
  call(app, "/api/auth/send-verification-email", {
    body,
    ip: peer,
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("rate limits behind one trusted proxy (TRUST_PROXY=1)", () => {
  const t = useTestApp({ TRUST_PROXY: "1" });

  it("keys on the address the proxy appended, whatever the client wrote before it", async () => {
    const proxy = randomIp();
    const client = randomIp();
    expect((await resend(t.app, proxy, `203.0.113.7, ${client}`)).status).toBe(200);
    // A new forged entry each time: still the same client, still limited.
    expect((await resend(t.app, proxy, `198.51.100.9, ${client}`)).status).toBe(429);
    expect((await resend(t.app, proxy, client)).status).toBe(429);
    // Another client behind the same proxy keeps its own limit.
    expect((await resend(t.app, proxy, `203.0.113.7, ${randomIp()}`)).status).toBe(200);
  });

  it("refuses the sixth sign-up in a minute from one client, however it spoofs the header", async () => {
    const proxy = randomIp();
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await call(t.app, "/api/auth/sign-up/email", {
        body: {
          email: `spoof-${i}-${client}@example.com`,
          password: "a quiet harbour at dawn",
          name: "Spoof",
        },
        ip: proxy,
        headers: { "x-forwarded-for": `10.9.${i}.1, ${client}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("rate limits behind proxies named by address (TRUST_PROXY=<list>)", () => {
  const t = useTestApp({ TRUST_PROXY: "10.200.0.1, 10.200.0.2" });

  it("skips the trusted proxies from the right and keys on the first address that is not one", async () => {
    const client = randomIp();
    // client → 10.200.0.2 → 10.200.0.1 → server
    const chain = (forged: string) => `${forged}, ${client}, 10.200.0.2`;
    expect((await resend(t.app, "10.200.0.1", chain("203.0.113.7"))).status).toBe(200);
    expect((await resend(t.app, "10.200.0.1", chain("198.51.100.9"))).status).toBe(429);
  });
});

describe("rate limits without a trusted proxy (default)", () => {
  const t = useTestApp();

  it("ignores X-Forwarded-For, which any client can forge", async () => {
    const peer = randomIp();
    expect((await resend(t.app, peer, "203.0.113.7")).status).toBe(200);
    expect((await resend(t.app, peer, "198.51.100.9")).status).toBe(429);
  });
});
