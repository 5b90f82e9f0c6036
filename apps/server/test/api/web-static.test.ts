import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const script = `console.log(${JSON.stringify("a dream ".repeat(300))});`;
const dist = await mkdtemp(join(tmpdir(), "somnia-dist-"));
await mkdir(join(dist, "assets"));
const themeScript = 'document.documentElement.classList.toggle("dark", true)';
await writeFile(
  join(dist, "index.html"),
  `<!doctype html><script>${themeScript}</script><script type="module" src="/assets/app-1a2b.js"></script>`,
);
await writeFile(join(dist, "auth.html"), "<!doctype html><h1>Sign in</h1>");
await writeFile(join(dist, "auth-signup.html"), "<!doctype html><h1>Sign up</h1>");
await writeFile(join(dist, "auth.de.html"), '<!doctype html><html lang="de"><h1>Anmelden</h1>');
await writeFile(join(dist, "auth-signup.de.html"), '<!doctype html><html lang="de"><h1>Registrieren</h1>');
await writeFile(join(dist, "auth.pt-BR.html"), '<!doctype html><html lang="pt-BR"><h1>Entrar</h1>');
await writeFile(join(dist, "signed-in-home.html"), "<!doctype html><h1>My Dreams</h1>");
await writeFile(join(dist, "signed-in-home.de.html"), '<!doctype html><html lang="de"><h1>Meine Träume</h1>');
await writeFile(join(dist, "signed-in-calendar.html"), "<!doctype html><h1>Dream Calendar</h1>");
await writeFile(join(dist, "assets", "app-1a2b.js"), script);
await writeFile(join(dist, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
await writeFile(join(dist, "assets", "app-1a2b.js.gz"), gzipSync(script));
await writeFile(join(dist, "favicon.svg"), "<svg/>");
await writeFile(join(dist, "manifest.webmanifest"), '{"name":"Somnia"}');
await writeFile(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
// Beside the build, never to be served.
await writeFile(join(dist, "..", "secret.txt"), "not public");

const t = useTestApp({ NODE_ENV: "production", WEB_DIST_DIR: dist });

/** A raw request: `call` would check bodies against the API contract, and these are not API bodies. */
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  t.app.request(`${PUBLIC_URL}${path}`, { method, headers });

describe("production: the built web app", () => {
  it("sends a form posted to a page back to it, and leaves POSTs to the API alone", async () => {
    const posted = await t.app.request(`${PUBLIC_URL}/auth`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=ada%40example.com&password=hunter2-secret",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/auth");
    const api = await t.app.request(`${PUBLIC_URL}/api/no-such-route`, { method: "POST" });
    expect(api.status).toBe(404);
    const asset = await t.app.request(`${PUBLIC_URL}/assets/app-1a2b.js`, { method: "POST" });
    expect(asset.status).toBe(404);
  });

  it("never sends a posted form off Somnia, whatever the path says", async () => {
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "///evil.example/auth",
      "//evil.example/%2e%2e",
    ]) {
      const posted = await t.app.request(`${PUBLIC_URL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=ada%40example.com",
      });
      const location = posted.headers.get("location");
      const where = location === null ? null : new URL(location, `${PUBLIC_URL}/auth`).origin;
      expect({ path, where }).toEqual({ path, where: location === null ? null : PUBLIC_URL });
    }
  });

  it("lets the build's inline scripts run by their hashes, and no other inline script", async () => {
    const policy = (await get("/")).headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
    const hash = createHash("sha256").update(themeScript).digest("base64");
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("serves index.html at / and for client-side routes, revalidated", async () => {
    for (const path of ["/", "/calendar", "/dreams/123"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("/assets/app-1a2b.js");
    }
  });

  it("serves a route's prerendered page when the build has one", async () => {
    for (const path of ["/auth", "/auth/"]) {
      const response = await get(path);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<h1>Sign in</h1>");
    }
    expect(await (await get("/auth?tab=signup")).text()).toContain("<h1>Sign up</h1>");
    for (const path of ["/auth?tab=login", "/auth?tab=../index", "/auth?tab="]) {
      expect(await (await get(path)).text(), path).toContain("<h1>Sign in</h1>");
    }
  });

  it("serves the prerendered page in the language chosen on the device, else the browser's", async () => {
    const page = async (path: string, headers: Record<string, string>) => {
      const response = await get(path, headers);
      expect(response.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
      return response.text();
    };
    expect(await page("/auth", { "accept-language": "de-CH, de;q=0.9, en;q=0.8" })).toContain("Anmelden");
    expect(await page("/auth?tab=signup", { "accept-language": "de" })).toContain("Registrieren");
    expect(await page("/auth", { "accept-language": "pt-PT" })).toContain("Entrar");
    // The language chosen with the menu wins over the browser's; one without a page is English.
    expect(await page("/auth", { "accept-language": "de", cookie: "somnia-locale=en" })).toContain("Sign in");
    expect(await page("/auth", { "accept-language": "fr" })).toContain("Sign in");
    expect(await page("/auth", { "accept-language": "ja, xx;q=0.5" })).toContain("Sign in");
    // The app itself is one page in every language: its script picks the language.
    expect((await get("/symbols", { "accept-language": "de" })).headers.get("vary") ?? "").not.toMatch(
      /Language/,
    );
  });

  it("serves a signed-in page with its shell prerendered only to a request with a session cookie", async () => {
    const session = { cookie: "somnia-locale=de; somnia.session_token=abc.def" };
    const home = await get("/", session);
    expect(await home.text()).toContain("Meine Träume");
    expect(home.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
    expect(await (await get("/", { cookie: "__Secure-somnia.session_token=abc" })).text()).toContain(
      "<h1>My Dreams</h1>",
    );
    expect(await (await get("/calendar", session)).text()).toContain("Dream Calendar");
    // Without the cookie (or with another, or an empty one), the app's index.html, which sends the
    // visitor to sign in.
    for (const cookie of ["", "somnia-locale=de", "somnia.session_token="]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const anonymous = await get("/", headers);
      expect(await anonymous.text()).toContain("/assets/app-1a2b.js");
      expect(anonymous.headers.get("vary")).toMatch(/Cookie/);
    }
    // A page the build did not prerender, or another address of one, is index.html too.
    for (const path of ["/profile", "/calendar/"])
      expect(await (await get(path, session)).text()).toContain("/assets/app-1a2b.js");
  });

  it("takes a language from the link (the landing site's ?lang=) over the browser's, and keeps it", async () => {
    const german = await get("/auth?tab=signup&lang=de", {
      "accept-language": "fr",
      cookie: "somnia-locale=en",
    });
    expect(await german.text()).toContain("Registrieren");
    expect(german.headers.get("set-cookie")).toMatch(
      /^somnia-locale=de; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    // Any page of the app keeps the choice for the app's script.
    const app = await get("/privacy?lang=pt-BR");
    expect(app.headers.get("set-cookie")).toMatch(/^somnia-locale=pt-BR;/);
    // Not a language Somnia speaks: the usual choice, and nothing kept.
    const unknown = await get("/auth?lang=xx", { "accept-language": "de" });
    expect(await unknown.text()).toContain("Anmelden");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect((await get("/auth")).headers.get("set-cookie")).toBeNull();
  });

  it("caches hashed assets for a year and revalidates every other file", async () => {
    const asset = await get("/assets/app-1a2b.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("no-cache");
    // The service worker is fetched fresh on every update check, so a new version is seen at once.
    const worker = await get("/sw.js");
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect((await get("/assets/app-old.js")).status).toBe(404);
  });

  it("sends a hashed asset the headers that apply to it, and a page and the service worker all of them", async () => {
    const asset = await get("/assets/app-1a2b.js");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("strict-transport-security")).toContain("max-age=");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "referrer-policy",
    ])
      expect(asset.headers.get(name)).toBeNull();
    for (const path of ["/", "/sw.js"]) {
      const response = await get(path);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("sends the precompressed file the client accepts, br first", async () => {
    const br = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gz = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers HEAD with headers only and a matching ETag with 304", async () => {
    const head = await get("/assets/app-1a2b.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/assets/app-1a2b.js", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("never serves a file outside the build", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/%00.js",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("not public");
    }
  });

  it("keeps /api answers JSON, compressed when asked", async () => {
    const response = await call(t.app, "/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("NOT_FOUND");
    const document = await get("/api/openapi.json", { "accept-encoding": "br" });
    expect(document.headers.get("content-encoding")).toBe("br");
    expect(document.headers.get("cache-control") ?? "").not.toContain("immutable");
    const parsed = JSON.parse(brotliDecompressSync(Buffer.from(await document.arrayBuffer())).toString());
    expect(parsed.openapi).toMatch(/^3\./);
  });
});
