import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { describe, expect, it } from "vitest";
import { monthIn, monthRange } from "../../src/lib/time-zone";
import { createDream, setMembership, storedDreams } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const post = (user: TestUser, body: unknown, timeZone?: string) =>
  call(t.app, "/api/dreams", {
    body,
    cookie: user.cookie,
    headers: timeZone ? { "X-Time-Zone": timeZone } : {},
  });
const remembered = (n: number) => ({ content: `Dream number ${n} about a lighthouse`, dreamDate: today() });

describe("plan limits on /api/dreams", () => {
  let basic: TestUser;
  let plus: TestUser;

  it("refuses the 4th Basic dream of a month with no row written; 'I don't remember' never counts", async () => {
    basic = await createUser(t, { name: "Basil" });
    await setMembership(t, basic, "Basic");
    for (let n = 1; n <= 3; n++)
      expect((await post(basic, { ...remembered(n), title: `No. ${n}` })).status).toBe(201);
    const before = await storedDreams(t, basic);
    const fourth = await post(basic, remembered(4));
    expect(fourth.status).toBe(403);
    expect((await json(fourth)).error).toEqual({
      code: "PLAN_LIMIT_REACHED",
      reason: DREAM_MESSAGES.basicDreamLimit,
      params: { limit: 3 },
    });
    expect(await storedDreams(t, basic)).toHaveLength(before.length);
    const dr = await post(basic, { notRemembered: true, dreamDate: today() });
    expect(dr.status).toBe(201);
    const me = await json(await call(t.app, "/api/me", { cookie: basic.cookie }));
    expect(me.usage).toMatchObject({
      dreamsUsed: 3,
      dreamsRemaining: 0,
      analysesUsed: 0,
      analysesRemaining: 1,
    });
    expect(me.usage.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("does not refuse a Plus member", async () => {
    plus = await createUser(t, { name: "Plum" });
    await setMembership(t, plus, "Plus");
    for (let n = 1; n <= 3; n++) await createDream(t, plus, { createdAt: new Date() });
    const fourth = await post(plus, { ...remembered(4), title: "Fourth" });
    expect(fourth.status).toBe(201);
    const me = await json(await call(t.app, "/api/me", { cookie: plus.cookie }));
    expect(me.usage).toMatchObject({ dreamsUsed: 4, dreamsRemaining: null, analysesRemaining: null });
  });

  it("lets concurrent creates past the cap through only up to the limit", async () => {
    await setMembership(t, plus, "Basic");
    const rows = await storedDreams(t, plus);
    for (const row of rows.slice(2)) {
      await call(t.app, `/api/dreams/${row.id}`, { method: "DELETE", cookie: plus.cookie });
    }
    expect(await storedDreams(t, plus)).toHaveLength(2);
    const responses = await Promise.all(
      [3, 4, 5, 6].map((n) => post(plus, { ...remembered(n), title: `No. ${n}` })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await storedDreams(t, plus)).toHaveLength(3);
  });

  it("counts the month in the caller's time zone", async () => {
    // Three dreams logged one minute into this month in Tokyo: still last month in UTC.
    const zone = "Asia/Tokyo";
    const { start } = monthRange(monthIn(zone), zone);
    const early = new Date(start.getTime() + 60_000);
    if (monthIn("UTC", early) === monthIn("UTC")) return; // the last 9 hours of a UTC month
    const traveller = basic;
    for (const row of await storedDreams(t, traveller)) {
      await call(t.app, `/api/dreams/${row.id}`, { method: "DELETE", cookie: traveller.cookie });
    }
    for (let n = 0; n < 3; n++) await createDream(t, traveller, { createdAt: early });

    const tokyo = await json(
      await call(t.app, "/api/me", { cookie: traveller.cookie, headers: { "X-Time-Zone": zone } }),
    );
    expect(tokyo.usage.dreamsUsed).toBe(3);
    const utc = await json(await call(t.app, "/api/me", { cookie: traveller.cookie }));
    expect(utc.usage.dreamsUsed).toBe(0);
    expect((await post(traveller, remembered(1), zone)).status).toBe(403);
    expect((await post(traveller, { ...remembered(1), title: "Home" }, "Not/AZone")).status).toBe(201);
  });
});
