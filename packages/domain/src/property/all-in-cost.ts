import { centsToReais, reaisToCents } from "../money/money.ts";

/*
 * The true monthly cost of a rental (issue 22): in Brazil the rent is not the whole bill. The
 * condomínio and the IPTU come every month, and so do the bills a listing does not include,
 * which its owner estimates. What a student pays is their sum: "R$ X/month all-in".
 */

/** The monthly bills a listing either includes in its rent or estimates, in the order pages list them. */
export const BILLS = ["water", "electricity", "gas", "internet", "cleaning"] as const;
export type Bill = (typeof BILLS)[number];

/** The most an owner can give for one bill's monthly estimate, in reais: a typo's guard, not a market figure. */
export const MAX_BILL_ESTIMATE = 5_000;

/** Each bill: included in the rent, or not, with its estimated monthly amount in centavos (0: none). */
export type BillsInCents = Record<Bill, { included: boolean; estimateCents: number }>;

/**
 * The all-in monthly cost in centavos: rent + condomínio + IPTU + every bill not included (its
 * estimate). Null without a rent (a sale, or a rent not given): a total without its main part
 * would put the listing first by price and say nothing true.
 *
 * The database keeps the same sum in a generated column (`properties.all_in_cents`), which the
 * search filters and orders by; `all-in-cost.test.ts` and the API's tests hold the two together.
 */
export function allInMonthlyCents(listing: {
  rentCents: number | null;
  condoFeeCents: number;
  iptuCents: number;
  bills: BillsInCents;
}): number | null {
  if (listing.rentCents === null) return null;
  let total = listing.rentCents + listing.condoFeeCents + listing.iptuCents;
  for (const bill of BILLS) {
    const { included, estimateCents } = listing.bills[bill];
    if (!included) total += estimateCents;
  }
  return total;
}

/** The same in reais, from amounts in reais (the pages' DTOs), summed in centavos. */
export function allInMonthly(listing: {
  rentAmount: number | null;
  condoFee: number;
  iptu: number;
  bills: Record<Bill, { included: boolean; estimate: number }>;
}): number | null {
  const bills = Object.fromEntries(
    BILLS.map((bill) => [
      bill,
      { included: listing.bills[bill].included, estimateCents: reaisToCents(listing.bills[bill].estimate) },
    ]),
  ) as BillsInCents;
  const cents = allInMonthlyCents({
    rentCents: listing.rentAmount === null ? null : reaisToCents(listing.rentAmount),
    condoFeeCents: reaisToCents(listing.condoFee),
    iptuCents: reaisToCents(listing.iptu),
    bills,
  });
  return cents === null ? null : centsToReais(cents);
}
