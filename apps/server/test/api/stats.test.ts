import { todayIn } from "@somnia/shared/dates";
import { memberSince, STATS_MESSAGES } from "@somnia/shared/stats";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** The yyyy-MM-dd `days` before `date`. */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Chips as the server stores them: Ada's sea dreams and Bo's chases must never mix. */
const SEA = {
  emotions: [{ emotion: "calm", who: "dreamer", evidence: "calm sea" } as const],
  symbols: [{ symbol: "ocean", label: "Ocean", evidence: ["sea"] }],
};
const CHASE = {
  emotions: [{ emotion: "fear", who: "dreamer", evidence: "terrified" } as const],
  symbols: [{ symbol: "chase", label: "Being chased", evidence: ["chased"] }],
};

const get = (user: TestUser, path: string, timeZone = "UTC") =>
  call(t.app, path, { cookie: user.cookie, headers: { "x-time-zone": timeZone } });

describe("/api/stats", () => {
  let ada: TestUser;
  let bo: TestUser;
  const today = todayIn("UTC");
  const month = today.slice(0, 7);

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    await setMembership(t, ada, "Basic");
    await setMembership(t, bo, "Plus");
    // Ada: today, yesterday (two dreams) and the day before ("I don't remember"); an old run of 4.
    await createDream(t, ada, { dreamDate: today, tags: ["water", "family"], detections: SEA });
    await createDream(t, ada, {
      dreamDate: daysBefore(today, 1),
      tags: ["water"],
      title: "Sea",
      detections: SEA,
    });
    await createDream(t, ada, { dreamDate: daysBefore(today, 1), tags: ["flying", "water"] });
    await createDream(t, ada, { dreamDate: daysBefore(today, 2), notRemembered: true, title: "DR" });
    for (const days of [400, 401, 402, 403])
      await createDream(t, ada, { dreamDate: daysBefore(today, days) });
    // Bo has many dreams on other days and other tags: none of them may show up in Ada's figures.
    for (let days = 0; days < 10; days++) {
      await createDream(t, bo, {
        dreamDate: daysBefore(today, days),
        tags: ["chase", "school"],
        detections: CHASE,
      });
    }
  });

  it("counts only the caller's dreams in the month", async () => {
    const response = await get(ada, `/api/stats/calendar?month=${month}`);
    expect(response.status).toBe(200);
    const stats = await json(response);
    const inMonth = [0, 1, 2].map((d) => daysBefore(today, d)).filter((d) => d.startsWith(month));
    expect(stats.month).toBe(month);
    expect(stats.days.map((d: { date: string }) => d.date)).toEqual([...inMonth].sort());
    const dr = stats.days.find((d: { date: string }) => d.date === daysBefore(today, 2));
    if (dr) expect(dr).toEqual({ date: daysBefore(today, 2), count: 0, notRemembered: true });
    const yesterday = stats.days.find((d: { date: string }) => d.date === daysBefore(today, 1));
    if (yesterday) expect(yesterday).toMatchObject({ count: 2, notRemembered: false });
    const remembered = inMonth.filter((d) => d !== daysBefore(today, 2));
    const count = remembered.reduce((sum, d) => sum + (d === today ? 1 : 2), 0);
    expect(stats.monthCount).toBe(count);
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    expect(stats.monthPercentage).toBe(Math.round((remembered.length / days) * 100));
    // The "I don't remember" day keeps the streak alive.
    expect(stats.currentStreak).toBe(3);
    expect(stats.longestStreak).toBe(4);

    const bos = await json(await get(bo, `/api/stats/calendar?month=${month}`));
    expect(bos.currentStreak).toBe(10);
  });

  it("reads today in the caller's time zone", async () => {
    // The two zones are 26 hours apart: yesterday in the west is at least two days ago in the east.
    const west = "Etc/GMT+12";
    const east = "Etc/GMT-14";
    const cy = await createUser(t, { name: "Cy" });
    const date = daysBefore(todayIn(west), 1);
    await createDream(t, cy, { dreamDate: date });
    const query = `/api/stats/calendar?month=${date.slice(0, 7)}`;
    expect((await json(await get(cy, query, west))).currentStreak).toBe(1);
    expect((await json(await get(cy, query, east))).currentStreak).toBe(0);
  });

  it("refuses a malformed month with a clear message", async () => {
    for (const query of ["?month=2026-13", "?month=26-01", ""]) {
      const response = await get(ada, `/api/stats/calendar${query}`);
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(STATS_MESSAGES.invalidMonth);
    }
  });

  it("sums up the caller's year", async () => {
    const year = Number(today.slice(0, 4));
    const stats = await json(await get(ada, `/api/stats/calendar/year?year=${year}`));
    expect(stats.months).toHaveLength(12);
    const thisYear = [0, 1].map((d) => daysBefore(today, d)).filter((d) => d.startsWith(String(year)));
    expect(stats.total).toBe(thisYear.reduce((sum, d) => sum + (d === today ? 1 : 2), 0));
    expect(stats.topTags.map((t: { tag: string }) => t.tag)).not.toContain("chase");
    if (thisYear.length === 2) {
      expect(stats.topTags[0]).toEqual({ tag: "water", count: 3 });
      expect(stats.longestStreak).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists one day's entries of the caller, titles decrypted", async () => {
    const day = await json(await get(ada, `/api/stats/calendar/day?date=${daysBefore(today, 1)}`));
    expect(day.dreams).toHaveLength(2);
    expect(day.dreams.map((d: { title: string }) => d.title)).toContain("Sea");
    const dr = await json(await get(ada, `/api/stats/calendar/day?date=${daysBefore(today, 2)}`));
    expect(dr.dreams).toEqual([expect.objectContaining({ title: null, notRemembered: true })]);
    const bad = await get(ada, "/api/stats/calendar/day?date=2026-02-30");
    expect(bad.status).toBe(400);
  });

  it("gives the profile's statistics of the caller only", async () => {
    const response = await get(ada, "/api/stats/profile");
    expect(response.status).toBe(200);
    const me = await json(await get(ada, "/api/me"));
    expect(await json(response)).toEqual({
      totalDreams: 7,
      currentStreak: 3,
      longestStreak: 4,
      memberSince: memberSince(me.createdAt),
      membershipType: "Basic",
      favoriteTags: ["water", "family", "flying"],
      topEmotions: [{ emotion: "calm", count: 2 }],
      topSymbols: [{ symbol: "ocean", label: "Ocean", count: 2 }],
      typeCounts: { lucid: 0, nightmare: 0, recurring: 0 },
    });
    const bos = await json(await get(bo, "/api/stats/profile"));
    expect(bos).toMatchObject({ totalDreams: 10, membershipType: "Plus", favoriteTags: ["chase", "school"] });
    expect(bos.topEmotions).toEqual([{ emotion: "fear", count: 10 }]);
  });

  it("turns anonymous callers away", async () => {
    for (const path of ["/api/stats/calendar?month=2026-01", "/api/stats/profile"]) {
      expect((await call(t.app, path)).status).toBe(401);
    }
  });
});
