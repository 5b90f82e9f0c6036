import { describe, expect, it } from "vitest";
import { todayIn } from "./dates";
import { currentStreak, longestStreak } from "./streak";

describe("currentStreak", () => {
  it("is 0 without entries", () => {
    expect(currentStreak([], "2026-03-10")).toBe(0);
  });

  it("counts consecutive days ending today", () => {
    expect(currentStreak(["2026-03-08", "2026-03-09", "2026-03-10"], "2026-03-10")).toBe(3);
  });

  it("stays alive when the latest entry was yesterday", () => {
    expect(currentStreak(["2026-03-08", "2026-03-09"], "2026-03-10")).toBe(2);
  });

  it("is 0 when the latest entry is two or more days old", () => {
    expect(currentStreak(["2026-03-07", "2026-03-08"], "2026-03-10")).toBe(0);
  });

  it("stops at a gap and counts several entries on one day once", () => {
    expect(currentStreak(["2026-03-01", "2026-03-03", "2026-03-04", "2026-03-04"], "2026-03-04")).toBe(2);
  });

  it("crosses month and year boundaries", () => {
    expect(currentStreak(["2025-12-30", "2025-12-31", "2026-01-01"], "2026-01-01")).toBe(3);
    expect(currentStreak(["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-01")).toBe(3);
  });

  it("depends on today's date in the user's time zone around midnight", () => {
    const instant = new Date("2026-03-10T23:30:00Z");
    const dates = ["2026-03-09", "2026-03-10"];
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-03-11");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-03-10");
    expect(currentStreak(dates, todayIn("Asia/Tokyo", instant))).toBe(2);
    expect(currentStreak(["2026-03-09"], todayIn("Asia/Tokyo", instant))).toBe(0);
    expect(currentStreak(["2026-03-09"], todayIn("UTC", instant))).toBe(1);
  });
});

describe("longestStreak", () => {
  it("is 0 without entries", () => {
    expect(longestStreak([])).toBe(0);
  });

  it("finds the longest run anywhere, in any order", () => {
    expect(
      longestStreak(["2026-01-05", "2026-01-01", "2026-01-02", "2026-01-03", "2026-02-01", "2026-02-02"]),
    ).toBe(3);
  });

  it("is 1 for scattered days", () => {
    expect(longestStreak(["2026-01-01", "2026-01-03", "2026-01-05"])).toBe(1);
  });
});
