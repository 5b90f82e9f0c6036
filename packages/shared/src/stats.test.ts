import { describe, expect, it } from "vitest";
import { calendarQuerySchema, memberSince, monthPercentage, STATS_MESSAGES, yearQuerySchema } from "./stats";

describe("monthPercentage", () => {
  it("divides days with a dream by the days in the month", () => {
    expect(monthPercentage(0, "2026-03")).toBe(0);
    expect(monthPercentage(31, "2026-03")).toBe(100);
    expect(monthPercentage(3, "2026-04")).toBe(10);
    expect(monthPercentage(15, "2026-02")).toBe(54);
  });

  it("knows leap years", () => {
    expect(monthPercentage(29, "2024-02")).toBe(100);
    expect(monthPercentage(14, "2024-02")).toBe(48);
  });

  it("never leaves 0–100", () => {
    expect(monthPercentage(40, "2026-02")).toBe(100);
  });
});

describe("memberSince", () => {
  it("is the month of sign-up, yyyy-MM in the user's time zone", () => {
    expect(memberSince("2026-03-15T10:00:00Z")).toBe("2026-03");
    expect(memberSince("2026-03-31T23:30:00Z", "Asia/Tokyo")).toBe("2026-04");
    expect(memberSince("2026-04-01T02:30:00Z", "America/Los_Angeles")).toBe("2026-03");
  });

  it("is null without a date", () => {
    expect(memberSince(null)).toBeNull();
    expect(memberSince("not a date")).toBeNull();
  });
});

describe("stats contracts", () => {
  it("accepts yyyy-MM months only", () => {
    expect(calendarQuerySchema.safeParse({ month: "2026-03" }).success).toBe(true);
    for (const month of ["2026-13", "2026-3", "march", undefined]) {
      const result = calendarQuerySchema.safeParse({ month });
      expect(result.error?.issues[0]?.message).toBe(STATS_MESSAGES.invalidMonth);
    }
  });

  it("turns the year into a number", () => {
    expect(yearQuerySchema.parse({ year: "2026" })).toEqual({ year: 2026 });
    expect(yearQuerySchema.safeParse({ year: "26" }).success).toBe(false);
  });
});
