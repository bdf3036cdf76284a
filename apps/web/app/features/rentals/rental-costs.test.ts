import { describe, expect, it } from "vitest";
import { escrowDeposit, proposalCosts } from "./rental-costs.ts";

describe("what a proposal commits the student to", () => {
  it("asks a deposit of 25% of the lease's rent, never above three months' rent (Lei 8.245, art. 38 §2)", () => {
    expect(escrowDeposit(2000, 6)).toBe(3000);
    expect(escrowDeposit(2000, 12)).toBe(6000);
    // 25% of 24 months would be six months' rent: the law caps it at three.
    expect(escrowDeposit(2000, 24)).toBe(6000);
    expect(escrowDeposit(1234.56, 30)).toBe(3703.68);
  });

  it("shows the deposit only with the escrow guarantee, and nothing until rent and months are numbers", () => {
    expect(proposalCosts(1900, 12, "escrow_deposit")).toEqual({
      monthly: 1900,
      months: 12,
      total: 22800,
      deposit: 5700,
    });
    expect(proposalCosts(1900, 12, "insurance")?.deposit).toBeNull();
    expect(proposalCosts(undefined, 12, "escrow_deposit")).toBeNull();
    expect(proposalCosts(1900, Number.NaN, "escrow_deposit")).toBeNull();
  });
});
