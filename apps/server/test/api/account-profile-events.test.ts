import type { SomniaEvent } from "@somnia/shared/events";
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("PATCH /api/me", () => {
  it("tells the caller's other tabs that the profile changed, and nobody else", async () => {
    const ada = await createUser(t);
    const bo = await createUser(t);
    for (const user of [ada, bo]) await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
    await t.ctx.events.ready();
    const seen: Record<string, SomniaEvent[]> = { ada: [], bo: [] };
    const stops = [
      t.ctx.events.subscribe(ada.id, (event) => seen.ada?.push(event)),
      t.ctx.events.subscribe(bo.id, (event) => seen.bo?.push(event)),
    ];
    try {
      const body = { displayName: "Ada Renamed" };
      expect((await call(t.app, "/api/me", { method: "PATCH", body, cookie: ada.cookie })).status).toBe(200);
      await expect.poll(() => seen.ada).toEqual([{ type: "profile.changed" }]);
      expect(seen.bo).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
