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

  it("answers anything else with the 404 page and status 404, in the path's language", async () => {
    for (const path of ["/nope", "/terms/extra", "/../etc/passwd", "/french/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Dream not found");
    }
    const french = await get("/fr/nope");
    expect(french.status).toBe(404);
    expect(await french.text()).toContain("<h1>Rêve introuvable</h1>");
  });

  it("answers each language's pages under its own path", async () => {
    for (const [path, lang] of [
      ["/fr/", "fr"],
      ["/fr", "fr"],
      ["/de/index.html", "de"],
      ["/pt-br/terms", "pt-BR"],
      ["/it/terms/", "it"],
      ["/es/auth-error", "es"],
    ]) {
      const response = await get(path ?? "");
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${lang}">`);
    }
    expect(await (await get("/pt-br/terms")).text()).toContain("<h1>Termos de uso</h1>");
  });

  it("compresses when asked, revalidates by ETag, answers HEAD with headers only, and only reads", async () => {
    const plain = await get("/");
    const html = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Language, Cookie, Referer, Accept-Encoding");
    expect((await get("/terms")).headers.get("vary")).toBe("Accept-Encoding");
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

  it("sends its font and pictures as they are: compressed already, never again", async () => {
    const files: [string, string][] = [
      ["/fonts/nunito-latin.woff2", "font/woff2"],
      ["/pictures/analyzer-fr-dark.jpg", "image/jpeg"],
    ];
    for (const [path, type] of files) {
      const response = await get(path, { "Accept-Encoding": "gzip, br" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe(type);
      expect(response.headers.get("content-encoding"), path).toBeNull();
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length")), path).toBe(body.length);
      expect(body.length, path).toBeGreaterThan(10_000);
    }
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

  describe("the home page, for a reader who speaks another language", () => {
    const GERMAN = { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" };

    it("sends a browser that prefers a language Somnia speaks to that language's home", async () => {
      for (const [acceptLanguage, home] of [
        ["de-DE,de;q=0.9,en;q=0.8", "/de/"],
        ["fr-CA", "/fr/"],
        ["pt-PT,pt;q=0.9", "/pt-br/"],
        ["ja, it;q=0.5, en;q=0.3", "/it/"],
      ]) {
        const response = await get("/", { "Accept-Language": acceptLanguage ?? "" });
        expect([response.status, response.headers.get("location")], acceptLanguage).toEqual([302, home]);
        expect(response.headers.get("vary")).toContain("Accept-Language");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
      const head = await get("/", GERMAN, "HEAD");
      expect([head.status, head.headers.get("location")]).toEqual([302, "/de/"]);
      const withQuery = await get("/?utm_source=news", GERMAN);
      expect(withQuery.headers.get("location")).toBe("/de/?utm_source=news");
      expect(
        (await get("/", { ...GERMAN, Cookie: "theme=dark; somnia-locale=es" })).headers.get("location"),
      ).toBe("/es/");
    });

    it("answers English to a crawler, an English browser, and a reader who chose English", async () => {
      const readers: Record<string, string>[] = [
        {},
        { "Accept-Language": "en-GB,en;q=0.9,de;q=0.5" },
        { "Accept-Language": "ja, zh;q=0.8" },
        { ...GERMAN, Cookie: "somnia-locale=en" },
        // The language menu's English link, followed from the German home page.
        { ...GERMAN, Referer: "http://landing.test/de/" },
      ];
      for (const headers of readers) {
        const response = await get("/", headers);
        expect(response.status, JSON.stringify(headers)).toBe(200);
        expect(await response.text()).toContain('<html lang="en">');
        expect(response.headers.get("vary")).toContain("Accept-Language");
      }
      expect((await get("/", { ...GERMAN, Referer: "https://elsewhere.example/de/" })).status).toBe(302);
    });

    it("negotiates only the home page, and only a read", async () => {
      for (const path of ["/terms", "/index.html", "/fr/", "/auth-error"]) {
        const response = await get(path, GERMAN);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("vary"), path).toBe("Accept-Encoding");
      }
      expect((await get("/", GERMAN, "POST")).status).toBe(405);
    });
  });
});
