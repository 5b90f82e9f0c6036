import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "../../src/env";

describe("loadEnv", () => {
  it("has working defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: "development", HOST: "127.0.0.1", PORT: 3000, LOG_LEVEL: "info" });
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.WEB_DIST_DIR).toMatch(/\/apps\/web\/dist$/);
    expect(env.TRUSTED_ORIGINS).toEqual(["http://localhost:3000", "http://localhost:5173"]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect([env.LANDING_PORT, env.LANDING_URL]).toEqual([3001, "http://localhost:3001"]);
  });

  it("serves the landing host on LANDING_PORT at LANDING_URL, or not at all with off", () => {
    const env = loadEnv({ LANDING_PORT: "8081", LANDING_URL: "https://somnia.example/" });
    expect([env.LANDING_PORT, env.LANDING_URL]).toEqual([8081, "https://somnia.example"]);
    const off = loadEnv({ LANDING_PORT: "off", PUBLIC_URL: "https://dreams.example/" });
    expect([off.LANDING_PORT, off.LANDING_URL]).toEqual([null, "https://dreams.example"]);
  });

  it("derives PUBLIC_URL from PORT and adds extra trusted origins", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      PORT: "8080",
      TRUSTED_ORIGINS: "https://a.example/, https://b.example",
    });
    expect(env.PUBLIC_URL).toBe("http://localhost:8080");
    expect(env.TRUSTED_ORIGINS).toEqual(["http://localhost:8080", "https://a.example", "https://b.example"]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ MASTER_KEY: Buffer.alloc(16).toString("base64") }, "MASTER_KEY"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_ID"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ LANDING_PORT: "landing" }, "LANDING_PORT"],
    [{ TRUST_PROXY: "10.0.0.1, the-proxy" }, "TRUST_PROXY"],
    [{ SESSION_IDLE_DAYS: "40" }, "SESSION_IDLE_DAYS"],
  ])("names the bad variable in %o", (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(name);
  });

  it("accepts a 32-byte base64 MASTER_KEY and both Google variables", () => {
    const env = loadEnv({
      MASTER_KEY: Buffer.alloc(32, 7).toString("base64"),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(env.GOOGLE_CLIENT_ID).toBe("id");
  });

  it("reads TRUST_PROXY as a number of proxies or their addresses", () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: "10.0.0.1, ::ffff:10.0.0.2" }).TRUST_PROXY).toEqual({
      addresses: ["10.0.0.1", "10.0.0.2"],
    });
  });

  it("has session lifetimes of 30 days absolute and 7 idle, configurable", () => {
    expect(loadEnv({})).toMatchObject({ SESSION_MAX_AGE_DAYS: 30, SESSION_IDLE_DAYS: 7 });
    expect(loadEnv({ SESSION_MAX_AGE_DAYS: "14", SESSION_IDLE_DAYS: "2" })).toMatchObject({
      SESSION_MAX_AGE_DAYS: 14,
      SESSION_IDLE_DAYS: 2,
    });
  });

  describe("billing in production", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://somnia.example" };

    it("refuses to start a public server on test billing nobody asked for", () => {
      expect(() => loadEnv(production)).toThrow(EnvError);
      expect(() => loadEnv(production)).toThrow(/BILLING_PROVIDER: .*Plus would be free for anyone/);
    });

    it("starts on test billing when BILLING_PROVIDER=test says so, on Stripe, or on this machine only", () => {
      expect(loadEnv({ ...production, BILLING_PROVIDER: "test" }).BILLING_PROVIDER).toBe("test");
      const stripe = {
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_PRICE_MONTHLY: "price_m",
        STRIPE_PRICE_YEARLY: "price_y",
      };
      expect(loadEnv({ ...production, ...stripe }).STRIPE_SECRET_KEY).toBe("sk_test_1");
      expect(loadEnv({ NODE_ENV: "production" }).PUBLIC_URL).toBe("http://localhost:3000");
      expect(loadEnv({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:8080" }).NODE_ENV).toBe(
        "production",
      );
    });
  });
});
