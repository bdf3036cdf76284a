import { describe, expect, it } from "vitest";
import { PropertySearchQuerySchema } from "./property-search-query.ts";
import { allowsStay, monthsBetween, pinMoveIn, semesterStart, stayWindow } from "./stay.ts";

describe("a stay's months", () => {
  it("counts a month begun as whole", () => {
    expect(monthsBetween("2027-02-01", "2027-07-31")).toBe(6);
    expect(monthsBetween("2027-08-01", "2027-12-31")).toBe(5);
    expect(monthsBetween("2027-02-15", "2027-07-15")).toBe(5);
    expect(monthsBetween("2027-02-15", "2027-07-16")).toBe(6);
    expect(monthsBetween("2027-02-01", "2028-01-31")).toBe(12);
    expect(monthsBetween("2027-02-01", "2027-02-03")).toBe(1);
  });
});

describe("the coming semester", () => {
  it("is next year's once this year's began over a month ago", () => {
    expect(semesterStart("first_semester", "2026-11-26")).toBe("2027-02-01");
    expect(semesterStart("second_semester", "2026-11-26")).toBe("2027-08-01");
    expect(semesterStart("second_semester", "2027-03-10")).toBe("2027-08-01");
  });
  it("is this one for a student arriving in its first weeks", () => {
    expect(semesterStart("first_semester", "2027-02-20")).toBe("2027-02-01");
    expect(semesterStart("first_semester", "2027-03-03")).toBe("2027-02-01");
    expect(semesterStart("first_semester", "2027-03-04")).toBe("2028-02-01");
  });
});

describe("what a search asks", () => {
  const today = "2026-11-26";
  it("reads a semester as its first day and its months", () => {
    expect(stayWindow({ stay: "first_semester" }, today)).toEqual({ moveIn: "2027-02-01", months: 6 });
    expect(stayWindow({ stay: "second_semester" }, today)).toEqual({ moveIn: "2027-08-01", months: 5 });
    expect(stayWindow({ stay: "second_semester", moveIn: "2027-08-20" }, today)).toEqual({
      moveIn: "2027-08-20",
      months: 5,
    });
  });
  it("reads a year as twelve months from any day, or from the move-in", () => {
    expect(stayWindow({ stay: "year" }, today)).toEqual({ moveIn: undefined, months: 12 });
    expect(stayWindow({ stay: "year", moveIn: "2027-01-10" }, today)).toEqual({ moveIn: "2027-01-10", months: 12 });
  });
  it("reads dates, a move-out alone from today", () => {
    expect(stayWindow({ moveIn: "2027-03-01", moveOut: "2027-06-30" }, today)).toEqual({
      moveIn: "2027-03-01",
      months: 4,
    });
    expect(stayWindow({ moveOut: "2027-05-26" }, today)).toEqual({ moveIn: today, months: 6 });
    expect(stayWindow({ moveIn: "2027-03-01" }, today)).toEqual({ moveIn: "2027-03-01" });
    expect(stayWindow({}, today)).toBeUndefined();
  });
  it("pins a query to the same window on any later day", () => {
    for (const query of [{ stay: "first_semester" as const }, { moveOut: "2027-05-26" }, { stay: "year" as const }]) {
      const pinned = pinMoveIn(query, today);
      expect(stayWindow(pinned, "2027-12-31")).toEqual(stayWindow(query, today));
    }
  });
});

describe("a listing's dates against a stay", () => {
  const listing = { availableFrom: "2027-02-01", minContractMonths: 6, maxStayMonths: 12 };
  it("takes a stay within its minimum and maximum, from the day it is free", () => {
    expect(allowsStay(listing, { moveIn: "2027-02-01", months: 6 })).toBe(true);
    expect(allowsStay(listing, { moveIn: "2027-01-31", months: 6 })).toBe(false);
    expect(allowsStay(listing, { moveIn: "2027-08-01", months: 5 })).toBe(false);
    expect(allowsStay(listing, { months: 12 })).toBe(true);
    expect(allowsStay(listing, { months: 13 })).toBe(false);
  });
  it("is free now without a date, and has no maximum without one", () => {
    const open = { availableFrom: null, minContractMonths: 3, maxStayMonths: null };
    expect(allowsStay(open, { moveIn: "2020-01-01", months: 36 })).toBe(true);
  });
});

describe("the search's dates", () => {
  it("refuses a move-out before the move-in, and a stay with a move-out", () => {
    const issues = (query: Record<string, string>) =>
      PropertySearchQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ moveIn: "2027-03-01", moveOut: "2027-02-01" })).toEqual([["moveOut", "must be after moveIn"]]);
    expect(issues({ stay: "year", moveOut: "2027-02-01" })).toEqual([
      ["moveOut", "give a stay or a move-out date, not both"],
    ]);
    expect(issues({ moveIn: "2027-02-30" })).toEqual([["moveIn", "must be a date (YYYY-MM-DD)"]]);
    expect(issues({ stay: "summer" })?.[0]?.[0]).toBe("stay");
  });
});
