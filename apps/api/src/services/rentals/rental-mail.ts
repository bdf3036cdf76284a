import { DECLINE_REASONS, type DeclineReason } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import type { RentalRow } from "../../db/schema/rentals.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import {
  type RentalMailEvent,
  type RentalMailFacts,
  type RentalPerson,
  rentalEmail,
} from "../../mail/rental-emails.ts";
import type { Tx } from "./rental-moves.ts";

/*
 * Who hears of a rental's move, queued in the transaction of the move (the outbox): the student,
 * or the owner's side (the owner, or staff when the listing has no owner account).
 */

export type RentalMailContext = { publicUrl: string; staffEmail: string | null };

const STAFF_NAME = "Equipe CampusLar";

async function person(tx: Db | Tx, id: string | null): Promise<RentalPerson | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

async function factsOf(tx: Db | Tx, rental: RentalRow): Promise<RentalMailFacts> {
  const [listing] = await tx
    .select({ code: properties.code, titlePt: properties.titlePt, titleEn: properties.titleEn })
    .from(properties)
    .where(eq(properties.id, rental.propertyId));
  const reason = (DECLINE_REASONS as readonly string[]).includes(rental.declineReason ?? "")
    ? (rental.declineReason as DeclineReason)
    : null;
  return {
    id: rental.id,
    code: rental.code,
    listing: listing ?? { code: "", titlePt: "", titleEn: null },
    moveIn: rental.moveIn,
    months: rental.months,
    monthlyRentCents: rental.monthlyRentCents,
    declineReason: reason,
  };
}

/** Queues `event`'s e-mail to one side of `rental` (as it stands after the move). */
export async function tellRental(
  tx: Db | Tx,
  rental: RentalRow,
  event: RentalMailEvent,
  side: "student" | "owner",
  ctx: RentalMailContext,
): Promise<void> {
  const facts = await factsOf(tx, rental);
  let to: RentalPerson | null;
  if (side === "student") to = await person(tx, rental.studentId);
  else {
    to = await person(tx, rental.ownerId);
    if (!to && ctx.staffEmail) to = { name: STAFF_NAME, email: ctx.staffEmail, locale: "pt" };
  }
  if (!to) return;
  await enqueueEmail(tx, rentalEmail(event, facts, to, ctx.publicUrl));
}
