import { describe, expect, it } from "vitest";
import { activeIn, sectionWithError } from "./filter-sections.ts";

describe("filter sections", () => {
  it("counts each section's chosen filters, and the free text in none", () => {
    const values = { minPrice: "1000", maxPrice: "3000", bedrooms: "2", pets: "true", hasGym: "true", q: "pinheiros" };
    expect(activeIn("price", values)).toBe(2);
    expect(activeIn("rooms", values)).toBe(1);
    expect(activeIn("type", values)).toBe(0);
    expect(activeIn("more", values)).toBe(2);
  });

  it("counts the commute's minutes among More's filters, beside its university", () => {
    expect(activeIn("more", { university: "fgv", maxCommute: "30" })).toBe(2);
    expect(sectionWithError({ maxCommute: "option" })).toBe("more");
  });

  it("counts the all-in maximum among the price's filters, and opens there when it is refused", () => {
    expect(activeIn("price", { maxPrice: "3000", maxTotal: "3500" })).toBe(2);
    expect(sectionWithError({ maxTotal: "number" })).toBe("price");
  });

  it("counts the stay and its dates among More's filters, and opens there when a date is refused", () => {
    expect(activeIn("more", { stay: "dates", moveIn: "2027-02-01", moveOut: "2027-07-31" })).toBe(3);
    expect(sectionWithError({ moveOut: "dateOrder" })).toBe("more");
  });

  it("opens at the first section holding a refused value", () => {
    expect(sectionWithError({ maxPrice: "priceOrder" })).toBe("price");
    expect(sectionWithError({ neighbourhood: "option", bedrooms: "number" })).toBe("rooms");
    expect(sectionWithError({ page: "number" })).toBeNull();
    expect(sectionWithError({})).toBeNull();
  });
});
