import { LOCALES } from "@somnia/shared/locales";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadDateLocale } from "./date-locale";
import {
  formatDate,
  formatDay,
  formatFullDay,
  formatLongDay,
  formatMoment,
  formatMonth,
  formatMonthName,
  formatWeekdayDate,
  fromIsoDate,
  toIsoDate,
  toIsoMonth,
} from "./dates";
import { activateLocale } from "./i18n/catalogues";

const zone = process.env.TZ;
/** Node reads TZ again whenever it is assigned. */
const inZone = (timeZone: string) => {
  process.env.TZ = timeZone;
};
afterEach(() => {
  process.env.TZ = zone;
});

describe("stored days", () => {
  it.each(["Pacific/Kiritimati", "America/Los_Angeles", "Pacific/Pago_Pago"])(
    "stay the same day in %s",
    (tz) => {
      inZone(tz);
      expect(formatDay("2026-03-10")).toBe("Mar 10, 2026");
      expect(formatLongDay("2026-11-23")).toBe("November 23rd, 2026");
      expect(formatFullDay("2026-03-10")).toBe("Tuesday, March 10th, 2026");
      expect(formatWeekdayDate("2026-03-01")).toBe("Sunday, March 1, 2026");
      expect(toIsoDate(fromIsoDate("2026-12-31"))).toBe("2026-12-31");
      expect(toIsoMonth(fromIsoDate("2026-01-01"))).toBe("2026-01");
    },
  );

  it("names months", () => {
    inZone("Asia/Tokyo");
    expect(formatMonth("2026-03")).toBe("March 2026");
    expect(formatMonthName("2026-09", "long")).toBe("September");
    expect(formatMonthName("2026-09", "narrow")).toBe("S");
  });

  it("returns what is not a date as it is", () => {
    expect(formatDay("not a date")).toBe("not a date");
  });
});

describe("moments", () => {
  const moment = "2026-11-23T08:41:07Z";

  it("are shown in the browser's time zone", () => {
    inZone("Europe/Berlin");
    expect(formatMoment(moment)).toBe("Nov 23, 2026, 9:41:07 AM");
    expect(formatDay("2026-03-10T23:30:00Z")).toBe("Mar 11, 2026");
    inZone("America/New_York");
    expect(formatMoment(moment)).toBe("Nov 23, 2026, 3:41:07 AM");
    expect(formatDay("2026-03-10T23:30:00Z")).toBe("Mar 10, 2026");
  });

  it("give a long date for the day they fall on", () => {
    inZone("UTC");
    expect(formatDate("2026-03-10T12:00:00Z")).toBe("March 10, 2026");
    inZone("Pacific/Kiritimati");
    expect(formatDate("2026-03-10T12:00:00Z")).toBe("March 11, 2026");
  });
});

describe("a dream dated near midnight", () => {
  // The dream's day, and the moments it was written at the first and the last minute of that day
  // there: Kiritimati is 14 hours ahead of UTC, Los Angeles 8 behind (standard time on 1 March).
  const day = "2026-03-01";
  const zones: [string, string[]][] = [
    ["Pacific/Kiritimati", ["2026-02-28T10:01:00Z", "2026-03-01T09:59:00Z"]],
    ["America/Los_Angeles", ["2026-03-01T08:01:00Z", "2026-03-02T07:59:00Z"]],
  ];
  const dayFormats = { formatDay, formatLongDay, formatFullDay, formatWeekdayDate, formatDate };

  afterAll(() => Promise.all([activateLocale("en"), loadDateLocale("en")]));

  describe.each(LOCALES)("in %s", (locale) => {
    beforeAll(() => Promise.all([activateLocale(locale), loadDateLocale(locale)]));

    it.each(zones)("reads as its own day in %s", (zone, moments) => {
      inZone(zone);
      // The day as Intl writes it in this language, reckoned in UTC where 1 March is 1 March.
      const utcDay = (dateStyle: "long" | "full") =>
        new Intl.DateTimeFormat(locale, { dateStyle, timeZone: "UTC" }).format(Date.UTC(2026, 2, 1));
      expect(formatDate(day)).toBe(utcDay("long"));
      expect(formatWeekdayDate(day)).toBe(utcDay("full"));
      for (const [name, format] of Object.entries(dayFormats)) {
        const shown = format(day);
        expect(shown, `${name} tells the day from the one before`).not.toBe(format("2026-02-28"));
        for (const moment of moments) expect(format(moment), `${name} of ${moment}`).toBe(shown);
      }
      for (const moment of moments)
        expect(formatMoment(moment).startsWith(formatDay(day)), moment).toBe(true);
    });
  });
});
