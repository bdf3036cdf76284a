import type { Locale } from "@campuslar/domain/i18n/locales";
import { type RentalMessageKey, rentalMessage } from "@campuslar/domain/rentals/rental-messages";
import {
  HOLDING_STATES,
  OPEN_STATES,
  planMove,
  type RentalActor,
  type RentalMove,
} from "@campuslar/domain/rentals/rental-process";
import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type RentalRow, rentals } from "../../db/schema/rentals.ts";
import { HttpError } from "../../lib/errors.ts";
import { type RentalMailContext, tellRental } from "./rental-mail.ts";
import { applyMove, type Tx } from "./rental-moves.ts";

/*
 * The space a rental takes in its listing (the whole home, or one room, for its dates) and what
 * an accepted rental does to the others (issue 35, point 2): the same test as the domain's
 * `staysCollide`, written as SQL on the indexed columns so one query finds every collision.
 */

export type Stay = { propertyId: number; moveIn: string; moveOut: string; roomNumber: number | null };

/** A refusal in the visitor's language, with the sentence also next to `field` when given. */
export const rentalFail = (
  code: "validation_failed" | "not_found" | "forbidden" | "conflict",
  key: RentalMessageKey,
  locale: Locale,
  field?: string,
) => new HttpError(code, rentalMessage(key, locale), field ? { [field]: rentalMessage(key, locale) } : undefined);

/** The process's answer to `side` making `move` now, refused in the visitor's language. */
export function assertMove(rental: RentalRow, move: RentalMove, side: RentalActor, locale: Locale): void {
  const planned = planMove(rental.state, move, side);
  if (planned.ok) return;
  if (planned.refusal === "actor") throw rentalFail("forbidden", "rental.notAllowed", locale);
  throw rentalFail("conflict", rental.state === "expired" ? "rental.expired" : "rental.state", locale);
}

/** The rentals of the same listing whose stay collides with `stay` (`staysCollide`), except `exceptId`. */
export function collidesWith(stay: Stay, exceptId?: string): SQL {
  const conditions = [
    eq(rentals.propertyId, stay.propertyId),
    lt(rentals.moveIn, stay.moveOut),
    gt(rentals.moveOut, stay.moveIn),
  ];
  if (stay.roomNumber !== null) {
    conditions.push(or(isNull(rentals.roomNumber), eq(rentals.roomNumber, stay.roomNumber)) as SQL);
  }
  if (exceptId) conditions.push(ne(rentals.id, exceptId));
  return and(...conditions) as SQL;
}

/** Whether a rental already holds (accepted, not ended) space that `stay` needs. */
export async function spaceIsTaken(db: Db | Tx, stay: Stay, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(collidesWith(stay, exceptId), inArray(rentals.state, [...HOLDING_STATES])))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the listing's row for the rest of the transaction, so two accepts of one listing run one
 * after the other: the second sees the rental the first made hold, whatever the isolation level.
 * Always taken before any rental's lock, so accepts never wait on each other in a circle.
 */
export async function lockListing(tx: Tx, propertyId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM properties WHERE id = ${propertyId} FOR UPDATE`);
}

/**
 * Holds the listing's row against an accept until this transaction ends, so a proposal checked
 * against the rentals holding its space cannot slip in beside an accept committing meanwhile.
 * Proposals share it: they do not wait for one another.
 */
export async function shareListing(tx: Tx, propertyId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM properties WHERE id = ${propertyId} FOR SHARE`);
}

/**
 * What accepting `rental` (it now holds its space) does to the others: every open proposal of
 * the listing that collides with it is closed by the clock, and its student told.
 */
export async function closeCollidingProposals(
  tx: Tx,
  rental: RentalRow,
  now: Date,
  mail: RentalMailContext,
): Promise<number> {
  const colliding = await tx
    .select()
    .from(rentals)
    .where(and(collidesWith(rental, rental.id), inArray(rentals.state, [...OPEN_STATES])))
    .orderBy(rentals.createdAt)
    .for("update");
  for (const other of colliding) {
    const closed = await applyMove(
      tx,
      other,
      "close",
      { side: "clock", userId: null },
      { now, detail: { acceptedRental: rental.code } },
    );
    await tellRental(tx, closed, "closed", "student", mail);
  }
  return colliding.length;
}
