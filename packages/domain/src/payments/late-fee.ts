/*
 * What a late rent costs (issue 36, point 2; decision 039): the lease's fine of 10% and interest
 * of 1% a month, counted day by day, both on the rent part of the charge only (never on a
 * deposit, never interest on the fine). The tenancy law sets neither figure; the CDC's 2% cap does
 * not apply to urban leases (STJ), and 10% + 1% a month are the usual terms (decision 039).
 */

/** The late fine, in percent of the rent paid late. */
export const LATE_FINE_PERCENT = 10;
/** Moratory interest, in percent a month, simple (never compounded), counted per day. */
export const LATE_INTEREST_MONTHLY_PERCENT = 1;
/**
 * Days in the month the interest is prorated by: the commercial 30-day month (1% a month is
 * 1/30 % a day whatever the calendar month), so a day late costs the same in February and March.
 */
export const INTEREST_DAYS_PER_MONTH = 30;

export type LateFee = { fineCents: number; interestCents: number; totalCents: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from `from` to `to` (calendar dates), negative when `to` is earlier. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days late: from the day after `dueOn` to `paidOn`, both counted; 0 when paid by the due day. */
export const daysLate = (dueOn: string, paidOn: string): number => Math.max(0, daysBetween(dueOn, paidOn));

/**
 * The fine and interest for `rentCents` due on `dueOn` and paid on `paidOn` (São Paulo dates).
 * Each is rounded down to the centavo: the student never pays a fraction of a centavo more than
 * the rule says.
 */
export function lateFeeOf(input: { rentCents: number; dueOn: string; paidOn: string }): LateFee {
  const { rentCents } = input;
  if (!Number.isSafeInteger(rentCents) || rentCents < 0) {
    throw new RangeError(`rentCents must be whole centavos, got ${rentCents}`);
  }
  const days = daysLate(input.dueOn, input.paidOn);
  if (days === 0) return { fineCents: 0, interestCents: 0, totalCents: 0 };
  const fineCents = Math.floor((rentCents * LATE_FINE_PERCENT) / 100);
  const interestCents = Math.floor(
    (rentCents * LATE_INTEREST_MONTHLY_PERCENT * days) / (100 * INTEREST_DAYS_PER_MONTH),
  );
  return { fineCents, interestCents, totalCents: fineCents + interestCents };
}
