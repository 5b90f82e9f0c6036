import { describe, expect, it } from "vitest";
import { analysisSessions, analyzerChats } from "../../src/db/schema/analysis";
import { createDream } from "../helpers/dreams";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** Stores a completed analyzer session with one answered question, encrypted as the analyzer does. */
async function analyse(
  user: { id: string },
  dreamId: string,
  analysis: string,
  question: string,
  answer: string,
) {
  const { crypto, db } = t.ctx;
  const [session] = await db
    .insert(analysisSessions)
    .values({
      userId: user.id,
      dreamId,
      status: "completed",
      analysis: await crypto.encrypt(user.id, analysis),
      questions: await crypto.encrypt(user.id, JSON.stringify([question])),
    })
    .returning();
  await db.insert(analyzerChats).values({
    userId: user.id,
    dreamId,
    sessionId: session?.id as string,
    position: 0,
    botQuestion: await crypto.encrypt(user.id, question),
    userAnswer: await crypto.encrypt(user.id, answer),
  });
}

describe("/api/export", () => {
  it("hands the caller exactly their own data, decrypted, as JSON and Markdown", async () => {
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
    await analyse(ada, lighthouse.id, "The sea stands for feelings.", "Who sang?", "My mother.");
    await analyse(bo, secret.id, "Bo's private analysis.", "Bo's question?", "Bo's answer.");
    for (const [user, dreamId] of [
      [ada, lighthouse.id],
      [bo, secret.id],
    ] as const) {
      const reading = await call(t.app, `/api/dreams/${dreamId}/interpretations`, {
        body: {},
        cookie: user.cookie,
      });
      expect(reading.status).toBe(201);
    }
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
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="somnia-export-${today}.json"`,
    );
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
    expect(markdown.headers.get("content-type")).toContain("text/markdown");
    expect(markdown.headers.get("content-disposition")).toMatch(/somnia-export-\d{4}-\d{2}-\d{2}\.md"$/);
    const md = await markdown.text();
    expect(md).toContain("### 2026-01-15 — Lighthouse");
    expect(md).toContain("A lighthouse sang to the tide.");
    expect(md).toContain("Falling from a tower.");
    expect(md).toContain("The sea stands for feelings.");
    expect(md).toContain("My mother.");
    expect(md).toContain("## Interpretations (1)");
    expect(md).not.toContain("Bo flew");
  });

  it("refuses an unknown format and anonymous callers", async () => {
    const ada = await createUser(t);
    const bad = await call(t.app, "/api/export?format=pdf", { cookie: ada.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("The export format must be json or md");
    expect((await call(t.app, "/api/export")).status).toBe(401);
  });
});
