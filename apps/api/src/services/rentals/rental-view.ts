import type { Locale } from "@campuslar/domain/i18n/locales";
import { photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais } from "@campuslar/domain/money/money";
import type { RentalSummary, RentalTermsView, RentalView } from "@campuslar/domain/rentals/rental-forms";
import { DECLINE_REASONS, type DeclineReason, movesFor } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { type RentalRow, rentalEvents } from "../../db/schema/rentals.ts";
import { users } from "../../db/schema/users.ts";
import type { Tx, RentalViewer as Viewer } from "./rental-moves.ts";

/*
 * A rental as its parties and staff read it (`RentalView`, `RentalSummary`): money in reais, the
 * caller's side and the moves it may make now, and the history. No contact detail of either side.
 */

const asTermsView = (terms: Record<string, unknown>): RentalTermsView => ({
  moveIn: String(terms.moveIn),
  moveOut: String(terms.moveOut),
  months: Number(terms.months),
  monthlyRent: centsToReais(Number(terms.monthlyRentCents)),
  guarantee: terms.guarantee as RentalTermsView["guarantee"],
  occupants: Number(terms.occupants),
  roomNumber: terms.roomNumber === null || terms.roomNumber === undefined ? null : Number(terms.roomNumber),
});

/** The terms on the table now, from the rental's columns. */
export const termsOf = (rental: RentalRow): RentalTermsView =>
  asTermsView({
    moveIn: rental.moveIn,
    moveOut: rental.moveOut,
    months: rental.months,
    monthlyRentCents: rental.monthlyRentCents,
    guarantee: rental.guarantee,
    occupants: rental.occupants,
    roomNumber: rental.roomNumber,
  });

type ListingCard = RentalView["listing"];

/** The listing cards of `propertyIds`, titled in `locale`, with their first approved photo. */
async function listingCards(db: Db | Tx, propertyIds: number[], locale: Locale): Promise<Map<number, ListingCard>> {
  const cards = new Map<number, ListingCard>();
  if (propertyIds.length === 0) return cards;
  const rows = await db
    .select({
      id: properties.id,
      code: properties.code,
      titlePt: properties.titlePt,
      titleEn: properties.titleEn,
      neighbourhood: properties.neighbourhood,
    })
    .from(properties)
    .where(inArray(properties.id, propertyIds));
  const photos = await db
    .select({ propertyId: propertyPhotos.propertyId, storageKey: propertyPhotos.storageKey })
    .from(propertyPhotos)
    .where(and(inArray(propertyPhotos.propertyId, propertyIds), eq(propertyPhotos.approved, true)))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  for (const row of rows) {
    const photo = photos.find((p) => p.propertyId === row.id);
    cards.set(row.id, {
      code: row.code,
      title: (locale === "en" && row.titleEn) || row.titlePt || row.code,
      neighbourhood: row.neighbourhood,
      photoUrl: photo ? photoUrl(photo.storageKey, 400) : null,
    });
  }
  return cards;
}

const unknownCard = (): ListingCard => ({ code: "", title: "", neighbourhood: "", photoUrl: null });

const declineReasonOf = (value: string | null): DeclineReason | null =>
  (DECLINE_REASONS as readonly string[]).includes(value ?? "") ? (value as DeclineReason) : null;

/** A line of the caller's list of rentals. */
export async function rentalSummaries(
  db: Db | Tx,
  rows: RentalRow[],
  side: Viewer,
  locale: Locale,
): Promise<RentalSummary[]> {
  const cards = await listingCards(db, [...new Set(rows.map((r) => r.propertyId))], locale);
  return rows.map((rental) => ({
    id: rental.id,
    code: rental.code,
    state: rental.state,
    side,
    listing: cards.get(rental.propertyId) ?? unknownCard(),
    terms: termsOf(rental),
    dueAt: rental.dueAt?.toISOString() ?? null,
    createdAt: rental.createdAt.toISOString(),
  }));
}

const nameOf = async (db: Db | Tx, id: string | null): Promise<string | null> => {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
};

/** The whole rental as `side` sees it, with the moves `side` may make now. */
export async function rentalView(db: Db | Tx, rental: RentalRow, side: Viewer, locale: Locale): Promise<RentalView> {
  const cards = await listingCards(db, [rental.propertyId], locale);
  const history = await db
    .select()
    .from(rentalEvents)
    .where(eq(rentalEvents.rentalId, rental.id))
    .orderBy(asc(rentalEvents.at), asc(rentalEvents.id));
  const ownerName = await nameOf(db, rental.ownerId);
  return {
    id: rental.id,
    code: rental.code,
    state: rental.state,
    side,
    moves: movesFor(rental.state, side),
    listing: cards.get(rental.propertyId) ?? unknownCard(),
    student: { name: (await nameOf(db, rental.studentId)) ?? "" },
    owner: ownerName === null ? null : { name: ownerName },
    terms: termsOf(rental),
    proposedTerms: asTermsView(rental.proposedTerms),
    message: rental.message,
    declineReason: declineReasonOf(rental.declineReason),
    dueAt: rental.dueAt?.toISOString() ?? null,
    createdAt: rental.createdAt.toISOString(),
    history: history.map((event) => ({
      move: event.move,
      actor: event.actor,
      toState: event.toState,
      at: event.at.toISOString(),
      detail: event.detail,
    })),
  };
}
