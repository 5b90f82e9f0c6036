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
    expect(loadEnv({ LANDING_PORT: "off" }).LANDING_PORT).toBeNull();
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
});
