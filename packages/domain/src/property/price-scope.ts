/** What a listing's price pays for: the whole apartment, or one room in it. */
export const PRICE_SCOPES = ["apartment", "room"] as const;
export type PriceScope = (typeof PRICE_SCOPES)[number];

/**
 * Spec §3: the total price covers the whole apartment, unless one vacancy is available and
 * capacity is higher, in which case it is for the room only.
 */
export function priceScopeOf(listing: { capacity: number; vacancies: number }): PriceScope {
  return listing.vacancies === 1 && listing.capacity > 1 ? "room" : "apartment";
}

/** Vacancies are what capacity leaves after the current occupants; never negative. */
export const vacancies = (listing: { capacity: number; occupants: number }): number =>
  Math.max(0, listing.capacity - listing.occupants);
