import { claimWindowOpen, holdEndsAt, mayConfirmMoveIn } from "@campuslar/domain/payments/arrival-hold";
import { eq } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { arrivalClaims } from "../../../db/schema/payments.ts";
import { readRental } from "../../rentals/rental-moves.ts";
import { type ClaimView, claimForStaff } from "../claims/claim-service.ts";
import { heldCentsOf } from "./end-hold.ts";

/*
 * Where a rental's arrival stands (issue 36, point 5), for the arrival page: what is held and
 * until when, what the student may do now, and the claim if one was opened (its details for the
 * student and staff only: the owner is told of a claim, never shown its photos).
 */

export type ArrivalView = {
  rentalId: string;
  rentalCode: string;
  state: string;
  side: "student" | "owner" | "staff";
  moveIn: string;
  holdEndsAt: string;
  heldCents: number;
  mayConfirm: boolean;
  mayClaim: boolean;
  hasClaim: boolean;
  claim: ClaimView | null;
};

export async function arrivalView(db: Db, actor: Actor, rentalId: string, now: Date): Promise<ArrivalView> {
  const { rental, side } = await readRental(db, rentalId, actor);
  const waiting = rental.state === "awaiting_move_in" && side === "student";
  const [claim] = await db
    .select({ id: arrivalClaims.id })
    .from(arrivalClaims)
    .where(eq(arrivalClaims.rentalId, rental.id));
  return {
    rentalId: rental.id,
    rentalCode: rental.code,
    state: rental.state,
    side,
    moveIn: rental.moveIn,
    holdEndsAt: holdEndsAt(rental.moveIn).toISOString(),
    heldCents: await heldCentsOf(db, rental.id),
    mayConfirm: waiting && mayConfirmMoveIn(rental.moveIn, now),
    mayClaim: waiting && claimWindowOpen(rental.moveIn, now),
    hasClaim: claim !== undefined,
    claim: claim && side !== "owner" ? await claimForStaff(db, claim.id) : null,
  };
}
