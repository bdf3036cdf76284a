import { addMonthsToDate } from "@campuslar/domain/dates/calendar-date";
import { dueAt, type RentalState } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import { rentalEvents, rentals } from "../db/schema/rentals.ts";
import { wholeRentalCode } from "./lead-bodies.ts";
import type { testAccounts } from "./test-accounts.ts";

/*
 * Issue 35's parties for API tests: a verified student, a verified owner who owns a published
 * whole home (a seeded listing given to them), staff, and rentals put straight into any state, so
 * a test of documents or signatures need not walk the proposal first.
 */

type Accounts = ReturnType<typeof testAccounts>;
export type Party = { token: string; id: string; email: string };

/** A verified owner and student (in their languages), staff, and the owner's listing. */
export async function rentalParties(
  handle: DatabaseHandle,
  accounts: Accounts,
  options: { studentLocale?: "pt" | "en"; ownerLocale?: "pt" | "en"; code?: string } = {},
) {
  const owner = await accounts.verifiedSignup("Rita Souza", options.ownerLocale ?? "pt");
  const student = await accounts.verifiedSignup("Ana Müller", options.studentLocale ?? "en");
  const staff = await accounts.staff();
  const code = options.code ?? (await wholeRentalCode(handle.db));
  const [listing] = await handle.db
    .update(properties)
    .set({ ownerId: owner.id })
    .where(eq(properties.code, code))
    .returning({ id: properties.id, rentCents: properties.rentCents });
  if (!listing?.rentCents) throw new Error(`no rental listing with a rent: ${code}`);
  return { owner, student, staff, code, propertyId: listing.id, rentCents: listing.rentCents };
}

/**
 * A rental of `parties`' listing written straight into `state` with its history's first row, as
 * if the moves before it had happened: 12 months from `moveIn` at the listing's rent, a deposit
 * as guarantee, two people.
 */
export async function rentalInState(
  handle: DatabaseHandle,
  parties: { student: Party; owner: Party; propertyId: number; rentCents: number },
  state: RentalState,
  options: { now?: Date; moveIn?: string; months?: number; roomNumber?: number | null } = {},
) {
  const now = options.now ?? new Date();
  const moveIn = options.moveIn ?? "2027-02-01";
  const months = options.months ?? 12;
  const terms = {
    moveIn,
    months,
    moveOut: addMonthsToDate(moveIn, months),
    monthlyRentCents: parties.rentCents,
    guarantee: "escrow_deposit" as const,
    occupants: 2,
    roomNumber: options.roomNumber ?? null,
  };
  const [rental] = await handle.db
    .insert(rentals)
    .values({
      code: `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      propertyId: parties.propertyId,
      studentId: parties.student.id,
      ownerId: parties.owner.id,
      state,
      ...terms,
      proposedTerms: terms,
      message: "Olá! I study at FGV and would love to rent your home.",
      stateChangedAt: now,
      dueAt: dueAt(state, now),
      createdAt: now,
    })
    .returning();
  if (!rental) throw new Error("no rental");
  await handle.db.insert(rentalEvents).values({
    rentalId: rental.id,
    move: "propose",
    actor: "student",
    actorId: parties.student.id,
    fromState: null,
    toState: state,
    at: now,
  });
  return rental;
}
