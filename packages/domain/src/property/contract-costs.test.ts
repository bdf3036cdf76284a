import { describe, expect, it } from "vitest";
import { formatBRL } from "../money/money.ts";
import { allInMonthly, BILLS } from "./all-in-cost.ts";
import {
  billCosts,
  chooseContractMonths,
  contractCosts,
  contractLengthOptions,
  DEPOSIT_SHARE,
  defaultContractMonths,
  depositInMonthsOfRent,
  minimumContractMonths,
  monthlyTotal,
  proportionalFine,
  securityDeposit,
  totalContractRent,
} from "./contract-costs.ts";

describe("contract costs", () => {
  it("takes 25% of the total contract rent as the deposit: 12 months → 3 months of rent", () => {
    expect(DEPOSIT_SHARE).toBe(0.25);
    expect(securityDeposit(2000, 12)).toBe(6000);
    expect(depositInMonthsOfRent(12)).toBe(3);
    expect(securityDeposit(2750, 6)).toBe(4125);
    expect(depositInMonthsOfRent(6)).toBe(1.5);
    expect(securityDeposit(1800, 3)).toBe(1350);
  });

  it("rounds to the centavo without floating-point drift", () => {
    expect(totalContractRent(1234.57, 12)).toBe(14814.84);
    // 25% of 1.234,57 × 3 = 925,9275 → 925,93
    expect(securityDeposit(1234.57, 3)).toBe(925.93);
    expect(monthlyTotal({ rentAmount: 0.1, condoFee: 0.2 })).toBe(0.3);
    expect(monthlyTotal({ rentAmount: 2500, condoFee: 650.5, iptu: 89.9 })).toBe(3240.4);
    expect(monthlyTotal({ rentAmount: 2500 })).toBe(2500);
  });

  it("makes the fine proportional to the months left (6 of 12 → 6/12)", () => {
    expect(proportionalFine(6000, 6, 12)).toBe(3000);
    expect(proportionalFine(6000, 3, 12)).toBe(1500);
    expect(proportionalFine(6000, 12, 12)).toBe(6000);
    expect(proportionalFine(6000, 0, 12)).toBe(0);
    expect(proportionalFine(6000, 20, 12)).toBe(6000);
    expect(proportionalFine(1000, 1, 3)).toBe(333.33);
    expect(() => proportionalFine(1000, 1, 0)).toThrow(RangeError);
  });

  it("offers 6 months at least, 3 where the listing allows, and 12 first", () => {
    expect(minimumContractMonths(6)).toBe(6);
    expect(minimumContractMonths(3)).toBe(3);
    expect(minimumContractMonths(1)).toBe(3);
    expect(minimumContractMonths(null)).toBe(6);
    expect(contractLengthOptions(6)).toEqual([6, 9, 12, 18, 24, 30, 36]);
    expect(contractLengthOptions(3)).toEqual([3, 6, 9, 12, 18, 24, 30, 36]);
    expect(contractLengthOptions(12)).toEqual([12, 18, 24, 30, 36]);
    expect(defaultContractMonths(6)).toBe(12);
    expect(defaultContractMonths(18)).toBe(18);
  });

  it("accepts only a length the listing offers", () => {
    expect(chooseContractMonths("6", 6)).toBe(6);
    expect(chooseContractMonths(3, 3)).toBe(3);
    expect(chooseContractMonths("3", 6)).toBe(12);
    expect(chooseContractMonths("abc", 6)).toBe(12);
    expect(chooseContractMonths(undefined, 6)).toBe(12);
    expect(chooseContractMonths("7", 6)).toBe(12);
  });

  it("gathers the panel's figures for one length", () => {
    expect(contractCosts({ rentAmount: 2750, condoFee: 0, iptu: 0 }, 12)).toEqual({
      months: 12,
      monthlyRent: 2750,
      condoFee: 0,
      iptu: 0,
      bills: BILLS.map((bill) => ({ bill, included: false, estimate: 0 })),
      monthlyTotal: 2750,
      totalRent: 33000,
      deposit: 8250,
      depositMonths: 3,
      fineExample: { fine: 8250, monthsLeft: 6, due: 4125 },
    });
    expect(contractCosts({ rentAmount: 1000 }, 3).fineExample).toEqual({ fine: 3000, monthsLeft: 1, due: 1000 });
  });

  it("shows the figures as R$ 1.234,56", () => {
    const costs = contractCosts({ rentAmount: 1234.56, condoFee: 410 }, 12);
    expect(formatBRL(costs.monthlyTotal)).toBe("R$ 1.644,56");
    expect(formatBRL(costs.totalRent)).toBe("R$ 14.814,72");
    expect(formatBRL(costs.deposit)).toBe("R$ 3.703,68");
    expect(formatBRL(0.5)).toBe("R$ 0,50");
    expect(formatBRL(999.999)).toBe("R$ 1.000,00");
    expect(formatBRL(12_345_678.9)).toBe("R$ 12.345.678,90");
  });

  describe("the bills the rent does not include (issue 22)", () => {
    const listing = {
      rentAmount: 2400,
      condoFee: 650.5,
      iptu: 89.9,
      billsIncluded: { water: true, electricity: false, gas: false, internet: true, cleaning: false },
      billEstimates: { water: 0, electricity: 180.35, gas: 60, internet: 0, cleaning: 0 },
    };

    it("adds the estimate of every bill not included to the monthly total", () => {
      // 2.400 + 650,50 + 89,90 + 180,35 (electricity) + 60 (gas) = 3.380,75
      expect(monthlyTotal(listing)).toBe(3380.75);
      expect(contractCosts(listing, 12).monthlyTotal).toBe(3380.75);
    });

    it("is the same figure as the all-in cost the cards and the search show", () => {
      const bills = Object.fromEntries(
        BILLS.map((bill) => [bill, { included: listing.billsIncluded[bill], estimate: listing.billEstimates[bill] }]),
      ) as Parameters<typeof allInMonthly>[0]["bills"];
      expect(monthlyTotal(listing)).toBe(allInMonthly({ rentAmount: 2400, condoFee: 650.5, iptu: 89.9, bills }));
    });

    it("never adds an estimate for a bill the rent includes", () => {
      const included = { ...listing, billEstimates: { ...listing.billEstimates, water: 99 } };
      expect(monthlyTotal(included)).toBe(3380.75);
      expect(billCosts(included).find((b) => b.bill === "water")).toEqual({
        bill: "water",
        included: true,
        estimate: 0,
      });
    });

    it("lists every bill in the pages' order: included, or its estimate", () => {
      expect(contractCosts(listing, 12).bills).toEqual([
        { bill: "water", included: true, estimate: 0 },
        { bill: "electricity", included: false, estimate: 180.35 },
        { bill: "gas", included: false, estimate: 60 },
        { bill: "internet", included: true, estimate: 0 },
        { bill: "cleaning", included: false, estimate: 0 },
      ]);
    });

    it("leaves the rent, the deposit and the fine to the rent alone", () => {
      const costs = contractCosts(listing, 12);
      expect(costs.totalRent).toBe(28800);
      expect(costs.deposit).toBe(7200);
      expect(costs.fineExample.fine).toBe(7200);
    });
  });
});

describe("a listing's maximum stay (issue 22)", () => {
  it("bounds the lengths the panel quotes, and offers the maximum itself", () => {
    expect(contractLengthOptions(3, 6)).toEqual([3, 6]);
    expect(contractLengthOptions(6, 12)).toEqual([6, 9, 12]);
    expect(contractLengthOptions(12, 24)).toEqual([12, 18, 24]);
    expect(contractLengthOptions(6, null)).toEqual([6, 9, 12, 18, 24, 30, 36]);
  });
  it("shows first the usual year, or the longest the listing takes when that is shorter", () => {
    expect(defaultContractMonths(3, 6)).toBe(6);
    expect(defaultContractMonths(6, 24)).toBe(12);
    expect(chooseContractMonths("18", 6, 12)).toBe(12);
    expect(chooseContractMonths("9", 6, 12)).toBe(9);
  });
  it("ignores a maximum below the listing's own minimum", () => {
    expect(contractLengthOptions(12, 6)).toEqual([12]);
  });
});
