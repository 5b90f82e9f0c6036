import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressJson, negotiateEncoding } from "../../src/lib/compression";

describe("negotiateEncoding", () => {
  it("prefers br, honours q values and refusals", () => {
    const both = ["br", "gzip"] as const;
    expect(negotiateEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(negotiateEncoding("gzip", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(negotiateEncoding("*", both)).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("identity", both)).toBeNull();
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding("br", ["gzip"])).toBeNull();
  });
});

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `dream number ${i}` })) };

/** A stream whose second piece is only produced once `release` is called. */
function gatedStream(first: string, second: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      await gate;
      controller.enqueue(new TextEncoder().encode(second));
      controller.close();
    },
  });
  return { body, release };
}

function appWith(route: (app: Hono) => void) {
  const app = new Hono();
  app.use(compressJson());
  route(app);
  return app;
}

const get = (app: Hono, path: string, acceptEncoding?: string, method = "GET") =>
  app.request(path, { method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("compressJson", () => {
  const app = appWith((a) => {
    a.get("/big", (c) => c.json(big));
    a.get("/small", (c) =>
      c.body(JSON.stringify({ ok: true }), 200, {
        "Content-Type": "application/json",
        "Content-Length": "11",
      }),
    );
    a.get("/tiny", (c) => c.json({ ok: true }));
    a.get("/raw", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
  });

  it("compresses JSON with br or gzip as the client asks, and says it varies", async () => {
    const br = await get(app, "/big", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(big);
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await get(app, "/big", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it("sends JSON as it is when not asked, when small, with no-transform, and for HEAD", async () => {
    const plain = await get(app, "/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(big);
    expect((await get(app, "/small", "br")).headers.get("content-encoding")).toBeNull();
    const tiny = await get(app, "/tiny", "br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    expect((await get(app, "/raw", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get(app, "/big", "br", "HEAD")).headers.get("content-encoding")).toBeNull();
  });

  it("leaves NDJSON and SSE streams alone: the first line arrives before the next is written", async () => {
    for (const type of ["application/x-ndjson", "text/event-stream"]) {
      const { body, release } = gatedStream('{"line":1}\n', '{"line":2}\n');
      const streaming = appWith((a) => a.get("/stream", (c) => c.body(body, 200, { "Content-Type": type })));
      const response = await get(streaming, "/stream", "br, gzip");
      expect(response.headers.get("content-encoding")).toBeNull();
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe('{"line":1}\n');
      release();
      const second = await reader.read();
      expect(new TextDecoder().decode(second.value)).toBe('{"line":2}\n');
    }
  });

  it("compresses a download piece by piece, without waiting for its end", async () => {
    const { body, release } = gatedStream('{"dreams":[{"id":1}', ',{"id":2}]}');
    const streaming = appWith((a) =>
      a.get("/export", (c) =>
        c.body(body, 200, {
          "Content-Type": "application/json",
          "Content-Disposition": 'attachment; filename="somnia-export.json"',
        }),
      ),
    );
    const response = await get(streaming, "/export", "br");
    expect(response.headers.get("content-encoding")).toBe("br");
    const decoded: string[] = [];
    const inflate = createBrotliDecompress();
    inflate.on("data", (chunk: Buffer) => decoded.push(chunk.toString()));
    const reader = response.body!.getReader();
    const first = await reader.read();
    await new Promise<void>((resolve) => inflate.write(first.value, () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(decoded.join("")).toBe('{"dreams":[{"id":1}');
    release();
    for (let next = await reader.read(); !next.done; next = await reader.read()) inflate.write(next.value);
    await new Promise((resolve) => inflate.end(resolve));
    expect(JSON.parse(decoded.join(""))).toEqual({ dreams: [{ id: 1 }, { id: 2 }] });
  });
});
