import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { STATS_MESSAGES } from "@somnia/shared/stats";
import { beforeAll, describe, expect, it } from "vitest";
import { setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
let ada: TestUser;

beforeAll(async () => {
  ada = await createUser(t, { name: "Ada" });
  await setMembership(t, ada, "Plus");
});

const get = (path: string) => call(t.app, path, { cookie: ada.cookie });

/** A 400 in the app's error shape with `reason`. */
async function expectRefused(response: Response, reason: string) {
  expect(response.status).toBe(400);
  expect((await json(response)).error).toEqual({ code: "VALIDATION_FAILED", reason });
}

const cursor = (keys: string[]) => Buffer.from(JSON.stringify(keys)).toString("base64url");

describe("years before 1000", () => {
  it("refuses year 0000, which no calendar has, with a 400 on every date parameter", async () => {
    await expectRefused(await get("/api/stats/calendar/year?year=0000"), STATS_MESSAGES.invalidYear);
    await expectRefused(await get("/api/stats/calendar?month=0000-01"), STATS_MESSAGES.invalidMonth);
    await expectRefused(await get("/api/stats/calendar/day?date=0000-01-01"), STATS_MESSAGES.invalidDate);
    const dream = { content: "A dream at the beginning of time", dreamDate: "0000-01-01" };
    await expectRefused(
      await call(t.app, "/api/dreams", { body: dream, cookie: ada.cookie }),
      DREAM_MESSAGES.invalidDate,
    );
    for (const keys of [
      ["0000-01-01", "2026-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"],
      ["2026-01-01", "0000-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"],
    ]) {
      await expectRefused(await get(`/api/dreams?cursor=${cursor(keys)}`), DREAM_MESSAGES.invalidCursor);
    }
  });

  it("answers a year, month and day in the first century with four-digit dates", async () => {
    const year = await get("/api/stats/calendar/year?year=0099");
    expect(year.status).toBe(200);
    const summary = await json(year);
    expect(summary.year).toBe(99);
    expect(summary.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `0099-${String(i + 1).padStart(2, "0")}`),
    );

    const month = await get("/api/stats/calendar?month=0099-02");
    expect(month.status).toBe(200);
    expect((await json(month)).month).toBe("0099-02");
    const leap = await get("/api/stats/calendar?month=0004-02");
    expect(leap.status).toBe(200);
    expect((await json(leap)).monthPercentage).toBe(0);

    const day = await get("/api/stats/calendar/day?date=0099-01-01");
    expect(day.status).toBe(200);
    expect(await json(day)).toEqual({ date: "0099-01-01", dreams: [] });
  });

  it("keeps a dream dated in the year 99 as 0099, in the list, the statistics and the export", async () => {
    const created = await call(t.app, "/api/dreams", {
      body: { content: "A Roman road under snow", dreamDate: "0099-03-04" },
      cookie: ada.cookie,
    });
    expect(created.status).toBe(201);
    const { id, dreamDate } = await json(created);
    expect(dreamDate).toBe("0099-03-04");

    const list = await json(await get("/api/dreams"));
    expect(list.items.find((d: { id: string }) => d.id === id)?.dreamDate).toBe("0099-03-04");
    const year = await json(await get("/api/stats/calendar/year?year=0099"));
    expect(year.total).toBe(1);
    expect(year.months[2]).toEqual({ month: "0099-03", count: 1 });
    const day = await json(await get("/api/stats/calendar/day?date=0099-03-04"));
    expect(day.dreams.map((d: { id: string }) => d.id)).toEqual([id]);

    const markdown = await (await get("/api/export?format=md")).text();
    expect(markdown).toContain("### 0099-03-04 — ");
    const exported = await json(await get("/api/export?format=json"));
    expect(exported.dreams.find((d: { id: string }) => d.id === id)?.dreamDate).toBe("0099-03-04");
  });
});
