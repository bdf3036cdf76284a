import { describe, expect, it } from "vitest";
import { checkSearch } from "./search.server.ts";

const recent = { defaultOrder: "recent" as const };

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

  it("says when the maximum price is below the minimum", () => {
    const checked = checkSearch({ minPrice: "3000", maxPrice: "1000" }, {}, recent);
    expect(checked.errors).toEqual({ maxPrice: "priceOrder" });
    expect(checked.query.get("minPrice")).toBe("3000");
    expect(checked.query.has("maxPrice")).toBe(false);
  });

  it("drops the distance order without a university, and an unknown university", () => {
    const checked = checkSearch({ order: "distance", university: "nowhere" }, {}, { ...recent, universities: ["usp"] });
    expect(checked.errors).toEqual({ order: "option", university: "option" });
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
