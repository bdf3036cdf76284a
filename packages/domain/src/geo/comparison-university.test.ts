import { describe, expect, it } from "vitest";
import { comparisonUniversity } from "./comparison-university.ts";

const near = (...pairs: [string, number][]) => ({
  nearbyUniversities: pairs.map(([slug, distanceM]) => ({ slug, distanceM })),
});

describe("comparisonUniversity", () => {
  const slugs = ["fgv", "usp", "mackenzie"];

  it("takes the university near every listing, the shortest total walk among several", () => {
    const listings = [near(["usp", 900], ["fgv", 2500]), near(["usp", 1200], ["fgv", 300])];
    expect(comparisonUniversity(listings, slugs)).toBe("usp");
  });

  it("prefers the one near the most listings when none is shared by all", () => {
    const listings = [near(["mackenzie", 2000]), near(["mackenzie", 2500]), near(["fgv", 100])];
    expect(comparisonUniversity(listings, slugs)).toBe("mackenzie");
  });

  it("falls back to the first university when none is near, and to nothing without universities", () => {
    expect(comparisonUniversity([near()], slugs)).toBe("fgv");
    expect(comparisonUniversity([near(["usp", 10])], [])).toBeNull();
  });
});
