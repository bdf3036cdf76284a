import type { Locale } from "@campuslar/domain/i18n/locales";
import { cancellationOutcome } from "@campuslar/domain/payments/cancellation";
import { chargeCancelledPosting } from "@campuslar/domain/payments/ledger";
import type { CancellationPolicy } from "@campuslar/domain/payments/payment-enums";
import { RENTAL_MOVES, type RentalState } from "@campuslar/domain/rentals/rental-process";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { charges } from "../../../db/schema/payments.ts";
import { type RentalRow, rentalEvents } from "../../../db/schema/rentals.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { RentalMailContext } from "../../rentals/rental-mail.ts";
import { applyMove, lockRental, readRental, type Tx } from "../../rentals/rental-moves.ts";
import { tellArrival } from "../hold/arrival-moves.ts";
import { endHold, heldCentsOf } from "../hold/end-hold.ts";
import { postLedger } from "../ledger/post-ledger.ts";

/*
 * A side cancels after acceptance and before move-in (issue 36, point 7). What the student gets
 * back follows the listing's policy, computed once in the domain (`cancellationOutcome`) and
 * shown as a preview before they confirm; an owner who cancels refunds everything, and the
 * history row of `cancel_by_owner` is the record on the owner. Unpaid charges are withdrawn.
 */

export type CancellationContext = { now: Date; locale: Locale; mail: RentalMailContext; commissionBps: number };

export type CancellationPreview = {
  rentalId: string;
  rentalCode: string;
  state: RentalState;
  by: "student" | "owner";
  policy: CancellationPolicy;
  /** Whether this side may cancel now (the rental is past acceptance and before move-in). */
  mayCancel: boolean;
  heldCents: number;
  refundCents: number;
  penaltyCents: number;
  /** Until when a student's cancellation refunds everything; null: no such time now. */
  freeUntil: string | null;
  moveIn: string;
  monthlyRentCents: number;
};

const MESSAGES = {
  notSide: {
    pt: "Só o estudante ou o proprietário do aluguel podem cancelá-lo aqui.",
    en: "Only the rental's student or owner can cancel it here.",
  },
  notNow: {
    pt: "Este aluguel não pode mais ser cancelado por aqui: só entre o aceite e a entrada no imóvel.",
    en: "This rental can no longer be cancelled here: only between acceptance and move-in.",
  },
  confirm: { pt: "Confirme o cancelamento.", en: "Confirm the cancellation." },
} satisfies Record<string, Record<Locale, string>>;

const CANCELLABLE: readonly RentalState[] = RENTAL_MOVES.cancel_by_student.from;

/** When both signed: the last `complete_signatures` move (null before). */
async function signedAtOf(db: Db | Tx, rentalId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: rentalEvents.at })
    .from(rentalEvents)
    .where(and(eq(rentalEvents.rentalId, rentalId), eq(rentalEvents.move, "complete_signatures")))
    .orderBy(desc(rentalEvents.at))
    .limit(1);
  return row?.at ?? null;
}

async function policyOf(db: Db | Tx, propertyId: number): Promise<CancellationPolicy> {
  const [row] = await db
    .select({ policy: properties.cancellationPolicy })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.policy ?? "flexible";
}

function sideOf(side: string, locale: Locale): "student" | "owner" {
  if (side !== "student" && side !== "owner") throw new HttpError("forbidden", MESSAGES.notSide[locale]);
  return side;
}

async function previewOf(
  db: Db | Tx,
  rental: RentalRow,
  by: "student" | "owner",
  now: Date,
): Promise<CancellationPreview> {
  const policy = await policyOf(db, rental.propertyId);
  const heldCents = await heldCentsOf(db, rental.id);
  const outcome = cancellationOutcome({
    policy,
    by,
    now,
    signedAt: await signedAtOf(db, rental.id),
    moveIn: rental.moveIn,
    heldCents,
    monthlyRentCents: rental.monthlyRentCents,
  });
  return {
    rentalId: rental.id,
    rentalCode: rental.code,
    state: rental.state,
    by,
    policy,
    mayCancel: CANCELLABLE.includes(rental.state),
    heldCents,
    refundCents: outcome.refundCents,
    penaltyCents: outcome.penaltyCents,
    freeUntil: outcome.freeUntil?.toISOString() ?? null,
    moveIn: rental.moveIn,
    monthlyRentCents: rental.monthlyRentCents,
  };
}

/** What cancelling now would do, for the student or the owner. */
export async function previewCancellation(
  db: Db,
  actor: Actor,
  rentalId: string,
  ctx: Pick<CancellationContext, "now" | "locale">,
): Promise<CancellationPreview> {
  const { rental, side } = await readRental(db, rentalId, actor);
  return previewOf(db, rental, sideOf(side, ctx.locale), ctx.now);
}

/**
 * Cancels: the side's move, the hold ended with the policy's refund and penalty (an owner's:
 * everything back), every open charge withdrawn, both sides told. One transaction under the
 * rental's lock, so the preview's numbers are recomputed from what is true at that moment.
 */
export async function cancelRental(
  db: Db,
  actor: Actor,
  rentalId: string,
  body: { confirm?: unknown; reason?: unknown },
  ctx: CancellationContext,
): Promise<CancellationPreview & { cancelled: true }> {
  if (body.confirm !== true) {
    throw new HttpError("validation_failed", MESSAGES.confirm[ctx.locale], { confirm: MESSAGES.confirm[ctx.locale] });
  }
  const reason = typeof body.reason === "string" ? body.reason.trim().slice(0, 500) : "";
  return db.transaction(async (tx) => {
    const { rental, side } = await lockRental(tx, rentalId, actor);
    const by = sideOf(side, ctx.locale);
    if (!CANCELLABLE.includes(rental.state)) throw new HttpError("conflict", MESSAGES.notNow[ctx.locale]);
    const preview = await previewOf(tx, rental, by, ctx.now);
    const moved = await applyMove(
      tx,
      rental,
      by === "owner" ? "cancel_by_owner" : "cancel_by_student",
      {
        side: by,
        userId: actor.id,
      },
      {
        now: ctx.now,
        detail: {
          policy: preview.policy,
          refundCents: preview.refundCents,
          penaltyCents: preview.penaltyCents,
          reason,
        },
      },
    );
    if (preview.heldCents > 0) {
      await endHold(tx, moved, {
        reason: "cancellation",
        refundCents: preview.refundCents,
        penaltyCents: preview.penaltyCents,
        actorId: actor.id,
        commissionBps: ctx.commissionBps,
      });
    }
    const open = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.rentalId, rental.id), eq(charges.status, "open")))
      .for("update");
    // A late fee is posted only when a late payment arrives, so an open charge owes its amount alone.
    for (const charge of open) {
      await postLedger(
        tx,
        chargeCancelledPosting({ id: charge.id, rentalId: rental.id, amountCents: charge.amountCents }),
        { createdBy: actor.id },
      );
      await tx.update(charges).set({ status: "cancelled" }).where(eq(charges.id, charge.id));
    }
    const amounts = {
      heldCents: preview.heldCents,
      refundCents: preview.refundCents,
      penaltyCents: preview.penaltyCents,
    };
    const prefix = by === "owner" ? "cancelled_by_owner" : "cancelled_by_student";
    await tellArrival(tx, moved, `${prefix}_student`, "student", amounts, ctx.mail);
    await tellArrival(tx, moved, `${prefix}_owner`, "owner", amounts, ctx.mail);
    return { ...preview, state: moved.state, mayCancel: false, cancelled: true as const };
  });
}
