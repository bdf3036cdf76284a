import { describe, expect, it } from "vitest";
import { checkLeaseTerms } from "./lease-law.ts";
import { SAMPLE_RENT_CENTS, sampleLeaseTerms } from "./lease-terms.test-support.ts";
import { exitFineDueCents, type LeaseTerms, leaseDepositCents, leaseTermsFrom } from "./lease-terms.ts";

const RENT = SAMPLE_RENT_CENTS; // R$ 2.500,00

const lease = (overrides: Partial<LeaseTerms> = {}, months = 12): LeaseTerms => ({
  ...sampleLeaseTerms(months),
  ...overrides,
});

const rules = (terms: LeaseTerms) => checkLeaseTerms(terms).map((r) => r.rule);

describe("the deposit: 25% of the contract's rent, capped at three months (art. 38 §2)", () => {
  it.each([
    [6, 1.5],
    [12, 3],
    [13, 3],
    [24, 3],
    [36, 3],
  ])("%i months ask %f months of rent", (months, inRent) => {
    expect(leaseDepositCents(RENT, months)).toBe(RENT * inRent);
    expect(lease({}, months).depositCents).toBe(RENT * inRent);
  });

  it("asks no deposit when the guarantee is a guarantor or insurance", () => {
    const terms = leaseTermsFrom({
      ...{ rentalCode: "X", version: 1, issuedOn: "2027-01-10", student: { name: "A" }, owner: { name: "B" } },
      terms: {
        moveIn: "2027-02-01",
        months: 12,
        monthlyRentCents: RENT,
        guarantee: "insurance",
        occupants: 1,
        roomNumber: 2,
      },
      listing: { code: "SP1", address: lease().address, billsIncluded: [], smokingAllowed: true, maxOccupants: null },
    });
    expect(terms.depositCents).toBe(0);
    expect(checkLeaseTerms(terms)).toEqual([]);
  });
});

describe("checkLeaseTerms", () => {
  it("passes the lease the agreed terms make, at every length", () => {
    for (const months of [1, 3, 6, 12, 24, 36]) expect(rules(lease({}, months))).toEqual([]);
  });

  it("refuses a second guarantee (art. 37, sole paragraph), and a cash deposit beside a guarantor", () => {
    expect(rules(lease({ guarantees: ["escrow_deposit", "guarantor"] }))).toEqual(["one_guarantee"]);
    expect(rules(lease({ guarantees: ["guarantor"], depositCents: RENT }))).toEqual(["one_guarantee"]);
    expect(rules(lease({ guarantees: ["guarantor"], depositCents: 0 }))).toEqual([]);
  });

  it("refuses a cash deposit one centavo above three months' rent, and takes exactly three (art. 38 §2)", () => {
    expect(rules(lease({ depositCents: RENT * 3 }))).toEqual([]);
    const [refusal] = checkLeaseTerms(lease({ depositCents: RENT * 3 + 1 }));
    expect(refusal?.rule).toBe("deposit_cap");
    expect(refusal?.message.pt).toContain("art. 38, § 2º");
    expect(refusal?.message.en).toContain("three months' rent");
  });

  it("refuses a fixed exit fine instead of a proportional one (art. 4)", () => {
    const [refusal] = checkLeaseTerms(lease({ exitFine: { kind: "fixed", cents: RENT * 3 } }));
    expect(refusal?.rule).toBe("proportional_fine");
    expect(refusal?.message.pt).toContain("art. 4º");
    expect(refusal?.message.en).toContain("proportional");
  });

  it("refuses rent in advance (art. 20), except the coming month's when there is no guarantee (art. 42)", () => {
    expect(rules(lease({ rentInAdvanceMonths: 1 }))).toEqual(["no_advance_rent"]);
    expect(rules(lease({ guarantees: [], depositCents: 0, rentInAdvanceMonths: 1 }))).toEqual([]);
    expect(rules(lease({ guarantees: [], depositCents: 0, rentInAdvanceMonths: 2 }))).toEqual(["no_advance_rent"]);
    const [refusal] = checkLeaseTerms(lease({ rentInAdvanceMonths: 3 }));
    expect(refusal?.message.pt).toContain("arts. 20 e 42");
    expect(refusal?.message.en).toContain("arts. 20 and 42");
  });

  it("lists every rule broken at once", () => {
    const terms = lease({
      guarantees: ["escrow_deposit", "insurance"],
      depositCents: RENT * 6,
      exitFine: { kind: "fixed", cents: 1 },
      rentInAdvanceMonths: 1,
    });
    expect(rules(terms)).toEqual(["one_guarantee", "deposit_cap", "proportional_fine", "no_advance_rent"]);
  });
});

describe("the early-exit fine, proportional to the months left (art. 4, spec §4)", () => {
  it.each([
    [12, RENT * 3],
    [6, RENT * 1.5],
    [1, RENT / 4],
    [0, 0],
    [-2, 0],
    [20, RENT * 3],
  ])("with %i months left of 12 it is %i centavos", (left, due) => {
    expect(exitFineDueCents(lease(), left)).toBe(due);
  });
});
