import { chargePosting, ledgerAccount, owedOf, paymentPosting } from "@campuslar/domain/payments/ledger";
import type { CancellationPolicy } from "@campuslar/domain/payments/payment-enums";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { and, eq, like } from "drizzle-orm";
import type { DatabaseHandle } from "../../../db/client.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { charges, ledgerTransactions } from "../../../db/schema/payments.ts";
import { rentalEvents } from "../../../db/schema/rentals.ts";
import { rentalInState } from "../../../test/rental-fixtures.ts";
import { balanceOf, postLedger } from "../ledger/post-ledger.ts";

/*
 * Rentals whose first payment (the cash deposit) was received and is held, as the charge service
 * leaves them: a paid first-payment charge, its charge and payment posted through `postLedger`,
 * and the signing in the history (a cancellation's policy counts from it).
 */

type Parties = Parameters<typeof rentalInState>[1];

export async function heldRental(
  handle: DatabaseHandle,
  parties: Parties,
  options: {
    moveIn: string;
    depositCents: number;
    signedAt: Date;
    state?: RentalState;
    policy?: CancellationPolicy;
    /** False: the first payment is still open (not received), nothing held. */
    paid?: boolean;
  },
) {
  if (options.policy) {
    await handle.db
      .update(properties)
      .set({ cancellationPolicy: options.policy })
      .where(eq(properties.id, parties.propertyId));
  }
  const rental = await rentalInState(handle, parties, options.state ?? "awaiting_move_in", {
    now: options.signedAt,
    moveIn: options.moveIn,
  });
  const paid = options.paid ?? true;
  await handle.db.transaction(async (tx) => {
    await tx.insert(rentalEvents).values({
      rentalId: rental.id,
      move: "complete_signatures",
      actor: "student",
      actorId: parties.student.id,
      fromState: "awaiting_signatures",
      toState: "awaiting_payment",
      at: options.signedAt,
    });
    const [charge] = await tx
      .insert(charges)
      .values({
        rentalId: rental.id,
        kind: "first_payment",
        dueOn: options.moveIn,
        depositCents: options.depositCents,
        amountCents: options.depositCents,
        status: paid ? "paid" : "open",
        paidAt: paid ? options.signedAt : null,
      })
      .returning();
    if (!charge) throw new Error("no charge");
    await postLedger(tx, chargePosting({ id: charge.id, rentalId: rental.id, amountCents: charge.amountCents }));
    if (paid) {
      await postLedger(
        tx,
        paymentPosting({
          sourceRef: `test:${charge.id}`,
          charge: {
            id: charge.id,
            rentalId: rental.id,
            ownerId: parties.owner.id,
            held: true,
            settlesCents: charge.amountCents,
            rentCents: 0,
          },
          receivedCents: charge.amountCents,
          commissionBps: 0,
          from: "bank",
        }),
      );
    }
  });
  return rental;
}

/** What the ledger says of a rental now, as positive amounts owed or held. */
export async function moneyOf(
  handle: DatabaseHandle,
  rental: { id: string; studentId: string; ownerId: string | null },
) {
  const owed = async (kind: Parameters<typeof ledgerAccount>[0], id: string) =>
    owedOf(await balanceOf(handle.db, ledgerAccount(kind, id)));
  return {
    held: await owed("held", rental.id),
    depositCustody: await owed("deposit_custody", rental.id),
    refundPayable: await owed("refund_payable", rental.studentId),
    ownerPayable: rental.ownerId ? await owed("owner_payable", rental.ownerId) : 0,
    receivable: await balanceOf(handle.db, ledgerAccount("receivable", rental.id)),
  };
}

/** The hold-end transactions posted for a rental (one at most, whatever ran twice). */
export const holdEnds = (handle: DatabaseHandle, rentalId: string) =>
  handle.db
    .select({ kind: ledgerTransactions.kind, memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.rentalId, rentalId), like(ledgerTransactions.idempotencyKey, "hold_end:%")));
