import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createLandingApp } from "../../src/lib/landing-host";

const app = createLandingApp({
  appUrl: "http://app.test",
  siteUrl: "http://landing.test",
  supportEmail: "help@example.com",
});
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(`http://landing.test${path}`, { method, headers });

describe("the landing host as the server serves it", () => {
  it("answers each page at its path, with or without a slash or index.html", async () => {
    for (const path of ["/", "/index.html", "/terms", "/terms/", "/terms/index.html", "/auth-error"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(await (await get("/terms")).text()).toContain("Terms of Service");
    expect((await get("/robots.txt")).headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await get("/sitemap.xml")).headers.get("content-type")).toMatch(/^application\/xml/);
  });

  it("answers anything else with the 404 page and status 404", async () => {
    for (const path of ["/nope", "/terms/extra", "/../etc/passwd"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Dream not found");
    }
  });

  it("compresses when asked, revalidates by ETag, answers HEAD with headers only, and only reads", async () => {
    const plain = await get("/");
    const html = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("cache-control")).toBe("no-cache");

    const br = await get("/", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);

    const etag = plain.headers.get("etag") ?? "";
    expect((await get("/", { "If-None-Match": etag })).status).toBe(304);

    const head = await get("/terms", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await head.text()).toBe("");

    const post = await get("/", {}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("sends the app's Permissions-Policy with its other security headers, on every answer", async () => {
    for (const [path, method] of [
      ["/", "GET"],
      ["/nope", "GET"],
      ["/terms", "HEAD"],
      ["/", "POST"],
    ] as const) {
      const response = await get(path, {}, method);
      expect({ path, method, policy: response.headers.get("permissions-policy") }).toEqual({
        path,
        method,
        policy: "camera=(), geolocation=(), payment=(), microphone=(self)",
      });
    }
  });
});
