import { exportDataSchema } from "@somnia/shared/account";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { dreams } from "../../src/db/schema";
import { createLogger } from "../../src/lib/logger";
import { streamExport } from "../../src/services/export/stream-export";
import { createDream } from "../helpers/dreams";
import { expectLikeReference, readChunks } from "../helpers/export-reference";
import { analyse, interpret, seedAccount, seedJournal } from "../helpers/export-seed";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("/api/export", () => {
  it("streams a 2,000-dream journal in many chunks, the same text as the whole export built at once", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const bo = await createUser(t, { name: "Bo" });
    await seedJournal(t, ada.id, 2000);
    await seedAccount(t, ada, "Ada");
    await seedJournal(t, bo.id, 30);
    await seedAccount(t, bo, "Bo's");

    for (const format of ["json", "md"] as const) {
      const response = await call(t.app, `/api/export?format=${format}`, { cookie: ada.cookie });
      expect(response.status).toBe(200);
      const { chunks, text } = await readChunks(response.body);
      // The opening goes out before any row is read, then a chunk per page of rows.
      expect(chunks.length).toBeGreaterThan(10);
      expect(chunks[0]).not.toMatch(/Dream \d+|"dreams"|## Dreams/);
      expect(text).not.toContain("Bo's");
      expect(text).not.toContain(bo.email);
      await expectLikeReference(t, ada.id, format, text);
      if (format === "json") {
        const data = exportDataSchema.parse(JSON.parse(text));
        expect(data.dreams).toHaveLength(2005);
        expect(data.memory).toHaveLength(10);
        expect(data.analyses).toHaveLength(6);
        expect(data.interpretations).toHaveLength(4);
      } else {
        expect(text).toContain("## Dreams (2005)");
      }
    }
  });

  it("reads every section a page at a time without losing or repeating a row at the pages' edges", async () => {
    const cy = await createUser(t, { name: "Cy" });
    await seedJournal(t, cy.id, 9);
    await seedAccount(t, cy, "Cy");
    for (const format of ["json", "md"] as const) {
      const onError = vi.fn();
      const body = await streamExport({
        db: t.ctx.db,
        crypto: t.ctx.crypto,
        userId: cy.id,
        format,
        pageSize: 2,
        onError,
      });
      const { chunks, text } = await readChunks(body);
      expect(chunks.length).toBeGreaterThan(10);
      await expectLikeReference(t, cy.id, format, text);
      expect(onError).not.toHaveBeenCalled();
    }
  });

  it("exports an account with nothing in it yet", async () => {
    const dee = await createUser(t, { name: "Dee" });
    for (const format of ["json", "md"] as const) {
      const response = await call(t.app, `/api/export?format=${format}`, { cookie: dee.cookie });
      expect(response.status).toBe(200);
      await expectLikeReference(t, dee.id, format, await response.text());
    }
    const data = exportDataSchema.parse(await json(await call(t.app, "/api/export", { cookie: dee.cookie })));
    expect(data).toMatchObject({ profile: null, memory: [], dreams: [], analyses: [], interpretations: [] });
  });

  it("hands the caller exactly their own data, decrypted, with download headers", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const bo = await createUser(t, { name: "Bo" });
    for (const user of [ada, bo]) {
      expect((await call(t.app, "/api/me", { method: "POST", cookie: user.cookie })).status).toBe(201);
    }
    const lighthouse = await createDream(t, ada, {
      title: "Lighthouse",
      content: "A lighthouse sang to the tide.",
      tags: ["water"],
      isAnalyzed: true,
    });
    await createDream(t, ada, {
      dreamDate: "2026-01-16",
      notRemembered: true,
      title: "DR",
      content: "not remembered",
    });
    const secret = await createDream(t, bo, {
      title: "Bo's secret",
      content: "Bo flew over the school.",
      isAnalyzed: true,
    });
    await analyse(t, ada, lighthouse.id, "The sea stands for feelings.", "Who sang?", "My mother.");
    await analyse(t, bo, secret.id, "Bo's private analysis.", "Bo's question?", "Bo's answer.");
    await interpret(t, ada, lighthouse.id);
    await interpret(t, bo, secret.id);
    const saved = await call(t.app, "/api/memory", {
      body: { infoType: "recurring_dreams", content: "Falling from a tower." },
      cookie: ada.cookie,
    });
    expect(saved.status).toBe(201);

    const response = await call(t.app, "/api/export?format=json", {
      cookie: ada.cookie,
      headers: { "x-time-zone": "UTC" },
    });
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="somnia-export-${today}.json"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toContain("Bo flew");
    expect(text).not.toContain(bo.email);
    expect(text).not.toMatch(/"v1\.[\w-]+\.[\w-]+"/); // no ciphertext
    const data = JSON.parse(text);
    expect(data.account.email).toBe(ada.email);
    expect(data.profile).toMatchObject({ displayName: "Ada", membershipType: "Basic" });
    expect(data.memory).toEqual([
      expect.objectContaining({ infoType: "recurring_dreams", content: "Falling from a tower." }),
    ]);
    expect(data.dreams).toHaveLength(2);
    expect(data.dreams[0]).toMatchObject({
      title: "Lighthouse",
      content: "A lighthouse sang to the tide.",
      tags: ["water"],
    });
    expect(data.dreams[1]).toMatchObject({ dreamDate: "2026-01-16", notRemembered: true });
    expect(data.analyses).toEqual([
      expect.objectContaining({
        dreamId: lighthouse.id,
        analysis: "The sea stands for feelings.",
        questions: ["Who sang?"],
        answers: [expect.objectContaining({ question: "Who sang?", answer: "My mother." })],
      }),
    ]);
    expect(data.interpretations).toEqual([
      expect.objectContaining({ dreamId: lighthouse.id, text: expect.stringContaining("Lighthouse") }),
    ]);
    expect(text).not.toContain("Bo's");

    const markdown = await call(t.app, "/api/export?format=md", { cookie: ada.cookie });
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("content-disposition")).toMatch(
      /^attachment; filename="somnia-export-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    expect(markdown.headers.get("cache-control")).toBe("no-store");
    const md = await markdown.text();
    expect(md).toContain("### 2026-01-15 — Lighthouse");
    expect(md).toContain("A lighthouse sang to the tide.");
    expect(md).toContain("Falling from a tower.");
    expect(md).toContain("### 2026-01-15 — Lighthouse (completed)\n\nThe sea stands for feelings.");
    expect(md).toContain("- **Who sang?**\n  My mother.");
    expect(md).toContain("## Interpretations (1)");
    expect(md).not.toContain("Bo flew");
    expect(md).not.toContain("Bo's");
  });

  it("refuses an unknown format and anonymous callers", async () => {
    const ada = await createUser(t);
    const bad = await call(t.app, "/api/export?format=pdf", { cookie: ada.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.reason).toBe("ACCOUNT_BAD_EXPORT_FORMAT");
    expect((await call(t.app, "/api/export")).status).toBe(401);
    expect((await call(t.app, "/api/export?format=md")).status).toBe(401);
  });

  it("aborts the download, never ending it like a whole file, when a row fails after the first byte", async () => {
    const eve = await createUser(t, { name: "Eve" });
    const other = await createUser(t);
    const ids = await seedJournal(t, eve.id, 260);
    // A dream on the second page that eve's key cannot open (sealed for another user).
    const foreign = await t.ctx.crypto.encrypt(other.id, "someone else's dream");
    await t.ctx.db
      .update(dreams)
      .set({ content: foreign })
      .where(eq(dreams.id, ids[230] as string));
    const logs: string[] = [];
    const logger = createLogger("error", { write: (line: string) => logs.push(line) });
    const app = createApp({ ...t.ctx, logger });

    for (const format of ["json", "md"] as const) {
      const response = await app.request(`${PUBLIC_URL}/api/export?format=${format}`, {
        headers: { origin: PUBLIC_URL, cookie: eve.cookie },
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = "";
      const failure = await (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return null;
          text += decoder.decode(value, { stream: true });
        }
      })().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(text.length).toBeGreaterThan(0);
      expect(text).toContain("Dream 1:");
      expect(text).not.toContain("someone else's dream");
      expect(text).not.toContain("## Analyses");
      expect(text.endsWith("\n}")).toBe(false);
    }
    const failures = logs.map((line) => JSON.parse(line) as { level: number; msg: string; format: string });
    expect(failures).toEqual([
      expect.objectContaining({ level: 50, format: "json", msg: expect.stringContaining("export failed") }),
      expect.objectContaining({ level: 50, format: "md", msg: expect.stringContaining("export failed") }),
    ]);
  });

  it("stops reading the journal when the client goes away", async () => {
    const fay = await createUser(t, { name: "Fay" });
    await seedJournal(t, fay.id, 450);
    const client = new AbortController();
    const response = await t.app.request(`${PUBLIC_URL}/api/export?format=json`, {
      headers: { origin: PUBLIC_URL, cookie: fay.cookie },
      signal: client.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    client.abort();
    await expect(reader.read()).rejects.toThrow();
  });
});
