import { centsToReais, reaisToCents } from "@campuslar/domain/money/money";
import { totalContractRent } from "@campuslar/domain/property/contract-costs";
import { leaseDepositCents } from "@campuslar/domain/rentals/lease-terms";

/*
 * What a proposal commits the student to, shown before they send it. The deposit is the one the
 * lease will state (domain `leaseDepositCents`: the spec's 25% of the contract's rent, capped at
 * three months' rent by Lei 8.245/1991, art. 38 §2), so the page and the lease cannot differ.
 */

/** The escrow deposit of a lease of `months` at `monthlyRent` reais, in reais. */
export const escrowDeposit = (monthlyRent: number, months: number): number =>
  centsToReais(leaseDepositCents(reaisToCents(monthlyRent), months));

export type ProposalCosts = { monthly: number; months: number; total: number; deposit: number | null };

/** The sums of a proposal as typed; null when the rent or the length is not a usable number yet. */
export function proposalCosts(
  rent: number | undefined,
  months: number,
  guarantee: string | undefined,
): ProposalCosts | null {
  if (rent === undefined || !(rent > 0) || !Number.isInteger(months) || months < 1) return null;
  return {
    monthly: rent,
    months,
    total: totalContractRent(rent, months),
    deposit: guarantee === "escrow_deposit" ? escrowDeposit(rent, months) : null,
  };
}
