import type { WarrantyType } from "../lead/lead-enums.ts";
import { centsToReais, reaisToCents } from "../money/money.ts";
import type { CancellationPolicy } from "../payments/payment-enums.ts";
import type { Bill } from "../property/all-in-cost.ts";
import { EXAMPLE_FINE_MONTHS_OF_RENT, securityDeposit } from "../property/contract-costs.ts";
import { moveOutOf, type RentalTerms } from "./rental-terms.ts";

/*
 * Everything a lease states (issue 35, point 5), made from the rental's agreed terms and its
 * listing. It is plain data: the law checks (`lease-law.ts`) read it, the PDF is drawn from it
 * and the `leases` row keeps it, so the same terms always make the same document.
 */

/** Cash deposit cap: Lei 8.245/1991, art. 38 §2 ("não poderá exceder o equivalente a três meses de aluguel"). */
export const DEPOSIT_CAP_MONTHS_OF_RENT = 3;
/** The rent of each month is paid after it, by this day of the next month (never in advance: arts. 20 and 42). */
export const RENT_DUE_DAY = 5;

export type LeaseAddress = {
  street: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
  postalCode: string;
};

/** The early-exit fine: the law's proportional rule (art. 4), or a fixed sum (which the checks refuse). */
export type ExitFine = { kind: "proportional"; baseCents: number } | { kind: "fixed"; cents: number };

export type LeaseTerms = {
  rentalCode: string;
  listingCode: string;
  /** The lease's version: an amendment makes the next one. */
  version: number;
  /** The day the lease was made (`YYYY-MM-DD`): its date in the text and the PDF's own dates. */
  issuedOn: string;
  student: { name: string };
  owner: { name: string };
  address: LeaseAddress;
  roomNumber: number | null;
  monthlyRentCents: number;
  rentDueDay: number;
  moveIn: string;
  moveOut: string;
  months: number;
  occupants: number;
  billsIncluded: Bill[];
  /** Normally exactly one (art. 37, sole paragraph); a list so the check can see a second one. */
  guarantees: WarrantyType[];
  /** The cash deposit (caução em dinheiro) in centavos; 0 unless the guarantee is the escrow deposit. */
  depositCents: number;
  exitFine: ExitFine;
  /** Months of rent demanded before the month they pay for; 0 is the rule (arts. 20 and 42). */
  rentInAdvanceMonths: number;
  houseRules: { smokingAllowed: boolean; maxOccupants: number | null };
  /** Issue 36, point 7: the listing's cancellation policy; absent in leases made before it existed (their hash stays). */
  cancellationPolicy?: CancellationPolicy;
};

/**
 * The deposit of an escrow-deposit guarantee: the spec's 25% of the contract's rent (§9), capped at
 * three months' rent (art. 38 §2), so a 24-month lease asks 3 months, not 6.
 */
export function leaseDepositCents(monthlyRentCents: number, months: number): number {
  const spec = reaisToCents(securityDeposit(centsToReais(monthlyRentCents), months));
  return Math.min(spec, monthlyRentCents * DEPOSIT_CAP_MONTHS_OF_RENT);
}

/** The fine's base before proportion: three months' rent, the usual figure (contract-costs.ts). */
export const exitFineBaseCents = (monthlyRentCents: number): number => monthlyRentCents * EXAMPLE_FINE_MONTHS_OF_RENT;

/** What leaving early costs with `monthsLeft` months to go (art. 4: proportional to what is left). */
export function exitFineDueCents(terms: Pick<LeaseTerms, "exitFine" | "months">, monthsLeft: number): number {
  if (terms.exitFine.kind === "fixed") return terms.exitFine.cents;
  const left = Math.min(Math.max(monthsLeft, 0), terms.months);
  return Math.round((terms.exitFine.baseCents * left) / terms.months);
}

export type LeaseListing = {
  code: string;
  address: LeaseAddress;
  billsIncluded: Bill[];
  smokingAllowed: boolean;
  maxOccupants: number | null;
  cancellationPolicy?: CancellationPolicy;
};

/** The lease the agreed terms make: one guarantee, the capped deposit, the proportional fine, no rent in advance. */
export function leaseTermsFrom(input: {
  rentalCode: string;
  version: number;
  issuedOn: string;
  student: { name: string };
  owner: { name: string };
  terms: RentalTerms;
  listing: LeaseListing;
}): LeaseTerms {
  const { terms, listing } = input;
  return {
    rentalCode: input.rentalCode,
    listingCode: listing.code,
    version: input.version,
    issuedOn: input.issuedOn,
    student: input.student,
    owner: input.owner,
    address: listing.address,
    roomNumber: terms.roomNumber,
    monthlyRentCents: terms.monthlyRentCents,
    rentDueDay: RENT_DUE_DAY,
    moveIn: terms.moveIn,
    moveOut: moveOutOf(terms),
    months: terms.months,
    occupants: terms.occupants,
    billsIncluded: listing.billsIncluded,
    guarantees: [terms.guarantee],
    depositCents: terms.guarantee === "escrow_deposit" ? leaseDepositCents(terms.monthlyRentCents, terms.months) : 0,
    exitFine: { kind: "proportional", baseCents: exitFineBaseCents(terms.monthlyRentCents) },
    rentInAdvanceMonths: 0,
    houseRules: { smokingAllowed: listing.smokingAllowed, maxOccupants: listing.maxOccupants },
    ...(listing.cancellationPolicy ? { cancellationPolicy: listing.cancellationPolicy } : {}),
  };
}
