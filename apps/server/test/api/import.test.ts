import { todayIn } from "@somnia/shared/dates";
import { describe, expect, it, vi } from "vitest";
import { setMembership, storedDreams } from "../helpers/dreams";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { eventsOf, imported, postImport, postPreview, previewOf } from "../helpers/import";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp({ IMPORT_MAX_MB: "1" });

const CSV = [
  "date,title,dream,tags",
  '2024-03-15,Flying,"I was flying over the sea, and I felt free and happy.","flying, sea"',
  '2024-03-16,,"My grandmother\'s house was full of water and I was scared of drowning.",family',
  '2099-01-01,Later,"A dream from the future.",',
  "2024-03-17,Empty,,",
].join("\n");

interface Listed {
  id: string;
  title: string | null;
  content: string;
  dreamDate: string;
  tags: string[] | null;
  detections: { symbols: { symbol: string }[] } | null;
}

async function journal(user: { cookie: string }): Promise<Listed[]> {
  const response = await call(t.app, "/api/dreams", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return ((await json(response)) as { items: Listed[] }).items;
}

describe("/api/import", () => {
  it("previews a CSV without storing anything: dreams, dates, titles, and what will be skipped where", async () => {
    const ada = await createUser(t);
    const preview = await previewOf(t, ada, CSV);
    expect(preview).toMatchObject({
      format: "csv",
      dreams: 2,
      duplicates: 0,
      firstDate: "2024-03-15",
      lastDate: "2024-03-16",
      titles: ["Flying", null],
      problemCount: 2,
      media: 0,
    });
    expect(preview.problems).toEqual([
      { place: { line: 4 }, reason: "IMPORT_FUTURE_DATE" },
      { place: { line: 5 }, reason: "IMPORT_EMPTY_TEXT" },
    ]);
    expect(preview.csv?.columns).toEqual(["date", "title", "dream", "tags"]);
    expect(preview.csv?.guess).toEqual({ date: 0, title: 1, text: 2, tags: 3 });
    expect(await storedDreams(t, ada)).toHaveLength(0);
  });

  it("imports dreams as if logged by hand: titled, with chips, searchable; the same file again adds nothing", async () => {
    const bo = await createUser(t);
    const publish = vi.spyOn(t.ctx.events, "publish");
    const events = await eventsOf(await postImport(t, bo, CSV));
    expect(events.some((event) => event.type === "progress")).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: "done",
      summary: { format: "csv", imported: 2, duplicates: 0, problemCount: 2 },
    });
    // One event for the user's other devices, at the end.
    const calls = publish.mock.calls.filter(([userId]) => userId === bo.id);
    expect(calls.map(([, event]) => event)).toEqual([{ type: "journal.imported" }]);
    publish.mockRestore();

    const dreams = await journal(bo);
    expect(dreams.map((dream) => dream.dreamDate)).toEqual(["2024-03-16", "2024-03-15"]);
    const [grandmother, flying] = dreams as [Listed, Listed];
    expect(flying).toMatchObject({ title: "Flying", tags: ["flying", "sea"] });
    expect(grandmother.title).toBeTruthy();
    expect(grandmother.detections?.symbols.map((s) => s.symbol)).toContain("house");
    const search = await call(t.app, "/api/dreams?q=grandmother", { cookie: bo.cookie });
    expect(((await json(search)) as { items: Listed[] }).items.map((d) => d.id)).toEqual([grandmother.id]);

    // Whitespace does not make a dream new.
    const again = CSV.replace("I was flying over the sea,", "I was  flying\tover the sea,");
    expect(await previewOf(t, bo, again)).toMatchObject({ dreams: 2, duplicates: 2 });
    expect(await imported(t, bo, again)).toMatchObject({ imported: 0, duplicates: 2 });
    expect(await storedDreams(t, bo)).toHaveLength(2);
  });

  it("reads one Markdown file with a dated heading per dream", async () => {
    const cy = await createUser(t);
    const markdown = [
      "# My dream journal",
      "",
      "## 2024-05-01 The lighthouse",
      "I climbed a lighthouse that had no top.",
      "",
      "## 2024-05-02",
      "A cat spoke to me in my old school.",
    ].join("\n");
    expect(await imported(t, cy, markdown)).toMatchObject({ format: "markdown", imported: 2 });
    const dreams = await journal(cy);
    expect(dreams.map((dream) => [dream.dreamDate, dream.content])).toEqual([
      ["2024-05-02", "A cat spoke to me in my old school."],
      ["2024-05-01", "I climbed a lighthouse that had no top."],
    ]);
    expect(dreams[1]?.title).toBe("The lighthouse");
  });

  it("counts only this month's dreams against the Basic plan, and says which were left out", async () => {
    const dee = await createUser(t);
    await setMembership(t, dee, "Basic");
    const today = todayIn("UTC");
    const rows = [1, 2, 3, 4].map((n) => `${today},,"Tonight's dream number ${n} was about a red door."`);
    const csv = ["date,title,text", '2019-06-01,,"An old dream about a train."', ...rows].join("\n");
    const summary = await imported(t, dee, csv);
    expect(summary).toMatchObject({ imported: 4, duplicates: 0, problemCount: 1 });
    expect(summary.problems).toEqual([
      { place: { line: 6 }, reason: "IMPORT_BASIC_LIMIT", params: { limit: 3 } },
    ]);
    const me = (await json(await call(t.app, "/api/me", { cookie: dee.cookie }))) as {
      usage: { dreamsUsed: number };
    };
    expect(me.usage.dreamsUsed).toBe(3);
  });

  it("keeps whole batches when an import fails part-way, says so, and adds only the rest when run again", async () => {
    const ida = await createUser(t);
    const rows = Array.from(
      { length: 450 },
      (_, i) => `2023-0${1 + (i % 9)}-1${i % 10},,"Dream ${i}: a hallway of doors."`,
    );
    const csv = ["date,title,text", ...rows].join("\n");
    const { transaction } = t.ctx.db;
    let batches = 0;
    const failing = vi.spyOn(t.ctx.db, "transaction").mockImplementation((work, config) => {
      batches += 1;
      if (batches === 2) return Promise.reject(new Error("the database went away"));
      return transaction.call(t.ctx.db, work, config);
    });
    // The failure is logged as an error: expected here, and only it.
    const logged: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => logged.push(args.join(" ")));
    const events = await eventsOf(await postImport(t, ida, csv));
    failing.mockRestore();
    expect(events.at(-1)).toMatchObject({
      type: "error",
      error: { code: "INTERNAL", reason: "REQUEST_INTERNAL" },
      summary: { imported: 200, duplicates: 0 },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("import failed part-way");
    expect(await storedDreams(t, ida)).toHaveLength(200);
    // Nothing twice: the stored batch is recognised, the rest is added.
    expect(await imported(t, ida, csv)).toMatchObject({ imported: 250, duplicates: 200 });
    expect(await storedDreams(t, ida)).toHaveLength(450);
  });

  it("keeps each user's import to their own journal", async () => {
    const eve = await createUser(t);
    const fay = await createUser(t);
    expect(await imported(t, eve, CSV)).toMatchObject({ imported: 2 });
    // The same dreams in another journal are not duplicates there.
    expect(await imported(t, fay, CSV)).toMatchObject({ imported: 2, duplicates: 0 });
    expect(await journal(eve)).toHaveLength(2);
  });

  it("refuses what it cannot read with a reason, never a 500, and stores nothing", async () => {
    const gus = await createUser(t);
    const refusals: [Response, number, string][] = [
      [
        await postPreview(t, gus, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
        400,
        "IMPORT_UNKNOWN_FORMAT",
      ],
      [
        await postImport(t, gus, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
        400,
        "IMPORT_UNKNOWN_FORMAT",
      ],
      [
        await postPreview(
          t,
          gus,
          new Uint8Array([
            0x64, 0x61, 0x74, 0x65, 0x2c, 0x74, 0x65, 0x78, 0x74, 0x0a, 0xff, 0xfe, 0x2c, 0x41,
          ]),
        ),
        400,
        "IMPORT_INVALID_UTF8",
      ],
      [await postPreview(t, gus, ""), 400, "IMPORT_EMPTY_FILE"],
      [await postPreview(t, gus, "x".repeat(1024 * 1024 + 1)), 413, "IMPORT_TOO_LARGE"],
      [
        await postPreview(t, gus, '{"exportedAt": "2024-01-01", "dreams": [ {"id": '),
        400,
        "IMPORT_INVALID_JSON",
      ],
    ];
    for (const [response, status, reason] of refusals) {
      expect(response.status).toBe(status);
      expect(((await json(response)) as { error: { reason: string } }).error.reason).toBe(reason);
    }
    const tooLarge = await postPreview(t, gus, "x".repeat(1024 * 1024 + 1));
    expect(((await json(tooLarge)) as { error: { params: unknown } }).error.params).toEqual({ limit: 1 });
    expect(await storedDreams(t, gus)).toHaveLength(0);
  });

  it("takes a file only from a signed-in user, from Somnia's own pages, as a file", async () => {
    const hal = await createUser(t);
    const anonymous = await call(t.app, "/api/import", { body: new TextEncoder().encode(CSV) });
    expect(anonymous.status).toBe(401);
    const crossSite = await call(t.app, "/api/import", {
      cookie: hal.cookie,
      body: new TextEncoder().encode(CSV),
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const asForm = await call(t.app, "/api/import", {
      cookie: hal.cookie,
      body: CSV,
      headers: { "content-type": "text/plain" },
    });
    expect(asForm.status).toBe(415);
    expect(await storedDreams(t, hal)).toHaveLength(0);
  });
});
