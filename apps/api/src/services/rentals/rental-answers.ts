import { addMonthsToDate } from "@campuslar/domain/dates/calendar-date";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { reaisToCents } from "@campuslar/domain/money/money";
import { type CounterForm, counterFormSchemaFor, type DeclineForm } from "@campuslar/domain/rentals/rental-forms";
import type { RentalMove } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { type RentalRow, rentals } from "../../db/schema/rentals.ts";
import { HttpError } from "../../lib/errors.ts";
import type { RentalMailEvent } from "../../mail/rental-emails.ts";
import { findInterestListing } from "../lead-service.ts";
import { tellRental } from "./rental-mail.ts";
import { applyMove, lockRental, type MoveChange, type Tx } from "./rental-moves.ts";
import { fieldsRefused, type RentalContext } from "./rental-service.ts";
import { assertMove, closeCollidingProposals, lockListing, rentalFail, spaceIsTaken } from "./rental-space.ts";
import { rentalView } from "./rental-view.ts";

/*
 * The answers to a proposal (issue 35, point 2): the owner's (or staff's) accept, decline or
 * counter, the student's withdrawal and answer to a counter. Each is one transaction: the
 * rental locked, the move applied through the process, its e-mail queued. A move that makes the
 * rental hold its space (accept, accept-counter) first locks the listing, refuses if another
 * rental holds that space, and closes the open proposals it collides with.
 */

/** Who is told of each move, and with which e-mail. */
const TELLS: Partial<Record<RentalMove, { event: RentalMailEvent; side: "student" | "owner" }>> = {
  withdraw: { event: "withdrawn", side: "owner" },
  accept: { event: "accepted", side: "student" },
  decline: { event: "declined", side: "student" },
  counter: { event: "countered", side: "student" },
  accept_counter: { event: "counter_accepted", side: "owner" },
  decline_counter: { event: "counter_declined", side: "owner" },
};

/** The owner's side answering a proposal: the first such answer is what the response rate counts. */
const ANSWERS: readonly RentalMove[] = ["accept", "decline", "counter"];

type Plan = { change?: MoveChange; detail?: Record<string, unknown> };

async function move(
  db: Db,
  actor: Actor,
  id: string,
  name: RentalMove,
  ctx: RentalContext,
  plan: (rental: RentalRow, tx: Tx) => Promise<Plan> = async () => ({}),
) {
  const holds = name === "accept" || name === "accept_counter";
  return db.transaction(async (tx) => {
    if (holds) {
      // The listing before the rental: every accept of this listing takes the locks in this order.
      const [peek] = await tx.select({ propertyId: rentals.propertyId }).from(rentals).where(eq(rentals.id, id));
      if (peek) await lockListing(tx, peek.propertyId);
    }
    const { rental, side } = await lockRental(tx, id, actor).catch((error: unknown) => {
      // lockRental's 404, said in the visitor's language.
      throw error instanceof HttpError && error.code === "not_found"
        ? rentalFail("not_found", "rental.notFound", ctx.locale)
        : error;
    });
    assertMove(rental, name, side, ctx.locale);
    const { change, detail } = await plan(rental, tx);
    if (holds && (await spaceIsTaken(tx, rental, rental.id))) {
      throw rentalFail("conflict", "rental.space.taken", ctx.locale);
    }
    const answer = ANSWERS.includes(name) && rental.answeredAt === null ? { answeredAt: ctx.now } : {};
    const moved = await applyMove(
      tx,
      rental,
      name,
      { side, userId: actor.id },
      { now: ctx.now, change: { ...change, ...answer }, detail },
    );
    const tell = TELLS[name];
    if (tell) await tellRental(tx, moved, tell.event, tell.side, ctx);
    if (holds) await closeCollidingProposals(tx, moved, ctx.now, ctx);
    return rentalView(tx, moved, side === "clock" ? "staff" : side, ctx.locale);
  });
}

export const withdrawRental = (db: Db, actor: Actor, id: string, ctx: RentalContext) =>
  move(db, actor, id, "withdraw", ctx);
export const acceptRental = (db: Db, actor: Actor, id: string, ctx: RentalContext) =>
  move(db, actor, id, "accept", ctx);
export const acceptCounter = (db: Db, actor: Actor, id: string, ctx: RentalContext) =>
  move(db, actor, id, "accept_counter", ctx);
export const declineCounter = (db: Db, actor: Actor, id: string, ctx: RentalContext) =>
  move(db, actor, id, "decline_counter", ctx);

export const declineRental = (db: Db, actor: Actor, id: string, form: DeclineForm, ctx: RentalContext) =>
  move(db, actor, id, "decline", ctx, async () => ({
    change: { declineReason: form.reason },
    detail: { reason: form.reason, message: form.message },
  }));

/**
 * New rent, dates and months from the owner's side, within the listing's bounds as a proposal is
 * (a listing no longer published bounds only the date). The room, guarantee and people stay; the
 * student's first terms stay in `proposedTerms`.
 */
export const counterRental = (db: Db, actor: Actor, id: string, body: CounterForm, ctx: RentalContext) =>
  move(db, actor, id, "counter", ctx, async (rental, tx) => {
    const [listing] = await tx
      .select({ code: properties.code })
      .from(properties)
      .where(eq(properties.id, rental.propertyId));
    const facts = listing ? await findInterestListing(tx, listing.code, ctx.locale) : null;
    const schema = counterFormSchemaFor({ today: saoPauloDate(ctx.now), listing: facts?.bounds });
    const checked = schema.safeParse(body);
    if (!checked.success) throw fieldsRefused(checked.error.issues, ctx.locale);
    const form = checked.data;
    const terms = {
      moveIn: form.moveDate,
      months: form.stayPeriodMonths,
      moveOut: addMonthsToDate(form.moveDate, form.stayPeriodMonths),
      monthlyRentCents: reaisToCents(form.proposalValue),
    };
    const stay = { propertyId: rental.propertyId, roomNumber: rental.roomNumber, ...terms };
    if (await spaceIsTaken(tx, stay, rental.id)) {
      throw rentalFail("conflict", "rental.space.taken", ctx.locale, "moveDate");
    }
    return { change: terms, detail: { terms, message: form.message } };
  });
