import { describe, expect, it } from "vitest";
import { AMENITY_FLAGS } from "./property-enums.ts";
import {
  isSearchMessage,
  PropertySearchFiltersSchema,
  PropertySearchQuerySchema,
  searchMessage,
} from "./property-search-query.ts";

/** Every problem a query has, as `field: message`. */
const issues = (query: Record<string, string>) =>
  (PropertySearchQuerySchema.safeParse(query).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

/** One bad value for each parameter, and each rule between two of them. */
const BAD_QUERIES: Record<string, string>[] = [
  { page: "0" },
  { page: "1.5" },
  { page: "abc" },
  { pageSize: "0" },
  { order: "cheapest" },
  { order: "distance" },
  { order: "commute" },
  { lang: "fr" },
  { purpose: "swap" },
  { minPrice: "abc" },
  { minPrice: "-1" },
  { maxPrice: "20000001" },
  { minPrice: "3000", maxPrice: "2000" },
  { maxTotal: "x" },
  { bedrooms: "5" },
  { type: "castle" },
  { university: "FGV!" },
  { university: "fgv", maxCommute: "2" },
  { university: "fgv", maxCommute: "500" },
  { university: "fgv", maxCommute: "soon" },
  { maxCommute: "30" },
  { customer: "A B" },
  { neighbourhood: " " },
  { neighbourhood: "x".repeat(81) },
  { q: "x".repeat(101) },
  { furnished: "yes" },
  { [AMENITY_FLAGS[0]]: "maybe" },
  { bbox: "1,2,3" },
  { bbox: "-200,-23,-46,-22" },
  { bbox: "-46,-100,-45,-22" },
  { bbox: "-45,-23,-46,-22" },
  { bbox: "-46,-22,-45,-23" },
  { moveIn: "2027-02-30" },
  { moveIn: "2027-03-01", moveOut: "2027-02-01" },
  { moveIn: "2027-03-01", moveOut: "2027-08-01", stay: "year" },
  { stay: "forever" },
  { verified: "sure" },
];

describe("the search's parameter messages", () => {
  it("exist in Portuguese for every problem a query can have", () => {
    for (const query of BAD_QUERIES) {
      const found = issues(query);
      expect(found, JSON.stringify(query)).not.toEqual([]);
      for (const issue of PropertySearchQuerySchema.safeParse(query).error?.issues ?? []) {
        expect(isSearchMessage(issue.message), `${JSON.stringify(query)} → ${issue.message}`).toBe(true);
        expect(searchMessage(issue.message, "pt"), issue.message).not.toBe(issue.message);
      }
    }
  });

  it("keep the English sentence the API has always answered, and say it in Portuguese", () => {
    expect(issues({ minPrice: "abc" })).toEqual(["minPrice: must be a number"]);
    expect(searchMessage("must be a number", "en")).toBe("must be a number");
    expect(searchMessage("must be a number", "pt")).toBe("deve ser um número");
    expect(searchMessage("must be 1 or more", "pt")).toBe("deve ser 1 ou mais");
    const [order] = PropertySearchFiltersSchema.safeParse({ minPrice: "3000", maxPrice: "2000" }).error?.issues ?? [];
    expect(searchMessage(order?.message ?? "", "pt")).toBe("não pode ser menor que minPrice");
  });

  it("leave any other text as it is", () => {
    expect(isSearchMessage("form.phone.invalid")).toBe(false);
    expect(searchMessage("form.phone.invalid", "pt")).toBe("form.phone.invalid");
  });
});
