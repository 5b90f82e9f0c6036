import { createRoute } from "@hono/zod-openapi";
import {
  calendarQuerySchema,
  calendarStatsSchema,
  dayDreamsSchema,
  dayQuerySchema,
  profileStatsSchema,
  yearQuerySchema,
  yearStatsSchema,
} from "@somnia/shared/stats";
import type { AppContext } from "../context";
import { createRouter, errorResponses, jsonContent, timeZoneParameter } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { getCalendarStats } from "../services/stats/get-calendar-stats";
import { getDayDreams } from "../services/stats/get-day-dreams";
import { getProfileStats } from "../services/stats/get-profile-stats";
import { getYearStats } from "../services/stats/get-year-stats";

const tags = ["stats"];

const calendar = createRoute({
  method: "get",
  path: "/calendar",
  tags,
  summary: "A month's days with dreams, its percentage, its dreams of each type and the streaks",
  parameters: [timeZoneParameter],
  request: { query: calendarQuerySchema },
  responses: { 200: jsonContent(calendarStatsSchema, "The month"), ...errorResponses(400, 401) },
});

const year = createRoute({
  method: "get",
  path: "/calendar/year",
  tags,
  summary: "A year's summary: dreams per month, longest streak, top tags",
  request: { query: yearQuerySchema },
  responses: { 200: jsonContent(yearStatsSchema, "The year"), ...errorResponses(400, 401) },
});

const day = createRoute({
  method: "get",
  path: "/calendar/day",
  tags,
  summary: "The entries of one day",
  request: { query: dayQuerySchema },
  responses: { 200: jsonContent(dayDreamsSchema, "The day's entries"), ...errorResponses(400, 401) },
});

const profile = createRoute({
  method: "get",
  path: "/profile",
  tags,
  summary: "The profile page's statistics",
  parameters: [timeZoneParameter],
  responses: { 200: jsonContent(profileStatsSchema, "The statistics"), ...errorResponses(401) },
});

/** /api/stats: the calendar's and the profile's figures, only ever over the caller's dreams. Session first. */
export function statsRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(calendar, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      return c.json(await getCalendarStats({ ...options, month: c.req.valid("query").month }), 200);
    })
    .openapi(year, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, year: c.req.valid("query").year };
      return c.json(await getYearStats(options), 200);
    })
    .openapi(day, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, date: c.req.valid("query").date };
      return c.json(await getDayDreams(options), 200);
    })
    .openapi(profile, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      return c.json(await getProfileStats(options), 200);
    });
}
