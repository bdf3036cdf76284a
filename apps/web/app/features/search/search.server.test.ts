import { describe, expect, it } from "vitest";
import { checkSearch } from "./search.server.ts";

// The tests' dates are in 2027: "today" is pinned before them, so they never pass.
const recent = { defaultOrder: "recent" as const, today: "2026-11-28" };

describe("checkSearch", () => {
  it("forwards every valid filter, with the order and page", () => {
    const checked = checkSearch(
      {
        minPrice: "1500",
        maxPrice: "3000",
        bedrooms: "2",
        type: "coliving",
        hasPool: "true",
        page: "3",
        order: "price_asc",
      },
      {},
      recent,
    );
    expect(checked.errors).toEqual({});
    expect(Object.fromEntries(checked.query)).toEqual({
      minPrice: "1500",
      maxPrice: "3000",
      bedrooms: "2",
      type: "coliving",
      hasPool: "true",
      order: "price_asc",
      page: "3",
    });
    expect(checked.page).toBe(3);
  });

  it("leaves out a bad value and names it, keeping the rest", () => {
    const checked = checkSearch(
      { minPrice: "abc", bedrooms: "9", type: "castle", furnished: "yes", page: "0", maxPrice: "2000" },
      {},
      recent,
    );
    expect(checked.errors).toEqual({
      minPrice: "number",
      bedrooms: "option",
      type: "option",
      furnished: "option",
      page: "number",
    });
    expect(Object.fromEntries(checked.query)).toEqual({ maxPrice: "2000", order: "recent", page: "1" });
  });

  it("forwards the all-in maximum and the lowest all-in order, and sets aside an all-in maximum that is not a number", () => {
    const checked = checkSearch({ maxTotal: "3500", order: "total_asc" }, {}, recent);
    expect(checked.errors).toEqual({});
    expect(Object.fromEntries(checked.query)).toEqual({ maxTotal: "3500", order: "total_asc", page: "1" });
    expect(checked.order).toBe("total_asc");

    const bad = checkSearch({ maxTotal: "três mil", maxPrice: "2000" }, {}, recent);
    expect(bad.errors).toEqual({ maxTotal: "number" });
    expect(Object.fromEntries(bad.query)).toEqual({ maxPrice: "2000", order: "recent", page: "1" });
  });

  it("says when the maximum price is below the minimum", () => {
    const checked = checkSearch({ minPrice: "3000", maxPrice: "1000" }, {}, recent);
    expect(checked.errors).toEqual({ maxPrice: "priceOrder" });
    expect(checked.query.get("minPrice")).toBe("3000");
    expect(checked.query.has("maxPrice")).toBe(false);
  });

  it("sends a named stay and a move-in date as they are, and dates without the screen's own 'dates' choice", () => {
    const semester = checkSearch({ stay: "first_semester", moveIn: "2027-02-15" }, {}, recent);
    expect(semester.errors).toEqual({});
    expect(Object.fromEntries(semester.query)).toMatchObject({ stay: "first_semester", moveIn: "2027-02-15" });

    const dates = checkSearch({ stay: "dates", moveIn: "2027-03-01", moveOut: "2027-08-31" }, {}, recent);
    expect(dates.errors).toEqual({});
    expect(dates.query.has("stay")).toBe(false);
    expect(Object.fromEntries(dates.query)).toMatchObject({ moveIn: "2027-03-01", moveOut: "2027-08-31" });
  });

  it("lets a move-out date left beside a named stay go quietly: the stay has its own end", () => {
    const checked = checkSearch({ stay: "year", moveOut: "2027-08-31" }, {}, recent);
    expect(checked.errors).toEqual({});
    expect(checked.query.get("stay")).toBe("year");
    expect(checked.query.has("moveOut")).toBe(false);
  });

  it("says when the move-out is not after the move-in, keeping the move-in", () => {
    const checked = checkSearch({ stay: "dates", moveIn: "2027-08-01", moveOut: "2027-02-01" }, {}, recent);
    expect(checked.errors).toEqual({ moveOut: "dateOrder" });
    expect(checked.query.get("moveIn")).toBe("2027-08-01");
    expect(checked.query.has("moveOut")).toBe(false);
  });

  it("sets aside a day that does not exist, and a stay that is not offered", () => {
    const checked = checkSearch({ moveIn: "2027-02-30", moveOut: "amanhã", stay: "forever" }, {}, recent);
    expect(checked.errors).toEqual({ moveIn: "date", moveOut: "date", stay: "option" });
    expect(["moveIn", "moveOut", "stay"].filter((name) => checked.query.has(name))).toEqual([]);
  });

  it("refuses a move-in or move-out that has passed in São Paulo, naming its field, and takes today", () => {
    const past = checkSearch({ moveIn: "2026-11-27", stay: "year", maxPrice: "2000" }, {}, recent);
    expect(past.errors).toEqual({ moveIn: "pastDate" });
    expect(past.query.has("moveIn")).toBe(false);
    expect(Object.fromEntries(past.query)).toMatchObject({ stay: "year", maxPrice: "2000" });

    const pastOut = checkSearch({ stay: "dates", moveOut: "2026-01-31" }, {}, recent);
    expect(pastOut.errors).toEqual({ moveOut: "pastDate" });

    const today = checkSearch({ moveIn: "2026-11-28" }, {}, recent);
    expect(today.errors).toEqual({});
    expect(today.query.get("moveIn")).toBe("2026-11-28");
  });

  it("drops the distance order without a university, and an unknown university", () => {
    const checked = checkSearch({ order: "distance", university: "nowhere" }, {}, { ...recent, universities: ["usp"] });
    expect(checked.errors).toEqual({ order: "option", university: "option" });
    expect(checked.order).toBe("recent");
  });

  it("keeps the commute's minutes with a university, from the address or the path", () => {
    const chosen = checkSearch({ university: "fgv", maxCommute: "30", order: "commute" }, {}, recent);
    expect(chosen.errors).toEqual({});
    expect(chosen.query.get("maxCommute")).toBe("30");
    expect(chosen.order).toBe("commute");
    const page = checkSearch({ maxCommute: "45" }, { university: "fgv" }, { defaultOrder: "distance" });
    expect(page.query.get("maxCommute")).toBe("45");
  });

  it("drops the commute's minutes quietly without a university, and names a bad number", () => {
    const alone = checkSearch({ maxCommute: "30" }, {}, recent);
    expect(alone.errors).toEqual({});
    expect(alone.query.has("maxCommute")).toBe(false);
    const unknown = checkSearch({ university: "nowhere", maxCommute: "30" }, {}, { ...recent, universities: ["fgv"] });
    expect(unknown.errors).toEqual({ university: "option" });
    expect(unknown.query.has("maxCommute")).toBe(false);
    const bad = checkSearch({ university: "fgv", maxCommute: "soon" }, {}, recent);
    expect(bad.errors).toEqual({ maxCommute: "option" });
    expect(bad.query.get("university")).toBe("fgv");
  });

  it("drops the commute order without a university", () => {
    const checked = checkSearch({ order: "commute" }, {}, recent);
    expect(checked.errors).toEqual({ order: "option" });
    expect(checked.order).toBe("recent");
  });

  it("takes the university or sponsor from the path over the address", () => {
    const checked = checkSearch({ university: "usp" }, { university: "fgv" }, { defaultOrder: "distance" });
    expect(checked.query.get("university")).toBe("fgv");
    expect(checked.order).toBe("distance");
  });

  it("answers 404 when the path's own slug cannot be a slug", () => {
    expect(() => checkSearch({}, { customer: "Not A Slug" }, recent)).toThrow();
  });
});
