import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../src/lib/hono-env";
import { createLogger } from "../../src/lib/logger";
import { isOwnAddress, ownRedirects } from "../../src/lib/redirect-guard";

const ORIGINS = ["https://app.somnia.test", "https://somnia.test"];

describe("isOwnAddress", () => {
  it("takes a plain path, or one on an own origin", () => {
    for (const value of [
      "/",
      "/email-confirmation",
      "/auth?tab=signup",
      "/dreams/a1b2#top",
      "/auth?next=%2Fjournal",
      "https://app.somnia.test",
      "https://app.somnia.test/journal",
      "https://somnia.test/terms",
    ]) {
      expect({ value, own: isOwnAddress(value, ORIGINS) }).toEqual({ value, own: true });
    }
  });

  it("refuses what a browser or a normalising server could read as another host", () => {
    for (const value of [
      "",
      "journal",
      "//evil.example",
      "/.//evil.example",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%252e//evil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "/a%3F/../..//evil.example",
      "/\t/evil.example",
      "/%0a/evil.example",
      "/\uFF0Fevil.example",
      "/%E2%88%95evil.example",
      "/%25252525252e",
      "/%E0%A4%A",
      "https://app.somnia.test.evil.example/",
      "https://app.somnia.test@evil.example/",
      "https://app.somnia.test//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      expect({ value, own: isOwnAddress(value, ORIGINS) }).toEqual({ value, own: false });
    }
  });
});

describe("ownRedirects", () => {
  const logger = createLogger("silent");
  const app = new Hono<AppEnv>();
  app.use(ownRedirects(ORIGINS, logger));
  app.get("/to", (c) => c.redirect(c.req.query("location") as string, 302));
  app.get("/ok", (c) =>
    c.json({ url: "https://accounts.example/o" }, 200, { location: c.req.query("location") as string }),
  );
  const get = (path: string, location: string) =>
    app.request(`https://internal:3000${path}?${new URLSearchParams({ location })}`);

  it("lets a redirect to an own origin through, relative or absolute", async () => {
    for (const location of ["/journal", "journal", "https://somnia.test/", "https://app.somnia.test/x"]) {
      const response = await get("/to", location);
      expect({ location, status: response.status }).toEqual({ location, status: 302 });
      expect(response.headers.get("location")).toBe(location);
    }
  });

  it("replaces a redirect anywhere else with a 400 in the app's error shape", async () => {
    const warn = vi.spyOn(logger, "warn");
    for (const location of [
      "//evil.example",
      "/\\evil.example",
      "\t//evil.example",
      "https://evil.example/",
    ]) {
      const response = await get("/to", location);
      expect({ location, status: response.status }).toEqual({ location, status: 400 });
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toEqual({
        error: { code: "BAD_REQUEST", reason: REQUEST_MESSAGES.foreignCallback },
      });
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("drops a foreign Location from an answer that is not a redirect, keeping its body", async () => {
    const response = await get("/ok", "https://accounts.example/o");
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.json()).toEqual({ url: "https://accounts.example/o" });
  });
});
