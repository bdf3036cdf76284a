import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { addDays, instantAt } from "@campuslar/domain/dates/zoned-time";
import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { firstPaymentDueOn, firstPaymentOf } from "@campuslar/domain/payments/charge-schedule";
import { lateFeeOf } from "@campuslar/domain/payments/late-fee";
import { chargePosting, lateFeePosting, payeeOf, paymentPosting } from "@campuslar/domain/payments/ledger";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { charges, paymentReferences, payments } from "../../../db/schema/payments.ts";
import { type RentalRow, rentals } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { type PaymentsConfig, paymentsConfigOf } from "../../../lib/payments-config.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { firstPaymentEmail } from "../../../mail/payment-emails.ts";
import { applyMove, type Tx } from "../../rentals/rental-moves.ts";
import { postLedger } from "../ledger/post-ledger.ts";
import { newPaymentReference, pixCopyPaste } from "../pix/pix-code.ts";

/*
 * Charges (issue 36, point 2; decision 039): what a student is asked to pay, and the one place a
 * charge is settled. A charge is written with its ledger posting in one transaction; money that
 * arrives for it (a matched statement line, a payment company's webhook) goes through
 * `settleCharge`, which locks the charge, so two deliveries of the same money post it once and
 * two different payments for one charge settle it once.
 */

export type ChargeRow = typeof charges.$inferSelect;
export type PaymentReferenceRow = typeof paymentReferences.$inferSelect;

export type ChargeContext = { now: Date; publicUrl: string; payments?: PaymentsConfig };

/**
 * The first payment of a lease just signed (its rental now `awaiting_payment`): the cash deposit
 * when that is the guarantee (the law forbids rent in advance beside a guarantee, art. 20), as a
 * charge with its posting and Pix reference, e-mailed to the student. With nothing due (a
 * guarantor, insurance) the clock records the first payment as received at once, and the rental
 * waits for move-in. Returns the rental as it now stands and the charge, if any.
 */
export async function issueFirstPayment(
  tx: Tx,
  rental: RentalRow,
  ctx: ChargeContext,
): Promise<{ rental: RentalRow; charge: ChargeRow | null }> {
  const due = firstPaymentOf({
    guarantee: rental.guarantee,
    monthlyRentCents: rental.monthlyRentCents,
    months: rental.months,
  });
  if (due.amountCents === 0) {
    const moved = await applyMove(
      tx,
      rental,
      "first_payment_received",
      { side: "clock", userId: null },
      { now: ctx.now, holdEndsAt: holdEndsAt(rental.moveIn), detail: { nothingDue: true } },
    );
    return { rental: moved, charge: null };
  }
  const dueOn = firstPaymentDueOn(saoPauloDate(ctx.now), rental.moveIn);
  const [inserted] = await tx
    .insert(charges)
    .values({
      rentalId: rental.id,
      kind: "first_payment",
      periodStart: null,
      dueOn,
      rentCents: due.rentCents,
      depositCents: due.depositCents,
      amountCents: due.amountCents,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  // A first payment already issued (a retried transaction) is not issued twice.
  const charge =
    inserted ??
    (
      await tx
        .select()
        .from(charges)
        .where(and(eq(charges.rentalId, rental.id), eq(charges.kind, "first_payment")))
    )[0];
  if (!charge) throw new Error(`first payment of ${rental.id} neither inserted nor found`);
  if (inserted) {
    await postLedger(tx, chargePosting(charge));
    const config = paymentsConfigOf(ctx);
    const reference = await currentReference(tx, charge, config, ctx.now);
    const [student] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, rental.studentId));
    if (student) {
      await enqueueEmail(
        tx,
        firstPaymentEmail(student, {
          rental,
          charge,
          reference,
          copyPaste: pixCopyPaste(config, { amountCents: reference.amountCents, reference: reference.reference }),
          bank: config.bank,
          publicUrl: ctx.publicUrl,
        }),
      );
    }
  }
  return { rental, charge };
}

/** What a charge asks today: its amount plus, once late, the fine and interest to `today`. */
export function amountDueOn(charge: ChargeRow, today: string): { amountCents: number; lateFeeCents: number } {
  if (charge.status !== "open")
    return { amountCents: charge.amountCents + charge.lateFeeCents, lateFeeCents: charge.lateFeeCents };
  const fee = lateFeeOf({ rentCents: charge.rentCents, dueOn: charge.dueOn, paidOn: today }).totalCents;
  return { amountCents: charge.amountCents + fee, lateFeeCents: fee };
}

/**
 * The live Pix reference of an open charge: the newest one still valid for today's amount, or a
 * new one. A late charge's amount grows each day, so its reference lasts until the end of the day
 * at most. An older reference still finds its charge (`chargeForReference`) when paid late.
 */
export async function currentReference(
  tx: Db | Tx,
  charge: ChargeRow,
  config: PaymentsConfig,
  now: Date,
): Promise<PaymentReferenceRow> {
  const today = saoPauloDate(now);
  const { amountCents, lateFeeCents } = amountDueOn(charge, today);
  const [live] = await tx
    .select()
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.chargeId, charge.id),
        gt(paymentReferences.expiresAt, now),
        eq(paymentReferences.amountCents, amountCents),
      ),
    )
    .orderBy(desc(paymentReferences.issuedAt))
    .limit(1);
  if (live) return live;
  let expiresAt = new Date(now.getTime() + config.pixValidHours * 60 * 60 * 1000);
  if (lateFeeCents > 0) {
    // Tomorrow's interest changes the amount: never valid past the end of today in São Paulo.
    const endOfDay = endOfSaoPauloDay(now);
    if (endOfDay < expiresAt) expiresAt = endOfDay;
  }
  const [issued] = await tx
    .insert(paymentReferences)
    .values({ reference: newPaymentReference(), chargeId: charge.id, amountCents, issuedAt: now, expiresAt })
    .returning();
  if (!issued) throw new Error(`no reference issued for charge ${charge.id}`);
  return issued;
}

/** The first instant after `now`'s São Paulo day: midnight of the next day there. */
const endOfSaoPauloDay = (now: Date): Date => instantAt(addDays(saoPauloDate(now), 1), 0);

/** The charge a Pix reference was issued for; null when no such reference was issued. */
export async function chargeForReference(tx: Db | Tx, reference: string): Promise<ChargeRow | null> {
  const [row] = await tx
    .select({ charge: charges })
    .from(paymentReferences)
    .innerJoin(charges, eq(charges.id, paymentReferences.chargeId))
    .where(eq(paymentReferences.reference, reference.trim().toUpperCase()));
  return row?.charge ?? null;
}

export type SettleInput = {
  chargeId: string;
  /** "statement:<fingerprint>" or "mercadopago:<payment id>": the same money arriving twice is posted once. */
  sourceRef: string;
  /** Our Pix reference the money carried, when it carried one (a payment matched by its payer's CPF did not). */
  reference?: string | null;
  receivedCents: number;
  receivedAt: Date;
  /** The bank (a statement line, a payment company), or suspense (a line a person matched later). */
  from: "bank" | "suspense";
  payerName: string | null;
  payerDocument: string | null;
  /** The staff member who matched it; null for the clock or a payment company. */
  actorId: string | null;
};

export type SettleResult =
  | { ok: true; paymentId: string }
  | { ok: false; reason: "not_open" | "amount" | "already"; paymentId?: string };

/**
 * Settles a charge with money received: the late fee (fixed now, if paid after the due day), the
 * payment's posting, the charge marked paid, the `payments` row; a first payment moves its rental
 * on to wait for move-in, held until `holdEndsAt`. Refused, with nothing written, when this money
 * was already recorded (`already`), the charge is not open or its rental no longer waits for it
 * (`not_open`), or the money is less than what the charge asks today (`amount`).
 * `options.commissionBps` is the company's share of a month's rent (`PaymentsConfig`; 0 when absent).
 */
export async function settleCharge(
  tx: Tx,
  input: SettleInput,
  options: { commissionBps?: number; now?: Date } = {},
): Promise<SettleResult> {
  const [peek] = await tx.select({ rentalId: charges.rentalId }).from(charges).where(eq(charges.id, input.chargeId));
  if (!peek) return { ok: false, reason: "not_open" };
  // The rental before the charge, as every move locks it: two settlements, or a settlement and a
  // cancellation, queue here instead of deadlocking.
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, peek.rentalId)).for("update");
  const [charge] = await tx.select().from(charges).where(eq(charges.id, input.chargeId)).for("update");
  if (!rental || !charge) return { ok: false, reason: "not_open" };
  const [seen] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.sourceRef, input.sourceRef));
  if (seen) return { ok: false, reason: "already", paymentId: seen.id };
  if (charge.status !== "open") return { ok: false, reason: "not_open" };
  if (charge.kind === "first_payment" && rental.state !== "awaiting_payment") return { ok: false, reason: "not_open" };

  const paidOn = saoPauloDate(input.receivedAt);
  const fee = lateFeeOf({ rentCents: charge.rentCents, dueOn: charge.dueOn, paidOn }).totalCents;
  const settlesCents = charge.amountCents + fee;
  if (!Number.isSafeInteger(input.receivedCents) || input.receivedCents < settlesCents) {
    return { ok: false, reason: "amount" };
  }

  const [payment] = await tx
    .insert(payments)
    .values({
      chargeId: charge.id,
      sourceRef: input.sourceRef,
      reference: input.reference ?? null,
      amountCents: input.receivedCents,
      payerName: input.payerName,
      payerDocument: input.payerDocument,
      receivedAt: input.receivedAt,
    })
    .onConflictDoNothing({ target: payments.sourceRef })
    .returning({ id: payments.id });
  // The same money recorded meanwhile for another charge: nothing more is written here.
  if (!payment) return { ok: false, reason: "already" };

  const createdBy = input.actorId;
  if (fee > 0)
    await postLedger(tx, lateFeePosting({ id: charge.id, rentalId: charge.rentalId, lateFeeCents: fee }), {
      createdBy,
    });
  const held = charge.kind === "first_payment";
  const posted = await postLedger(
    tx,
    paymentPosting({
      sourceRef: input.sourceRef,
      charge: {
        id: charge.id,
        rentalId: charge.rentalId,
        ownerId: payeeOf(rental),
        held,
        settlesCents,
        rentCents: charge.rentCents,
      },
      receivedCents: input.receivedCents,
      commissionBps: options.commissionBps ?? 0,
      from: input.from,
    }),
    { createdBy },
  );
  const now = options.now ?? new Date();
  await tx.update(payments).set({ ledgerTransactionId: posted.transactionId }).where(eq(payments.id, payment.id));
  await tx
    .update(charges)
    .set({ status: "paid", paidAt: input.receivedAt, lateFeeCents: fee })
    .where(eq(charges.id, charge.id));
  if (held) {
    await applyMove(
      tx,
      rental,
      "first_payment_received",
      { side: input.actorId ? "staff" : "clock", userId: input.actorId },
      { now, holdEndsAt: holdEndsAt(rental.moveIn), detail: { chargeId: charge.id, paymentId: payment.id } },
    );
  }
  return { ok: true, paymentId: payment.id };
}
