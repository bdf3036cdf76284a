import { checkLeaseTerms, LEASE_RULES } from "@campuslar/domain/rentals/lease-law";
import { type LeaseTerms, leaseTermsFrom } from "@campuslar/domain/rentals/lease-terms";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/errors.ts";
import { assertLawful } from "../../services/rentals/lease/lease-records.ts";

/*
 * The API makes no lease from terms the tenancy law refuses: each broken rule answers 422 with
 * its sentence, citing the article, in the visitor's language. The agreed terms the API builds
 * never break them (one guarantee, the capped deposit, the proportional fine), so each case is
 * written here as the terms a bad change would make.
 */

const base: LeaseTerms = leaseTermsFrom({
  rentalCode: "AL7K3Q",
  version: 1,
  issuedOn: "2027-01-10",
  student: { name: "Ana Müller" },
  owner: { name: "Rita Souza" },
  terms: {
    moveIn: "2027-02-01",
    months: 24,
    monthlyRentCents: 250_000,
    guarantee: "escrow_deposit",
    occupants: 1,
    roomNumber: null,
  },
  listing: {
    code: "SP1",
    address: {
      street: "Rua A",
      number: "1",
      complement: "",
      neighbourhood: "Centro",
      city: "São Paulo",
      state: "SP",
      postalCode: "",
    },
    billsIncluded: [],
    smokingAllowed: false,
    maxOccupants: 2,
  },
});

const BROKEN: Record<(typeof LEASE_RULES)[number], Partial<LeaseTerms>> = {
  one_guarantee: { guarantees: ["escrow_deposit", "guarantor"] },
  // The spec's 25% of 24 months' rent, uncapped: six months.
  deposit_cap: { depositCents: 250_000 * 6 },
  proportional_fine: { exitFine: { kind: "fixed", cents: 750_000 } },
  no_advance_rent: { rentInAdvanceMonths: 1 },
};

describe("the law checks before a lease is made", () => {
  it("lets the agreed terms through", () => {
    expect(() => assertLawful(base, "pt")).not.toThrow();
  });

  it.each(LEASE_RULES)("refuses %s with its article, in Portuguese and English", (rule) => {
    const terms = { ...base, ...BROKEN[rule] };
    const [expected] = checkLeaseTerms(terms);
    expect(expected?.rule).toBe(rule);
    for (const locale of ["pt", "en"] as const) {
      let thrown: unknown;
      try {
        assertLawful(terms, locale);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).status).toBe(422);
      expect((thrown as HttpError).message).toBe(expected?.message[locale]);
      expect((thrown as HttpError).message).toContain("Lei 8.245/1991");
    }
  });
});
