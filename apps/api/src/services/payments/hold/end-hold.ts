import { holdEndPosting, ledgerAccount, owedOf, payeeOf } from "@campuslar/domain/payments/ledger";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { charges } from "../../../db/schema/payments.ts";
import type { RentalRow } from "../../../db/schema/rentals.ts";
import type { Tx } from "../../rentals/rental-moves.ts";
import { balanceOf, postLedger } from "../ledger/post-ledger.ts";

/*
 * The end of a rental's hold (issue 36, point 5): the one place the first payment leaves `held`.
 * Whatever ended it (the student moved in, 48 hours passed, staff decided a claim, a side
 * cancelled), the caller has locked the rental and made the move in the same transaction; this
 * posts what is held out of `held` at once: the refund to `refund_payable:<student>` (staff pay
 * it from the bank and a statement marks it), a penalty and the released rent to the owner, the
 * deposit into custody for the lease. The posting's key is the rental's, so a retry posts nothing.
 */

export type HoldEndReason = "release" | "claim" | "cancellation";

export type HoldEnd = {
  /** False when nothing was held (nothing due at signing) or this hold had already ended. */
  posted: boolean;
  heldCents: number;
  depositCents: number;
  refundCents: number;
  penaltyCents: number;
};

/** What `rental`'s hold still holds, in centavos (0 once it has ended). */
export async function heldCentsOf(tx: Db | Tx, rentalId: string): Promise<number> {
  return owedOf(await balanceOf(tx, ledgerAccount("held", rentalId)));
}

/** The deposit part of the first payment: the first payment charge's deposit (0 when none was charged). */
async function depositOf(tx: Tx, rentalId: string): Promise<number> {
  const [first] = await tx
    .select({ depositCents: charges.depositCents })
    .from(charges)
    .where(and(eq(charges.rentalId, rentalId), eq(charges.kind, "first_payment")))
    .orderBy(asc(charges.createdAt))
    .limit(1);
  return first?.depositCents ?? 0;
}

/**
 * Ends `rental`'s hold: `refundCents` to the student, `penaltyCents` to the owner, the rest
 * released (rent to the owner less `commissionBps`, the deposit into custody). A refund asked
 * beyond what is held is cut to what is held: the student can never be paid money never received.
 */
export async function endHold(
  tx: Tx,
  rental: Pick<RentalRow, "id" | "studentId" | "ownerId" | "propertyId">,
  options: {
    reason: HoldEndReason;
    refundCents: number;
    penaltyCents: number;
    actorId: string | null;
    commissionBps: number;
  },
): Promise<HoldEnd> {
  const heldCents = await heldCentsOf(tx, rental.id);
  const depositCents = Math.min(await depositOf(tx, rental.id), heldCents);
  const refundCents = Math.min(Math.max(0, options.refundCents), heldCents);
  const penaltyCents = Math.min(Math.max(0, options.penaltyCents), heldCents - refundCents);
  if (heldCents === 0) return { posted: false, heldCents, depositCents, refundCents: 0, penaltyCents: 0 };
  const posting = holdEndPosting({
    rentalId: rental.id,
    ownerId: payeeOf(rental),
    studentId: rental.studentId,
    reason: options.reason,
    heldCents,
    depositCents,
    refundCents,
    penaltyCents,
    commissionBps: options.commissionBps,
  });
  const { posted } = await postLedger(tx, posting, { createdBy: options.actorId });
  return { posted, heldCents, depositCents, refundCents, penaltyCents };
}
