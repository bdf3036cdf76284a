import { instantAt, localDateOf } from "@campuslar/domain/dates/zoned-time";
import { ledgerAccount, owedOf } from "@campuslar/domain/payments/ledger";
import type { PayoutStatus } from "@campuslar/domain/payments/payment-enums";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { ledgerEntries, ledgerTransactions, payoutAccounts, payouts } from "../../../db/schema/payments.ts";
import { rentals } from "../../../db/schema/rentals.ts";
import { balanceOf } from "../ledger/post-ledger.ts";
import { maskedAccount } from "./payout-masking.ts";

/*
 * An owner's statement for a month (issue 36, point 6), read from the ledger: each rent that
 * reached the owner (a month's rent paid, or a first payment released after move-in), the
 * company's commission on it, the payouts made, and what is owed now and when it goes. Months are
 * São Paulo's calendar months, as the owner reads dates.
 */

export type StatementCredit = {
  /** São Paulo day it was credited. */
  on: string;
  /** "payment" (a month's rent), "release"/"refund" (a held first payment's end), ... */
  kind: string;
  /** Before commission. */
  grossCents: number;
  commissionCents: number;
  netCents: number;
};

export type StatementRental = {
  rentalId: string | null;
  rentalCode: string | null;
  listingTitle: { pt: string; en: string } | null;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  credits: StatementCredit[];
};

export type StatementPayout = {
  id: string;
  reference: string;
  amountCents: number;
  status: PayoutStatus;
  createdOn: string;
  paidOn: string | null;
  account: string;
};

/** When what is owed now will be paid. */
export type NextPayout =
  | { state: "nothing_owed" }
  | { state: "no_account" }
  | { state: "pending_confirmation" }
  | { state: "on_hold"; until: string }
  | { state: "next_batch" };

export type OwnerStatement = {
  month: string;
  previousMonth: string;
  nextMonth: string | null;
  rentals: StatementRental[];
  totals: { grossCents: number; commissionCents: number; netCents: number; paidOutCents: number };
  payouts: StatementPayout[];
  /** Owed now (whatever the month shown), and when it goes. */
  owedCents: number;
  next: NextPayout;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isStatementMonth = (text: string): boolean => MONTH.test(text);

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The São Paulo month of an instant, `YYYY-MM`. */
export const monthOf = (instant: Date): string => localDateOf(instant).slice(0, 7);

export async function ownerStatement(db: Db, ownerId: string, month: string, now: Date): Promise<OwnerStatement> {
  const from = instantAt(`${month}-01`, 0);
  const to = instantAt(`${shiftMonth(month, 1)}-01`, 0);
  const account = ledgerAccount("owner_payable", ownerId);
  const credits = await db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      at: ledgerTransactions.createdAt,
      amountCents: ledgerEntries.amountCents,
      rentalId: ledgerTransactions.rentalId,
      rentalCode: rentals.code,
      titlePt: properties.titlePt,
      titleEn: properties.titleEn,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(rentals, eq(rentals.id, ledgerTransactions.rentalId))
    .leftJoin(properties, eq(properties.id, rentals.propertyId))
    .where(
      and(
        eq(ledgerEntries.account, account),
        gte(ledgerTransactions.createdAt, from),
        lt(ledgerTransactions.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  // Money in only: a payout debits the account and is listed apart.
  const received = credits.filter((row) => row.amountCents < 0 && row.kind !== "payout");
  const ids = received.map((row) => row.transactionId);
  const commissions = ids.length
    ? await db
        .select({ transactionId: ledgerEntries.transactionId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.transactionId, ids), eq(ledgerEntries.account, ledgerAccount("revenue"))))
    : [];
  const commissionOf = new Map<number, number>();
  for (const row of commissions) {
    commissionOf.set(row.transactionId, (commissionOf.get(row.transactionId) ?? 0) - row.amountCents);
  }
  const byRental = new Map<string, StatementRental>();
  for (const row of received) {
    const key = row.rentalId ?? "";
    const rental = byRental.get(key) ?? {
      rentalId: row.rentalId,
      rentalCode: row.rentalCode,
      listingTitle: row.titlePt ? { pt: row.titlePt, en: row.titleEn ?? row.titlePt } : null,
      grossCents: 0,
      commissionCents: 0,
      netCents: 0,
      credits: [],
    };
    const netCents = -row.amountCents;
    const commissionCents = commissionOf.get(row.transactionId) ?? 0;
    rental.credits.push({
      on: localDateOf(row.at),
      kind: row.kind,
      grossCents: netCents + commissionCents,
      commissionCents,
      netCents,
    });
    rental.grossCents += netCents + commissionCents;
    rental.commissionCents += commissionCents;
    rental.netCents += netCents;
    byRental.set(key, rental);
  }

  const payoutRows = await db
    .select({ payout: payouts, account: payoutAccounts })
    .from(payouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
    .where(and(eq(payouts.ownerId, ownerId), gte(payouts.createdAt, from), lt(payouts.createdAt, to)))
    .orderBy(asc(payouts.createdAt));
  const statementPayouts = payoutRows.map(({ payout, account: to }) => ({
    id: payout.id,
    reference: payout.reference,
    amountCents: payout.amountCents,
    status: payout.status,
    createdOn: localDateOf(payout.createdAt),
    paidOn: payout.paidAt ? localDateOf(payout.paidAt) : null,
    account: to ? maskedAccount(to) : "",
  }));

  const owedCents = owedOf(await balanceOf(db, account));
  const rentalsOfMonth = [...byRental.values()];
  const sum = (pick: (r: StatementRental) => number) => rentalsOfMonth.reduce((total, r) => total + pick(r), 0);
  const current = monthOf(now);
  return {
    month,
    previousMonth: shiftMonth(month, -1),
    nextMonth: month < current ? shiftMonth(month, 1) : null,
    rentals: rentalsOfMonth,
    totals: {
      grossCents: sum((r) => r.grossCents),
      commissionCents: sum((r) => r.commissionCents),
      netCents: sum((r) => r.netCents),
      paidOutCents: statementPayouts.reduce((total, p) => total + p.amountCents, 0),
    },
    payouts: statementPayouts,
    owedCents,
    next: await nextPayoutOf(db, ownerId, owedCents, now),
  };
}

async function nextPayoutOf(db: Db, ownerId: string, owedCents: number, now: Date): Promise<NextPayout> {
  if (owedCents <= 0) return { state: "nothing_owed" };
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerId, ownerId), inArray(payoutAccounts.status, ["active", "pending"])));
  const active = rows.find((row) => row.status === "active");
  if (!active) {
    const waiting = rows.some((row) => row.status === "pending" && (row.confirmExpiresAt ?? now) > now);
    return { state: waiting ? "pending_confirmation" : "no_account" };
  }
  if (active.payoutsHoldUntil && active.payoutsHoldUntil > now) {
    return { state: "on_hold", until: active.payoutsHoldUntil.toISOString() };
  }
  return { state: "next_batch" };
}
