import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./calendar-date.ts";

describe("isCalendarDate", () => {
  it("takes days that exist, leap days included", () => {
    for (const day of ["2027-03-01", "2024-02-29", "2000-02-29", "0001-01-01", "0050-06-15", "9999-12-31"]) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it("refuses days that do not exist, year zero and other shapes", () => {
    for (const day of [
      "2026-02-29",
      "1900-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "0000-00-00",
      "99999-01-01",
      "2026-1-01",
      "2026-01-01T00:00:00Z",
      " 2026-01-01",
      "",
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});
