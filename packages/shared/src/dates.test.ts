import { describe, expect, it } from "vitest";
import { dayNumber, daysInMonth, isIsoDate, isIsoMonth, isIsoYear, isoDate, isoMonth } from "./dates";

describe("calendar dates in every year of four digits", () => {
  it("formats a year before 1000 with four digits", () => {
    expect(isoDate(99, 3, 4)).toBe("0099-03-04");
    expect(isoDate(2026, 12, 31)).toBe("2026-12-31");
    expect(isoMonth(5, 1)).toBe("0005-01");
  });

  it("takes the days of the years 0001 to 9999 and refuses year 0000", () => {
    for (const date of ["0001-01-01", "0099-01-01", "0099-12-31", "0004-02-29", "0999-06-15", "9999-12-31"]) {
      expect({ date, valid: isIsoDate(date) }).toEqual({ date, valid: true });
    }
    for (const date of [
      "0000-01-01",
      "0000-02-29",
      "0099-02-29",
      "0100-02-29",
      "9999-12-32",
      "99-01-01",
      "0099-1-01",
    ]) {
      expect({ date, valid: isIsoDate(date) }).toEqual({ date, valid: false });
    }
    expect([isIsoYear("0000"), isIsoYear("0099"), isIsoYear("99"), isIsoYear("9999")]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect([isIsoMonth("0000-01"), isIsoMonth("0099-12"), isIsoMonth("0099-13")]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("counts the days of a month and between days in the first century as in any other", () => {
    expect(daysInMonth("0004-02")).toBe(29);
    expect(daysInMonth("0099-02")).toBe(28);
    expect(daysInMonth("0100-02")).toBe(28);
    expect(dayNumber("0100-01-01") - dayNumber("0099-12-31")).toBe(1);
    expect(dayNumber("1970-01-02")).toBe(1);
  });
});
