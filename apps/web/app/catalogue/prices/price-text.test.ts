import { describe, expect, it } from "vitest";
import { allInShown } from "./price-text.ts";

describe("allInShown", () => {
  it("says the all-in monthly cost of a rental when something comes on top of the rent", () => {
    expect(allInShown({ purpose: "rent", rentAmount: 2400, allInMonthly: 3380.75 })).toBe(3380.75);
  });

  it("says nothing when it is the rent alone, for a sale, or when it is unknown", () => {
    expect(allInShown({ purpose: "rent", rentAmount: 2400, allInMonthly: 2400 })).toBeNull();
    expect(allInShown({ purpose: "sale", rentAmount: 0, allInMonthly: null })).toBeNull();
    expect(allInShown({ purpose: "rent", rentAmount: 0, allInMonthly: null })).toBeNull();
  });
});
