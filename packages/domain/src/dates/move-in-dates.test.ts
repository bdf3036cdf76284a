import { describe, expect, it } from "vitest";
import { isPastDay, saoPauloToday, semesterYear } from "./move-in-dates.ts";

describe("a search's dates start today in São Paulo", () => {
  it("takes São Paulo's today, not the server's: 1 a.m. UTC is still yesterday there", () => {
    expect(saoPauloToday(new Date("2026-11-29T01:00:00Z"))).toBe("2026-11-28");
    expect(saoPauloToday(new Date("2026-11-29T03:00:00Z"))).toBe("2026-11-29");
  });

  it("refuses a day before today, and takes today and later", () => {
    expect(isPastDay("2026-11-27", "2026-11-28")).toBe(true);
    expect(isPastDay("2025-12-31", "2026-01-01")).toBe(true);
    expect(isPastDay("2026-11-28", "2026-11-28")).toBe(false);
    expect(isPastDay("2027-02-01", "2026-11-28")).toBe(false);
  });
});

describe("the semester choices say their year, never one that has ended", () => {
  it.each([
    // Late November: both semesters of this year have begun more than a month ago: next year's.
    ["2026-11-28", 2027, 2027],
    // January: this year's first semester is ahead; the second too.
    ["2027-01-10", 2027, 2027],
    // Mid-February: the first semester began two weeks ago and students still arrive.
    ["2027-02-15", 2027, 2027],
    // April: the first semester is well under way, so the next first one is 2028's.
    ["2027-04-01", 2028, 2027],
    // Late August: the second semester began under a month ago.
    ["2027-08-20", 2028, 2027],
    // October: the second semester is under way; the next is 2028's.
    ["2027-10-01", 2028, 2028],
  ])("on %s: first semester %d, second semester %d", (today, first, second) => {
    expect(semesterYear("first_semester", today)).toBe(first);
    expect(semesterYear("second_semester", today)).toBe(second);
  });
});
