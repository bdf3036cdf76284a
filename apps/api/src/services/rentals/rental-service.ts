import { randomInt } from "node:crypto";
import { addMonthsToDate } from "@campuslar/domain/dates/calendar-date";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { reaisToCents } from "@campuslar/domain/money/money";
import { type ProposalForm, proposalFormSchemaFor } from "@campuslar/domain/rentals/rental-forms";
import { dueAt } from "@campuslar/domain/rentals/rental-process";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { type RentalRow, rentalEvents, rentals } from "../../db/schema/rentals.ts";
import { HttpError } from "../../lib/errors.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { findInterestListing } from "../lead-service.ts";
import { type RentalMailContext, tellRental } from "./rental-mail.ts";
import { readRental } from "./rental-moves.ts";
import { rentalFail, shareListing, spaceIsTaken } from "./rental-space.ts";
import { rentalSummaries, rentalView } from "./rental-view.ts";

/*
 * A student's proposal (issue 35, point 1) and reading rentals. A proposal is checked against its
 * listing as the interest form is (same fields, bounds and messages), made once per form shown
 * (the idempotency key), and the owner's side is told in the same transaction.
 */

export type RentalContext = RentalMailContext & { locale: Locale; now: Date };

/** The 400 naming each field of `issues` in the visitor's language. */
export const fieldsRefused = (issues: readonly z.core.$ZodIssue[], locale: Locale) =>
  new HttpError("validation_failed", VALIDATION_MESSAGE[locale], translateFieldErrors(issues, locale));

/** Letters and digits that cannot be mistaken for one another when read out ("AL7K3Q"). */
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const newCode = () => `AL${Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("")}`;

const byKey = (studentId: string, key: string) =>
  and(eq(rentals.studentId, studentId), eq(rentals.idempotencyKey, key));

/**
 * A proposal for listing `code` by `actor` (signed in, e-mail verified): 404 unless a published
 * home for rent, 400 outside its bounds, 409 when an accepted rental already holds that space.
 */
export async function propose(
  db: Db,
  actor: Actor,
  code: string,
  body: ProposalForm,
  ctx: RentalContext,
): Promise<{ view: Awaited<ReturnType<typeof rentalView>>; created: boolean }> {
  const listing = await findInterestListing(db, code.toUpperCase(), ctx.locale);
  if (!listing) throw rentalFail("not_found", "rental.listing.unknown", ctx.locale);
  const checked = proposalFormSchemaFor({ today: saoPauloDate(ctx.now), listing: listing.bounds }).safeParse(body);
  if (!checked.success) throw fieldsRefused(checked.error.issues, ctx.locale);
  const form = checked.data;
  const [owner] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, listing.id));
  const ownerId = owner?.ownerId ?? null;
  if (ownerId === actor.id) throw rentalFail("forbidden", "rental.ownListing", ctx.locale);
  const key = form.idempotencyKey || null;

  return db.transaction(async (tx) => {
    if (key) {
      const [earlier] = await tx.select().from(rentals).where(byKey(actor.id, key));
      if (earlier) return { view: await rentalView(tx, earlier, "student", ctx.locale), created: false };
    }
    const terms = {
      moveIn: form.moveDate,
      months: form.stayPeriodMonths,
      moveOut: addMonthsToDate(form.moveDate, form.stayPeriodMonths),
      monthlyRentCents: reaisToCents(form.proposalValue),
      guarantee: form.warrantyType,
      occupants: form.occupants,
      roomNumber: form.roomNumber ?? null,
    };
    await shareListing(tx, listing.id);
    if (await spaceIsTaken(tx, { propertyId: listing.id, ...terms })) {
      throw rentalFail("conflict", "rental.space.taken", ctx.locale, "moveDate");
    }
    let rental: RentalRow | undefined;
    for (let attempt = 0; !rental && attempt < 5; attempt++) {
      // A conflict is either a code already taken (try another) or the same form sent at the same time.
      [rental] = await tx
        .insert(rentals)
        .values({
          code: newCode(),
          propertyId: listing.id,
          studentId: actor.id,
          ownerId,
          state: "proposed",
          ...terms,
          proposedTerms: terms,
          message: form.message,
          stateChangedAt: ctx.now,
          dueAt: dueAt("proposed", ctx.now),
          idempotencyKey: key,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!rental && key) {
        const [twin] = await tx.select().from(rentals).where(byKey(actor.id, key));
        if (twin) return { view: await rentalView(tx, twin, "student", ctx.locale), created: false };
      }
    }
    if (!rental) throw new Error("no free rental code after 5 attempts");
    await tx.insert(rentalEvents).values({
      rentalId: rental.id,
      move: "propose",
      actor: "student",
      actorId: actor.id,
      fromState: null,
      toState: "proposed",
      detail: { terms },
      at: ctx.now,
    });
    await tellRental(tx, rental, "proposed", "owner", ctx);
    return { view: await rentalView(tx, rental, "student", ctx.locale), created: true };
  });
}

/** The caller's rentals as student or as owner, newest first. */
export async function listRentals(db: Db, actor: Actor, as: "student" | "owner", locale: Locale) {
  const rows = await db
    .select()
    .from(rentals)
    .where(as === "owner" ? eq(rentals.ownerId, actor.id) : eq(rentals.studentId, actor.id))
    .orderBy(desc(rentals.createdAt), desc(rentals.id))
    .limit(200);
  return rentalSummaries(db, rows, as, locale);
}

/** One rental as its student, owner or staff see it; anyone else gets 404. */
export async function getRental(db: Db, actor: Actor, id: string, locale: Locale) {
  const { rental, side } = await readRental(db, id, actor, () => rentalFail("not_found", "rental.notFound", locale));
  return rentalView(db, rental, side, locale);
}
