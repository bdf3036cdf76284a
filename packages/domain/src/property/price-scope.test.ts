import { describe, expect, it } from "vitest";
import { priceScopeOf, vacancies } from "./price-scope.ts";

describe("priceScope", () => {
  it("is per room when exactly one vacancy is left in a shared home", () => {
    expect(priceScopeOf({ capacity: 4, vacancies: 1 })).toBe("room");
  });
  it("is the whole apartment otherwise", () => {
    expect(priceScopeOf({ capacity: 1, vacancies: 1 })).toBe("apartment");
    expect(priceScopeOf({ capacity: 4, vacancies: 2 })).toBe("apartment");
    expect(priceScopeOf({ capacity: 3, vacancies: 0 })).toBe("apartment");
  });
  it("derives vacancies from capacity and occupants", () => {
    expect(vacancies({ capacity: 4, occupants: 3 })).toBe(1);
    expect(vacancies({ capacity: 2, occupants: 5 })).toBe(0);
  });
});
