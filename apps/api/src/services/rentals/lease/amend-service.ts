import { addMonthsToDate } from "@campuslar/domain/dates/calendar-date";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { reaisToCents } from "@campuslar/domain/money/money";
import { type CounterForm, counterFormSchemaFor } from "@campuslar/domain/rentals/rental-forms";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { properties } from "../../../db/schema/catalogue.ts";
import { leaseSignatures, leases } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "../../../lib/validation-messages.ts";
import { leaseAmendedEmail } from "../../../mail/lease-emails.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { findInterestListing } from "../../lead-service.ts";
import { applyMove, lockRental } from "../rental-moves.ts";
import { rentalFail, spaceIsTaken } from "../rental-space.ts";
import type { LeaseContext } from "./lease-service.ts";

/*
 * Changing the terms after acceptance (issue 35, point 6: "any change of terms after one
 * signature voids it"). The owner or staff send new dates, months or rent, checked as a counter
 * is; every lease version and signature is voided, the rental stays where it is, and the next
 * read of the lease makes the next version for both to sign again.
 */

export const amendRental = (ctx: LeaseContext, rentalId: string, body: CounterForm) =>
  ctx.db.transaction(async (tx) => {
    const { rental, side } = await lockRental(tx, rentalId, ctx.actor);
    const [listing] = await tx
      .select({ code: properties.code })
      .from(properties)
      .where(eq(properties.id, rental.propertyId));
    const facts = listing ? await findInterestListing(tx, listing.code, ctx.locale) : null;
    const checked = counterFormSchemaFor({ today: saoPauloDate(ctx.now), listing: facts?.bounds }).safeParse(body);
    if (!checked.success) {
      throw new HttpError(
        "validation_failed",
        VALIDATION_MESSAGE[ctx.locale],
        translateFieldErrors(checked.error.issues, ctx.locale),
      );
    }
    const form = checked.data;
    const change = {
      moveIn: form.moveDate,
      months: form.stayPeriodMonths,
      moveOut: addMonthsToDate(form.moveDate, form.stayPeriodMonths),
      monthlyRentCents: reaisToCents(form.proposalValue),
    };
    const stay = {
      propertyId: rental.propertyId,
      roomNumber: rental.roomNumber,
      moveIn: change.moveIn,
      moveOut: change.moveOut,
    };
    if (await spaceIsTaken(tx, stay, rental.id)) {
      throw rentalFail("conflict", "rental.space.taken", ctx.locale, "moveDate");
    }
    const moved = await applyMove(
      tx,
      rental,
      "amend",
      { side, userId: ctx.actor.id },
      {
        now: ctx.now,
        change,
        detail: { terms: change, message: form.message },
      },
    );
    const voided = await tx
      .update(leases)
      .set({ voidedAt: ctx.now })
      .where(and(eq(leases.rentalId, rental.id), isNull(leases.voidedAt)))
      .returning({ id: leases.id });
    if (voided.length > 0) {
      await tx
        .update(leaseSignatures)
        .set({ voidedAt: ctx.now })
        .where(
          and(
            inArray(
              leaseSignatures.leaseId,
              voided.map((l) => l.id),
            ),
            isNull(leaseSignatures.voidedAt),
          ),
        );
    }
    const ids = [rental.studentId, rental.ownerId].filter((id): id is string => id !== null);
    const people = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.id, ids));
    for (const person of people) await enqueueEmail(tx, leaseAmendedEmail(person, rental, ctx.publicUrl));
    return { id: moved.id, state: moved.state, voidedLeases: voided.length };
  });
