import { describe, expect, it } from "vitest";
import { call, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const body = { email: "someone@example.com" };
const resend = (app: Parameters<typeof call>[0], peer: string, forwardedFor: string) =>
  call(app, "/api/auth/send-verification-email", {
    body,
    ip: peer,
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("rate limits behind a proxy (TRUST_PROXY=true)", () => {
  const t = useTestApp({ TRUST_PROXY: "true" });

  it("keys on the first X-Forwarded-For address, so clients behind one proxy keep their own limits", async () => {
    const proxy = randomIp();
    expect((await resend(t.app, proxy, "203.0.113.7, 10.0.0.2")).status).toBe(200);
    expect((await resend(t.app, proxy, "203.0.113.7")).status).toBe(429);
    expect((await resend(t.app, proxy, "198.51.100.9")).status).toBe(200);
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
