import { addMonthsToDate } from "../dates/calendar-date.ts";
import { addDays } from "../dates/zoned-time.ts";
import type { WarrantyType } from "../lead/lead-enums.ts";
import { leaseDepositCents, RENT_DUE_DAY } from "../rentals/lease-terms.ts";
import { moveOutOf } from "../rentals/rental-terms.ts";

/*
 * What a rental asks the student to pay and when (issue 36, point 2; decision 039). The tenancy
 * law forbids rent in advance where the lease has a guarantee (Lei 8.245/1991, arts. 20 and 42),
 * and every lease the site makes has one (art. 37): so the first payment, at signing, is only the
 * cash deposit of an escrow-deposit guarantee, and each month's rent is charged after that month,
 * due on `RENT_DUE_DAY` of the next. Dates are São Paulo calendar dates (`YYYY-MM-DD`).
 */

export type FirstPayment = {
  /** The cash deposit (art. 38 §2: at most three months' rent), held and then kept in custody. */
  depositCents: number;
  /** Always 0: no rent is paid before its month (art. 20). Kept so pages can say so. */
  rentCents: number;
  /** What is due at signing; 0 means nothing is charged and the rental moves on. */
  amountCents: number;
};

/** The first payment at signing: the escrow deposit alone, or nothing with a guarantor or insurance. */
export function firstPaymentOf(input: {
  guarantee: WarrantyType;
  monthlyRentCents: number;
  months: number;
}): FirstPayment {
  const depositCents =
    input.guarantee === "escrow_deposit" ? leaseDepositCents(input.monthlyRentCents, input.months) : 0;
  return { depositCents, rentCents: 0, amountCents: depositCents };
}

/**
 * Days a student has to pay the first payment after the lease is signed, never later than the
 * move-in day: the hold protects them only once it is paid.
 */
export const FIRST_PAYMENT_DAYS = 3;

/** When the first payment falls due: `FIRST_PAYMENT_DAYS` after signing, or the move-in day if sooner (today at the earliest). */
export function firstPaymentDueOn(today: string, moveIn: string): string {
  const latest = addDays(today, FIRST_PAYMENT_DAYS);
  if (moveIn >= latest) return latest;
  return moveIn > today ? moveIn : today;
}

export type MonthlyCharge = {
  /** The first day of the stay in this calendar month (the move-in day for the first month). */
  periodStart: string;
  /** The last day of the stay in this calendar month, inclusive (the day before move-out for the last). */
  periodEnd: string;
  rentCents: number;
  /** `RENT_DUE_DAY` of the month after the period. */
  dueOn: string;
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
const monthStartOf = (date: string): string => `${date.slice(0, 7)}-01`;
const dayOf = (date: string): number => Number(date.slice(8, 10));

/** Half rounds up, in integers only: `round(numerator / denominator)` for non-negative numbers. */
const roundedDivision = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * One charge per calendar month the stay `[moveIn, moveOut)` touches. A whole month costs the
 * rent. The first and last months, when the stay starts after the 1st, are partial: together they
 * cost what is left of `months × rent`, split in proportion to the days of each that the stay
 * covers, each counted against its own month's length (17 of 31 days, 14 of 28). So the charges
 * always add up to exactly `months × rent`, even when a month-end move-in makes the two partial
 * months cover a little less or more than one month of days (31 January to 28 February).
 */
export function monthlyChargesOf(input: { moveIn: string; months: number; monthlyRentCents: number }): MonthlyCharge[] {
  const { moveIn, months, monthlyRentCents } = input;
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be at least 1, got ${months}`);
  if (!Number.isSafeInteger(monthlyRentCents) || monthlyRentCents < 0) {
    throw new RangeError(`monthlyRentCents must be whole centavos, got ${monthlyRentCents}`);
  }
  const moveOut = moveOutOf({ moveIn, months });
  const lastDay = addDays(moveOut, -1);
  const periods: { start: string; end: string; days: number; length: number }[] = [];
  for (let monthStart = monthStartOf(moveIn); monthStart <= lastDay; monthStart = addMonthsToDate(monthStart, 1)) {
    const [year, month] = monthStart.split("-").map(Number) as [number, number];
    const length = daysInMonth(year, month);
    const monthEnd = `${pad(year, 4)}-${pad(month)}-${pad(length)}`;
    const start = moveIn > monthStart ? moveIn : monthStart;
    const end = lastDay < monthEnd ? lastDay : monthEnd;
    periods.push({ start, end, days: dayOf(end) - dayOf(start) + 1, length });
  }
  const whole = periods.filter((period) => period.days === period.length).length;
  const partialTotal = months * monthlyRentCents - whole * monthlyRentCents;
  const [first, last] = [periods[0], periods[periods.length - 1]];
  // Partial months come in pairs (a stay that starts after the 1st ends after the 1st too).
  let firstShare = 0;
  if (first && last && first !== last && first.days < first.length) {
    const weightFirst = first.days * last.length;
    const weightLast = last.days * first.length;
    firstShare = roundedDivision(partialTotal * weightFirst, weightFirst + weightLast);
  }
  return periods.map((period, index) => {
    const partial = period.days < period.length;
    const rentCents = !partial ? monthlyRentCents : index === 0 ? firstShare : partialTotal - firstShare;
    return { periodStart: period.start, periodEnd: period.end, rentCents, dueOn: dueOnFor(period.start) };
  });
}

/** `RENT_DUE_DAY` of the month after the one `periodStart` is in. */
const dueOnFor = (periodStart: string): string =>
  `${addMonthsToDate(monthStartOf(periodStart), 1).slice(0, 8)}${pad(RENT_DUE_DAY)}`;

/** Reminder e-mails go this many days before a charge's due day (issue 36, point 2). */
export const REMINDER_DAYS = [7, 3, 0] as const;

/**
 * The reminders to send today for a charge due on `dueOn`, given those already sent (by their
 * days before the due day). At most one: the latest whose day has come. A reminder whose day was
 * missed (a charge issued 4 days before its due day, a worker down for a while) is skipped rather
 * than sent late beside the next, so a student never gets two at once. None once the due day is
 * past: lateness has its own message.
 */
export function remindersDue(dueOn: string, today: string, sent: readonly number[]): number[] {
  if (today > dueOn) return [];
  const reached = REMINDER_DAYS.filter((days) => today >= addDays(dueOn, -days));
  const latest = reached[reached.length - 1];
  if (latest === undefined) return [];
  // One already sent for this or a later stage: nothing new to say.
  if (sent.some((days) => days <= latest)) return [];
  return [latest];
}
