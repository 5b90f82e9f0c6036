import { calendarQuerySchema, dayQuerySchema, yearQuerySchema } from "@somnia/shared/stats";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { parseWith } from "../lib/validate";
import { getCalendarStats } from "../services/stats/get-calendar-stats";
import { getDayDreams } from "../services/stats/get-day-dreams";
import { getProfileStats } from "../services/stats/get-profile-stats";
import { getYearStats } from "../services/stats/get-year-stats";

/** /api/stats: the calendar's and the profile's figures, only ever over the caller's dreams. */
export function statsRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/calendar", async (c) => {
      const { month } = parseWith(calendarQuerySchema, c.req.query());
      const userId = c.get("user").id;
      return c.json(await getCalendarStats({ db, userId, month, timeZone: timeZoneOf(c) }));
    })
    .get("/calendar/year", async (c) => {
      const { year } = parseWith(yearQuerySchema, c.req.query());
      return c.json(await getYearStats({ db, crypto, userId: c.get("user").id, year }));
    })
    .get("/calendar/day", async (c) => {
      const { date } = parseWith(dayQuerySchema, c.req.query());
      return c.json(await getDayDreams({ db, crypto, userId: c.get("user").id, date }));
    })
    .get("/profile", async (c) =>
      c.json(await getProfileStats({ db, crypto, userId: c.get("user").id, timeZone: timeZoneOf(c) })),
    );
}
