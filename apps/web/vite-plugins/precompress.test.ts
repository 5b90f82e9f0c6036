import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { precompressDir } from "./precompress";

it("writes .br and .gz twins of the text files worth compressing, and only those", async () => {
  const dir = await mkdtemp(join(tmpdir(), "somnia-precompress-"));
  await mkdir(join(dir, "assets"));
  const script = `export const dream = ${JSON.stringify("the sea ".repeat(500))};`;
  await writeFile(join(dir, "assets", "app-1a2b.js"), script);
  await writeFile(join(dir, "index.html"), "<!doctype html>"); // below the threshold
  await writeFile(join(dir, "assets", "font.woff2"), Buffer.alloc(4096, 7)); // compressed already

  const done = await precompressDir(dir);

  expect(done).toEqual([join(dir, "assets", "app-1a2b.js")]);
  expect((await readdir(join(dir, "assets"))).sort()).toEqual([
    "app-1a2b.js",
    "app-1a2b.js.br",
    "app-1a2b.js.gz",
    "font.woff2",
  ]);
  const br = await readFile(join(dir, "assets", "app-1a2b.js.br"));
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(dir, "assets", "app-1a2b.js.gz"))).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
  expect(await readdir(dir)).not.toContain("index.html.br");
});
