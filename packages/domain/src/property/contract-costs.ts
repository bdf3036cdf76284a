import { centsToReais, reaisToCents } from "../money/money.ts";
import { allInMonthly, BILLS, type Bill } from "./all-in-cost.ts";

/*
 * What a rental contract costs (spec §9 and §4), as the listing page's costs panel shows it.
 * Pure arithmetic in reais, rounded to the centavo: every figure is computed in integer
 * centavos, so R$ 0,10 + R$ 0,20 is R$ 0,30 and never 0.30000000000000004.
 */

/** Spec §9: the security deposit (caução) is 25% of the total contract rent. */
export const DEPOSIT_SHARE = 0.25;
/** Spec §9: the minimum rental is usually 6 months… */
export const USUAL_MIN_CONTRACT_MONTHS = 6;
/** …and some listings allow 3. */
export const SHORTEST_CONTRACT_MONTHS = 3;
/** The length a visitor sees first when the listing allows it (the spec's example: 12 months). */
export const DEFAULT_CONTRACT_MONTHS = 12;
/**
 * The longest contract the site quotes: the costs panel's last length and the longest stay the
 * interest form takes (one limit, so the form never asks for a stay the panel cannot price).
 */
export const MAX_CONTRACT_MONTHS = 36;
/** The lengths a visitor can choose from, before the listing's minimum removes the shorter ones. */
export const CONTRACT_LENGTHS = [3, 6, 9, 12, 18, 24, 30, MAX_CONTRACT_MONTHS] as const;
/**
 * The fine in the panel's example, in months of rent. The spec gives only the proportional rule
 * (§4); three months' rent is the usual figure in Brazilian residential contracts, and the page
 * says it is an example: the contract states the real fine.
 */
export const EXAMPLE_FINE_MONTHS_OF_RENT = 3;

const roundCents = (reais: number): number => centsToReais(reaisToCents(reais));

/**
 * The shortest contract a listing takes: its own minimum, never under 3 months; a listing that
 * says nothing usable gets the usual 6.
 */
export function minimumContractMonths(listingMinimum: number | null | undefined): number {
  if (listingMinimum === null || listingMinimum === undefined || !Number.isFinite(listingMinimum)) {
    return USUAL_MIN_CONTRACT_MONTHS;
  }
  return Math.max(SHORTEST_CONTRACT_MONTHS, Math.ceil(listingMinimum));
}

/**
 * The longest stay a listing takes, within what the site quotes: its own maximum (issue 22; never
 * below its minimum, which would be an owner's slip), else the longest contract quoted.
 */
export function longestContractMonths(
  listingMinimum: number | null | undefined,
  listingMaximum?: number | null,
): number {
  const minimum = minimumContractMonths(listingMinimum);
  if (listingMaximum === null || listingMaximum === undefined) return Math.max(MAX_CONTRACT_MONTHS, minimum);
  return Math.max(minimum, Math.min(MAX_CONTRACT_MONTHS, listingMaximum));
}

/**
 * The lengths offered for a listing: its minimum first, then every usual length above it up to
 * its longest, and its longest itself (a maximum of 24 months offers 24).
 */
export function contractLengthOptions(
  listingMinimum: number | null | undefined,
  listingMaximum?: number | null,
): number[] {
  const minimum = minimumContractMonths(listingMinimum);
  const longest = longestContractMonths(listingMinimum, listingMaximum);
  const options = [minimum, ...CONTRACT_LENGTHS.filter((months) => months > minimum && months <= longest)];
  return options.includes(longest) ? options : [...options, longest];
}

/** The length to show first: 12 months when the listing allows it, else the nearest it takes. */
export function defaultContractMonths(
  listingMinimum: number | null | undefined,
  listingMaximum?: number | null,
): number {
  const usual = Math.max(DEFAULT_CONTRACT_MONTHS, minimumContractMonths(listingMinimum));
  return Math.min(usual, longestContractMonths(listingMinimum, listingMaximum));
}

/**
 * A length the visitor asked for (a query parameter, a select), checked against the listing:
 * anything that is not one of its options falls back to the default.
 */
export function chooseContractMonths(
  asked: unknown,
  listingMinimum: number | null | undefined,
  listingMaximum?: number | null,
): number {
  const months = typeof asked === "number" ? asked : typeof asked === "string" ? Number(asked) : Number.NaN;
  return contractLengthOptions(listingMinimum, listingMaximum).includes(months)
    ? months
    : defaultContractMonths(listingMinimum, listingMaximum);
}

/**
 * What a listing charges every month: the rent, and when it has them the condominium fee, the
 * IPTU, which bills the rent includes and its owner's estimate of the others (issue 22), as the
 * listing's page receives them. A bill neither included nor estimated adds nothing.
 */
export type MonthlyCosts = {
  rentAmount: number;
  condoFee?: number;
  iptu?: number;
  billsIncluded?: Partial<Record<Bill, boolean>>;
  billEstimates?: Partial<Record<Bill, number>>;
};

/** One bill as the costs panel lists it: included in the rent, or its estimated monthly amount (0: none given). */
export type BillCost = { bill: Bill; included: boolean; estimate: number };

/** Every bill, in the order pages list them: included, or not with its estimate (rounded to the centavo). */
export function billCosts(costs: MonthlyCosts): BillCost[] {
  return BILLS.map((bill) => {
    const included = costs.billsIncluded?.[bill] ?? false;
    return { bill, included, estimate: included ? 0 : roundCents(costs.billEstimates?.[bill] ?? 0) };
  });
}

/**
 * What is paid every month, all in: the rent plus the condominium fee and IPTU when the listing
 * charges them and the estimate of every bill the rent does not include. The sum is the
 * domain's `allInMonthly` (all-in-cost.ts), the figure the cards and the search show.
 */
export function monthlyTotal(costs: MonthlyCosts): number {
  const bills = Object.fromEntries(
    billCosts(costs).map(({ bill, included, estimate }) => [bill, { included, estimate }]),
  ) as Record<Bill, { included: boolean; estimate: number }>;
  return (
    allInMonthly({ rentAmount: costs.rentAmount, condoFee: costs.condoFee ?? 0, iptu: costs.iptu ?? 0, bills }) ?? 0
  );
}

/** The rent over the whole contract. */
export function totalContractRent(monthlyRent: number, months: number): number {
  assertMonths(months);
  return centsToReais(reaisToCents(monthlyRent) * months);
}

/** Spec §9: the deposit is 25% of the total contract rent (12 months → 3 months of rent). */
export function securityDeposit(monthlyRent: number, months: number): number {
  return roundCents(totalContractRent(monthlyRent, months) * DEPOSIT_SHARE);
}

/** The deposit counted in months of rent (12 months → 3), for the sentence that explains it. */
export const depositInMonthsOfRent = (months: number): number => months * DEPOSIT_SHARE;

/**
 * Spec §4: the contractual fine is proportional to the time left (6 of 12 months left → 6/12
 * of the fine). Months left outside 0…contract are clamped.
 */
export function proportionalFine(fine: number, monthsLeft: number, contractMonths: number): number {
  assertMonths(contractMonths);
  const left = Math.min(Math.max(monthsLeft, 0), contractMonths);
  return centsToReais(Math.round((reaisToCents(fine) * left) / contractMonths));
}

export type ContractCostBreakdown = {
  months: number;
  monthlyRent: number;
  condoFee: number;
  iptu: number;
  /** Each bill: included, or its owner's estimate; the estimates are part of `monthlyTotal`. */
  bills: BillCost[];
  monthlyTotal: number;
  totalRent: number;
  deposit: number;
  depositMonths: number;
  fineExample: { fine: number; monthsLeft: number; due: number };
};

/** Every figure of the costs panel for one contract length. */
export function contractCosts(listing: MonthlyCosts, months: number): ContractCostBreakdown {
  assertMonths(months);
  const fine = roundCents(listing.rentAmount * EXAMPLE_FINE_MONTHS_OF_RENT);
  const monthsLeft = Math.floor(months / 2);
  return {
    months,
    monthlyRent: roundCents(listing.rentAmount),
    condoFee: roundCents(listing.condoFee ?? 0),
    iptu: roundCents(listing.iptu ?? 0),
    bills: billCosts(listing),
    monthlyTotal: monthlyTotal(listing),
    totalRent: totalContractRent(listing.rentAmount, months),
    deposit: securityDeposit(listing.rentAmount, months),
    depositMonths: depositInMonthsOfRent(months),
    fineExample: { fine, monthsLeft, due: proportionalFine(fine, monthsLeft, months) },
  };
}

function assertMonths(months: number): void {
  if (!Number.isInteger(months) || months <= 0)
    throw new RangeError(`months must be a positive whole number, got ${months}`);
}
