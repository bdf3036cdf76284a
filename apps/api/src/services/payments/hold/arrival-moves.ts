import type { Locale } from "@campuslar/domain/i18n/locales";
import { mayConfirmMoveIn } from "@campuslar/domain/payments/arrival-hold";
import type { RentalActor } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import type { RentalRow } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import {
  type ArrivalAmounts,
  type ArrivalMailEvent,
  type ArrivalPerson,
  arrivalEmail,
} from "../../../mail/arrival-emails.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import type { RentalMailContext } from "../../rentals/rental-mail.ts";
import { applyMove, lockRental, type Tx } from "../../rentals/rental-moves.ts";
import { endHold, type HoldEnd } from "./end-hold.ts";

/*
 * The hold ends on arrival (issue 36, point 5): the student confirms moving in (from the start of
 * the move-in day), or the clock releases it 48 hours after the end of that day. Either way the
 * move and the ledger's posting are one transaction, under the rental's lock.
 */

export type ArrivalContext = { now: Date; locale: Locale; mail: RentalMailContext; commissionBps: number };

const STAFF_NAME = "Equipe CampusLar";

async function personOf(tx: Db | Tx, id: string | null): Promise<ArrivalPerson | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * Queues `event`'s e-mail to one side of `rental`: the student, the owner (or staff for a listing
 * without an owner account), or staff.
 */
export async function tellArrival(
  tx: Db | Tx,
  rental: RentalRow,
  event: ArrivalMailEvent,
  side: "student" | "owner" | "staff",
  amounts: ArrivalAmounts,
  mail: RentalMailContext,
): Promise<void> {
  const staff = mail.staffEmail ? { name: STAFF_NAME, email: mail.staffEmail, locale: "pt" as const } : null;
  const to =
    side === "student"
      ? await personOf(tx, rental.studentId)
      : side === "owner"
        ? ((await personOf(tx, rental.ownerId)) ?? staff)
        : staff;
  if (!to) return;
  const [listing] = await tx
    .select({ code: properties.code, titlePt: properties.titlePt, titleEn: properties.titleEn })
    .from(properties)
    .where(eq(properties.id, rental.propertyId));
  const title = (to.locale === "en" && listing?.titleEn) || listing?.titlePt || listing?.code || "";
  await enqueueEmail(tx, arrivalEmail(event, { id: rental.id, code: rental.code, title }, to, amounts, mail.publicUrl));
}

/**
 * The hold released: by the student's confirmation (`confirm_move_in`) or the clock (`release`).
 * The rental must be locked by the caller and waiting for its move-in.
 */
export async function releaseHold(
  tx: Tx,
  rental: RentalRow,
  by: { side: RentalActor; userId: string | null },
  ctx: { now: Date; mail: RentalMailContext; commissionBps: number },
): Promise<{ rental: RentalRow; end: HoldEnd }> {
  const clock = by.side === "clock";
  const moved = await applyMove(tx, rental, clock ? "release" : "confirm_move_in", by, { now: ctx.now });
  const end = await endHold(tx, moved, {
    reason: "release",
    refundCents: 0,
    penaltyCents: 0,
    actorId: by.userId,
    commissionBps: ctx.commissionBps,
  });
  const amounts = { heldCents: end.heldCents };
  await tellArrival(tx, moved, clock ? "released_student" : "moved_in_student", "student", amounts, ctx.mail);
  await tellArrival(tx, moved, clock ? "released_owner" : "moved_in_owner", "owner", amounts, ctx.mail);
  return { rental: moved, end };
}

const NOT_YET: Record<Locale, string> = {
  pt: "A entrada só pode ser confirmada a partir do dia da mudança.",
  en: "Move-in can only be confirmed from the move-in day.",
};

/** The student confirms moving in: the move, the release and both e-mails, or 409 before the move-in day. */
export async function confirmMoveIn(db: Db, actor: Actor, rentalId: string, ctx: ArrivalContext) {
  return db.transaction(async (tx) => {
    const { rental, side } = await lockRental(tx, rentalId, actor);
    if (side === "student" && rental.state === "awaiting_move_in" && !mayConfirmMoveIn(rental.moveIn, ctx.now)) {
      throw new HttpError("conflict", NOT_YET[ctx.locale]);
    }
    const { rental: moved, end } = await releaseHold(tx, rental, { side, userId: actor.id }, ctx);
    return { id: moved.id, state: moved.state, releasedCents: end.heldCents - end.refundCents };
  });
}
