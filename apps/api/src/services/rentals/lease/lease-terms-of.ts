import type { Bill } from "@campuslar/domain/property/all-in-cost";
import { type LeaseTerms, leaseTermsFrom } from "@campuslar/domain/rentals/lease-terms";
import { eq } from "drizzle-orm";
import { properties } from "../../../db/schema/catalogue.ts";
import type { RentalRow } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import type { Tx } from "../rental-moves.ts";

/*
 * The lease's terms for a rental now: its agreed terms (the columns), the listing's address,
 * bills and rules, the parties' names. Read once, when a lease version is made, and kept with it.
 */

/** A listing with no owner account is let by staff on the owner's behalf. */
const NO_OWNER_ACCOUNT = "CampusLar (em nome do proprietário / on the owner's behalf)";

export async function leaseTermsOf(tx: Tx, rental: RentalRow, version: number, issuedOn: string): Promise<LeaseTerms> {
  const [listing] = await tx.select().from(properties).where(eq(properties.id, rental.propertyId));
  if (!listing) throw new Error(`rental ${rental.id} has no listing`);
  const nameOf = async (id: string | null) =>
    id ? (await tx.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name : undefined;
  const bills: [Bill, boolean][] = [
    ["water", listing.billsWater],
    ["electricity", listing.billsElectricity],
    ["gas", listing.billsGas],
    ["internet", listing.billsInternet],
    ["cleaning", listing.billsCleaning],
  ];
  return leaseTermsFrom({
    rentalCode: rental.code,
    version,
    issuedOn,
    student: { name: (await nameOf(rental.studentId)) ?? "" },
    owner: { name: (await nameOf(rental.ownerId)) ?? NO_OWNER_ACCOUNT },
    terms: {
      moveIn: rental.moveIn,
      months: rental.months,
      monthlyRentCents: rental.monthlyRentCents,
      guarantee: rental.guarantee,
      occupants: rental.occupants,
      roomNumber: rental.roomNumber,
    },
    listing: {
      code: listing.code,
      address: {
        street: listing.street,
        number: listing.number,
        complement: listing.complement,
        neighbourhood: listing.neighbourhood,
        city: listing.city,
        state: listing.state,
        postalCode: listing.postalCode,
      },
      billsIncluded: bills.filter(([, included]) => included).map(([bill]) => bill),
      smokingAllowed: listing.smokersAllowed,
      maxOccupants: listing.capacity,
      cancellationPolicy: listing.cancellationPolicy,
    },
  });
}
