import {
  dueAt,
  planMove,
  type RentalActor,
  type RentalMove,
  type RentalState,
} from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { type RentalRow, rentalEvents, rentals } from "../../db/schema/rentals.ts";
import { HttpError } from "../../lib/errors.ts";

/*
 * The one way a rental changes state (issue 35, DESIGN §7): `applyMove` asks the domain's process
 * whether this actor may make this move now, then updates the rental and appends the move to its
 * history, in the caller's transaction. The caller locks the rental first (`lockRental`), queues
 * the move's e-mails in the same transaction, and so a move is all or nothing.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The sides a signed-in person can be on: every actor but the clock. */
export type RentalViewer = Exclude<RentalActor, "clock">;

/** Which side of a rental a signed-in person is on; null: none (they may not see it). */
export function rentalSideOf(actor: Actor, rental: Pick<RentalRow, "studentId" | "ownerId">): RentalViewer | null {
  if (actor.id === rental.studentId) return "student";
  if (rental.ownerId !== null && actor.id === rental.ownerId) return "owner";
  if (actor.role === "staff") return "staff";
  return null;
}

/**
 * The rental by id as `actor` sees it, for a read that changes nothing (no lock); `notFound` when
 * it does not exist or is not theirs, as if it did not exist (auth/policy.ts).
 */
export async function readRental(
  db: Db | Tx,
  id: string,
  actor: Actor,
  notFound: () => Error = () => new HttpError("not_found", "No such rental"),
): Promise<{ rental: RentalRow; side: RentalViewer }> {
  const [rental] = await db.select().from(rentals).where(eq(rentals.id, id));
  const side = rental ? rentalSideOf(actor, rental) : null;
  if (!rental || !side) throw notFound();
  return { rental, side };
}

/** The rental by id, locked for this transaction; 404 when it does not exist or `actor` may not see it. */
export async function lockRental(tx: Tx, id: string, actor?: Actor): Promise<{ rental: RentalRow; side: RentalActor }> {
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, id)).for("update");
  if (!rental) throw new HttpError("not_found", "No such rental");
  if (!actor) return { rental, side: "clock" };
  const side = rentalSideOf(actor, rental);
  // Someone else's rental answers 404, as if it did not exist (auth/policy.ts).
  if (!side) throw new HttpError("not_found", "No such rental");
  return { rental, side };
}

export type MoveChange = Partial<
  Pick<
    typeof rentals.$inferInsert,
    "moveIn" | "moveOut" | "months" | "monthlyRentCents" | "occupants" | "roomNumber" | "declineReason" | "answeredAt"
  >
>;

/**
 * Applies `move` by `actor` (`side` is how the process sees them) to a locked rental: 403 when
 * that side may never make it, 409 when the rental's state does not allow it now. Writes the new
 * state, when its timed move falls due, `change`, and a history row carrying `detail`.
 */
export async function applyMove(
  tx: Tx,
  rental: RentalRow,
  move: RentalMove,
  by: { side: RentalActor; userId: string | null },
  options: {
    now: Date;
    change?: MoveChange;
    detail?: Record<string, unknown>;
    /** When a held first payment is released (`holdEndsAt`): the due date of `awaiting_move_in`. */
    holdEndsAt?: Date;
  },
): Promise<RentalRow> {
  const planned = planMove(rental.state, move, by.side);
  if (!planned.ok) {
    throw planned.refusal === "actor"
      ? new HttpError("forbidden", `The ${by.side} may not ${move} a rental`)
      : new HttpError("conflict", `A rental that is ${rental.state} cannot be moved by ${move}`);
  }
  const to: RentalState = planned.to;
  const entered = to !== rental.state;
  const [updated] = await tx
    .update(rentals)
    .set({
      ...options.change,
      state: to,
      ...(entered ? { stateChangedAt: options.now, dueAt: dueAt(to, options.now, options.holdEndsAt) } : {}),
      updatedAt: options.now,
    })
    .where(eq(rentals.id, rental.id))
    .returning();
  await tx.insert(rentalEvents).values({
    rentalId: rental.id,
    move,
    actor: by.side,
    actorId: by.userId,
    fromState: rental.state,
    toState: to,
    detail: options.detail ?? {},
    at: options.now,
  });
  return updated as RentalRow;
}
