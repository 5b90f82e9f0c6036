import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const dist = await mkdtemp(join(tmpdir(), "somnia-dist-"));
await mkdir(join(dist, "assets"));
await writeFile(
  join(dist, "index.html"),
  '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
);
await writeFile(join(dist, "assets", "app-1a2b.js"), "console.log('hi')");
await writeFile(join(dist, "favicon.svg"), "<svg/>");

const t = useTestApp({ NODE_ENV: "production", WEB_DIST_DIR: dist });

describe("production: the built web app", () => {
  it("serves index.html at / and for client-side routes, never cached", async () => {
    for (const path of ["/", "/calendar", "/dreams/123"]) {
      const response = await call(t.app, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("/assets/app-1a2b.js");
    }
  });

  it("caches hashed assets for a year and serves other files", async () => {
    const asset = await call(t.app, "/assets/app-1a2b.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await call(t.app, "/favicon.svg")).status).toBe(200);
    expect((await call(t.app, "/assets/app-old.js")).status).toBe(404);
  });

  it("keeps /api answers JSON", async () => {
    const response = await call(t.app, "/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("NOT_FOUND");
  });
});
