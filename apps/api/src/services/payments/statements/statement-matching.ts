import { unmatchedReceiptPosting } from "@campuslar/domain/payments/ledger";
import type { StatementLineStatus } from "@campuslar/domain/payments/payment-enums";
import { and, eq, sql } from "drizzle-orm";
import { charges, payments, payouts, type statementLines } from "../../../db/schema/payments.ts";
import { rentalDocuments, rentals } from "../../../db/schema/rentals.ts";
import type { PaymentsConfig } from "../../../lib/payments-config.ts";
import type { Tx } from "../../rentals/rental-moves.ts";
import { chargeForReference, type SettleInput, type SettleResult, settleCharge } from "../charges/charge-service.ts";
import { postLedger } from "../ledger/post-ledger.ts";
import { markPayoutPaid, PAYOUT_REFERENCE_PATTERN } from "../payouts/payout-service.ts";

/*
 * What one new statement line means (issue 36, point 4), decided in the transaction that inserted
 * it, so a line is either absent or present with its postings: a crash between the two cannot
 * leave a line that a second import would skip without ever posting it.
 *
 *   money in with a reference we issued  → settles that charge (from the bank);
 *   money in without one                 → the one open charge of exactly that amount whose
 *                                          student's CPF is the payer's, if there is exactly one;
 *   anything else in                     → suspense, waiting for a person;
 *   money out naming a payout            → that payout is paid;
 *   other money out                      → waits for a person (a refund sent, or a bank fee).
 */

export type StatementLineRow = typeof statementLines.$inferSelect;

/** Where a processed line ended up. */
export type LineOutcome = { status: StatementLineStatus; chargeId: string | null; payoutId: string | null };

export type MatchContext = { config: PaymentsConfig; actorId: string | null; now: Date };

/** A statement line's payment, one per line whatever happens: the ledger keys and `payments.sourceRef` derive from it. */
export const sourceRefOf = (line: Pick<StatementLineRow, "fingerprint">) => `statement:${line.fingerprint}`;

/** The eleven digits of a CPF in a payer's document, or null (a CNPJ or nothing usable). */
export function cpfDigitsOf(document: string | null): string | null {
  const digits = (document ?? "").replace(/\D/g, "");
  return digits.length === 11 ? digits : null;
}

type SettleFailure = Extract<SettleResult, { ok: false }>;

class NotSettled extends Error {
  constructor(readonly failure: SettleFailure) {
    super(`not settled: ${failure.reason}`);
  }
}

/**
 * `settleCharge` inside a savepoint: a refusal undoes whatever it had written (a late fee), so the
 * line's money can then go to suspense in the same transaction.
 */
export async function trySettle(
  tx: Tx,
  input: SettleInput,
  ctx: Pick<MatchContext, "config" | "now">,
): Promise<SettleResult> {
  try {
    return await tx.transaction(async (savepoint) => {
      const result = await settleCharge(savepoint, input, { commissionBps: ctx.config.commissionBps, now: ctx.now });
      if (!result.ok) throw new NotSettled(result);
      return result;
    });
  } catch (error) {
    if (error instanceof NotSettled) return error.failure;
    throw error;
  }
}

/**
 * The one open charge of exactly `amountCents` on a rental whose student gave `cpf` (in any of
 * their rentals' documents); null when none or more than one: a guess is never posted.
 */
export async function uniqueChargeByPayer(tx: Tx, amountCents: number, cpf: string | null): Promise<string | null> {
  if (!cpf) return null;
  const found = await tx
    .select({ id: charges.id })
    .from(charges)
    .innerJoin(rentals, eq(rentals.id, charges.rentalId))
    .where(
      and(
        eq(charges.status, "open"),
        eq(charges.amountCents, amountCents),
        sql`exists (
          select 1 from ${rentalDocuments} d join ${rentals} r2 on r2.id = d.rental_id
          where r2.student_id = ${rentals.studentId} and d.subject = 'student' and d.kind = 'cpf'
            and d.status <> 'rejected' and d.cpf = ${cpf})`,
      ),
    )
    .limit(2);
  return found.length === 1 ? (found[0]?.id ?? null) : null;
}

/** The payout whose reference (`PG…`) the line's text carries: the transfer's description. */
async function payoutNamedIn(tx: Tx, line: StatementLineRow): Promise<{ id: string; reference: string } | null> {
  const match = PAYOUT_REFERENCE_PATTERN.exec(`${line.reference ?? ""} ${line.description}`.toUpperCase());
  if (!match) return null;
  const [payout] = await tx
    .select({ id: payouts.id, reference: payouts.reference })
    .from(payouts)
    .where(eq(payouts.reference, match[0]));
  return payout ?? null;
}

async function chargeOfPayment(tx: Tx, sourceRef: string): Promise<string | null> {
  const [row] = await tx
    .select({ chargeId: payments.chargeId })
    .from(payments)
    .where(eq(payments.sourceRef, sourceRef));
  return row?.chargeId ?? null;
}

/** Decides and posts one new line in `tx` (the transaction that inserted it). */
export async function processLine(tx: Tx, line: StatementLineRow, ctx: MatchContext): Promise<LineOutcome> {
  const sourceRef = sourceRefOf(line);
  if (line.amountCents < 0) {
    const payout = await payoutNamedIn(tx, line);
    if (payout) {
      const paid = await markPayoutPaid(tx, {
        reference: payout.reference,
        amountCents: -line.amountCents,
        sourceRef,
        statementLineId: line.id,
        at: receivedAtOf(line.postedOn),
      });
      if (paid) return { status: "payout_paid", chargeId: null, payoutId: payout.id };
    }
    return { status: "unmatched", chargeId: null, payoutId: null };
  }

  const byReference = line.reference ? await chargeForReference(tx, line.reference) : null;
  const chargeId =
    byReference?.id ?? (await uniqueChargeByPayer(tx, line.amountCents, cpfDigitsOf(line.payerDocument)));
  if (chargeId) {
    const settled = await trySettle(
      tx,
      {
        chargeId,
        sourceRef,
        reference: byReference ? line.reference?.trim().toUpperCase() : null,
        receivedCents: line.amountCents,
        receivedAt: receivedAtOf(line.postedOn),
        from: "bank",
        payerName: line.payerName,
        payerDocument: line.payerDocument,
        actorId: ctx.actorId,
      },
      ctx,
    );
    if (settled.ok) return { status: "matched", chargeId, payoutId: null };
    // Posted before under this line's key (nothing new): it stays with the charge it paid.
    if (settled.reason === "already") {
      return { status: "matched", chargeId: (await chargeOfPayment(tx, sourceRef)) ?? chargeId, payoutId: null };
    }
  }
  // A charge already paid, an amount short of it, or nobody's: the money is in the bank all the
  // same, and waits in suspense until a person matches it or sends it back.
  await postLedger(tx, unmatchedReceiptPosting({ sourceRef, amountCents: line.amountCents }), {
    createdBy: ctx.actorId,
  });
  return { status: "unmatched", chargeId: null, payoutId: null };
}

/** A statement gives the day only: the payment counts as received at noon in São Paulo that day. */
export const receivedAtOf = (postedOn: string): Date => new Date(`${postedOn}T12:00:00-03:00`);
