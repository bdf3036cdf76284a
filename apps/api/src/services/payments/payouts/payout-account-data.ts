import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais } from "@campuslar/domain/money/money";
import { ledgerAccount, owedOf } from "@campuslar/domain/payments/ledger";
import { ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import type { AccountPayoutsExport } from "@campuslar/domain/user/account-export-payouts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { payoutAccounts, payouts } from "../../../db/schema/payments.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { Tx } from "../../rentals/rental-moves.ts";
import { balanceOf } from "../ledger/post-ledger.ts";

/*
 * Payout details in the account export and deletion (issue 36; decisions 018 and 038). The
 * export holds the accounts whole: they are the person's own. Deleting erases every account; the
 * payouts already made stay as the company's bank records, under an erased placeholder.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function exportPayouts(db: Db, userId: string): Promise<AccountPayoutsExport> {
  const [accounts, made] = await Promise.all([
    db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, userId)).orderBy(asc(payoutAccounts.createdAt)),
    db.select().from(payouts).where(eq(payouts.ownerId, userId)).orderBy(asc(payouts.createdAt)),
  ]);
  return {
    accounts: accounts.map((row) => ({
      status: row.status,
      method: row.method,
      pixKeyType: row.pixKeyType,
      pixKey: row.pixKey,
      bankCode: row.bankCode,
      branch: row.branch,
      accountNumber: row.accountNumber,
      holderName: row.holderName,
      holderDocument: row.holderDocument,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
    })),
    payouts: made.map((row) => ({
      reference: row.reference,
      amount: centsToReais(row.amountCents),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
  };
}

export const PAYOUT_DELETION_MESSAGES = {
  /** A 409: money owed to the person, or on its way, has nowhere to go once the account is gone. */
  moneyOwed: {
    pt: "Ainda temos um repasse para você. Espere ele chegar (veja em Recebimentos) antes de excluir a conta, ou escreva para nós",
    en: "We still have a payout for you. Wait until it arrives (see Payouts) before deleting the account, or write to us",
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * In the deletion's transaction: 409 while the ledger owes the person money or a payout to them is
 * on its way; otherwise every payout account is deleted, and the payouts made (the company's bank
 * records, which the law keeps) pass to an erased placeholder that nobody can sign in to.
 */
export async function erasePayoutData(tx: Tx, userId: string, locale: Locale, now: Date): Promise<void> {
  const owed = owedOf(await balanceOf(tx, ledgerAccount("owner_payable", userId)));
  const inFlight = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.ownerId, userId), inArray(payouts.status, ["pending", "exported"])));
  if (owed > 0 || inFlight.length > 0) throw new HttpError("conflict", PAYOUT_DELETION_MESSAGES.moneyOwed[locale]);
  const made = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.ownerId, userId));
  if (made.length > 0) {
    const [placeholder] = await tx
      .insert(users)
      .values({
        name: ERASED_PERSON_NAME,
        email: `erased-${crypto.randomUUID()}@erased.invalid`,
        phone: "",
        passwordHash: "!erased-account-no-login",
        role: "owner",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!placeholder) throw new Error("no placeholder account");
    await tx.update(payouts).set({ ownerId: placeholder.id, payoutAccountId: null }).where(eq(payouts.ownerId, userId));
  }
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.ownerId, userId));
}
