import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PayoutMethod, PixKeyType } from "@campuslar/domain/payments/payment-enums";
import type { PayoutAccountInput } from "@campuslar/domain/payments/payout-forms";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { generateToken, hashToken } from "../../../auth/tokens.ts";
import type { Db } from "../../../db/db-types.ts";
import { payoutAccounts } from "../../../db/schema/payments.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { payoutChangeNoticeEmail, payoutConfirmEmail } from "../../../mail/payout-emails.ts";
import { maskDocument, maskedAccount } from "./payout-masking.ts";

/*
 * Where an owner is paid (issue 36, point 6). A new account is saved `pending` and takes effect
 * only through the link e-mailed to the account's address (stored hashed, like a password reset);
 * confirmed, it replaces the old one and holds payouts for 24 hours. Account takeover is how money
 * is stolen on marketplaces: a stolen session alone cannot redirect an owner's rent.
 */

/** How long the e-mailed link works. */
export const PAYOUT_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long payouts wait after a new account is confirmed. */
export const PAYOUT_HOLD_MS = 24 * 60 * 60 * 1000;

export const PAYOUT_ACCOUNT_MESSAGES = {
  tokenInvalid: {
    pt: "Este link não vale mais: ele já foi usado, passou de 24 horas ou outra conta foi pedida depois. Cadastre a conta de novo para receber outro.",
    en: "This link no longer works: it was used, is over 24 hours old, or another account was asked for since. Enter the account again to get a new one.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

type AccountRow = typeof payoutAccounts.$inferSelect;

/** An account as its owner sees it: masked, never the whole key or account number. */
export type PayoutAccountView = {
  id: string;
  status: "pending" | "active" | "replaced";
  method: PayoutMethod;
  pixKeyType: PixKeyType | null;
  /** `Pix ***.456.789-**` or `Banco 341 · ag. 1234 · c/c ***45-6`. */
  masked: string;
  holderName: string;
  holderDocument: string;
  createdAt: string;
  confirmedAt: string | null;
  /** Pending: when the e-mailed link stops working. */
  confirmExpiresAt: string | null;
  /** Active: payouts wait until then. */
  payoutsHoldUntil: string | null;
};

export const viewOf = (row: AccountRow): PayoutAccountView => ({
  id: row.id,
  status: row.status,
  method: row.method,
  pixKeyType: row.pixKeyType,
  masked: maskedAccount(row),
  holderName: row.holderName,
  holderDocument: maskDocument(row.holderDocument),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  confirmExpiresAt: row.confirmExpiresAt?.toISOString() ?? null,
  payoutsHoldUntil: row.payoutsHoldUntil?.toISOString() ?? null,
});

export type MyPayoutAccount = {
  active: PayoutAccountView | null;
  /** A change waiting for its e-mailed link (null once it expired). */
  pending: PayoutAccountView | null;
  /** True while payouts wait after a confirmed change. */
  onHold: boolean;
};

/** `GET /v2/me/payout-account`: the owner's active account and a change waiting, both masked. */
export async function myPayoutAccount(db: Db, ownerId: string, now: Date): Promise<MyPayoutAccount> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerId, ownerId), inArray(payoutAccounts.status, ["active", "pending"])))
    .orderBy(desc(payoutAccounts.createdAt));
  const active = rows.find((row) => row.status === "active") ?? null;
  const pending =
    rows.find((row) => row.status === "pending" && row.confirmExpiresAt !== null && row.confirmExpiresAt > now) ?? null;
  return {
    active: active && viewOf(active),
    pending: pending && viewOf(pending),
    onHold: active?.payoutsHoldUntil ? active.payoutsHoldUntil > now : false,
  };
}

const columnsOf = (input: PayoutAccountInput) =>
  input.method === "pix"
    ? {
        method: "pix" as const,
        pixKeyType: input.pixKeyType,
        pixKey: input.pixKey,
        bankCode: null,
        branch: null,
        accountNumber: null,
      }
    : {
        method: "bank_account" as const,
        pixKeyType: null,
        pixKey: null,
        bankCode: input.bankCode,
        branch: input.branch,
        accountNumber: input.accountNumber,
      };

/**
 * `POST /v2/me/payout-account` (validated by the domain's form): the account saved `pending`
 * (replacing any change still waiting), its link e-mailed to the owner and, beside it, a notice
 * that the account is changing, naming the current one.
 */
export async function requestPayoutAccount(
  db: Db,
  ownerId: string,
  input: PayoutAccountInput,
  ctx: { now: Date; publicUrl: string; holdHours: number },
): Promise<MyPayoutAccount> {
  await db.transaction(async (tx) => {
    // One change at a time per owner: a second request at once waits, then replaces the first.
    const [owner] = await tx.select().from(users).where(eq(users.id, ownerId)).for("update");
    if (!owner) throw new HttpError("unauthorized", "No such account");
    await tx
      .delete(payoutAccounts)
      .where(and(eq(payoutAccounts.ownerId, ownerId), eq(payoutAccounts.status, "pending")));
    const [current] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.ownerId, ownerId), eq(payoutAccounts.status, "active")));
    const token = generateToken();
    const [saved] = await tx
      .insert(payoutAccounts)
      .values({
        ownerId,
        ...columnsOf(input),
        holderName: input.holderName,
        holderDocument: input.holderDocument,
        status: "pending",
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(ctx.now.getTime() + PAYOUT_CONFIRM_TTL_MS),
        createdAt: ctx.now,
      })
      .returning();
    if (!saved) throw new Error("payout account not saved");
    const to = { name: owner.name, email: owner.email, locale: owner.locale };
    const masked = maskedAccount(saved);
    await enqueueEmail(
      tx,
      payoutConfirmEmail(to, {
        token,
        masked,
        validHours: PAYOUT_CONFIRM_TTL_MS / 3_600_000,
        holdHours: ctx.holdHours,
        publicUrl: ctx.publicUrl,
      }),
    );
    await enqueueEmail(
      tx,
      payoutChangeNoticeEmail(to, {
        masked,
        current: current ? maskedAccount(current) : null,
        publicUrl: ctx.publicUrl,
      }),
    );
  });
  return myPayoutAccount(db, ownerId, ctx.now);
}

/**
 * `POST /v2/payout-account/confirm`: a live link makes its account the active one (the old one
 * `replaced`) and holds payouts for `holdHours` (`PAYOUT_HOLD_HOURS`, 24 unless configured). No session is needed: the link read at the
 * account's address is the proof. A used, expired or superseded link: 400 naming `token`.
 */
export async function confirmPayoutAccount(
  db: Db,
  token: string,
  locale: Locale,
  now: Date,
  holdHours = PAYOUT_HOLD_MS / 3_600_000,
): Promise<PayoutAccountView> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.confirmTokenHash, hashToken(token)),
          eq(payoutAccounts.status, "pending"),
          gt(payoutAccounts.confirmExpiresAt, now),
        ),
      )
      .for("update");
    if (!found) {
      const message = PAYOUT_ACCOUNT_MESSAGES.tokenInvalid[locale];
      throw new HttpError("validation_failed", message, { token: message });
    }
    // The old account first: one active account per owner (a unique index says so).
    await tx
      .update(payoutAccounts)
      .set({ status: "replaced" })
      .where(and(eq(payoutAccounts.ownerId, found.ownerId), eq(payoutAccounts.status, "active")));
    const [confirmed] = await tx
      .update(payoutAccounts)
      .set({
        status: "active",
        confirmTokenHash: null,
        confirmedAt: now,
        payoutsHoldUntil: holdHours > 0 ? new Date(now.getTime() + holdHours * 3_600_000) : null,
      })
      .where(eq(payoutAccounts.id, found.id))
      .returning();
    if (!confirmed) throw new Error("payout account not confirmed");
    return viewOf(confirmed);
  });
}
