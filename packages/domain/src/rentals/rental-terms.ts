import { addMonthsToDate } from "../dates/calendar-date.ts";
import type { WarrantyType } from "../lead/lead-enums.ts";

/*
 * The terms of a rental as the two sides agree them (issue 35): what a proposal offers, a
 * counter-proposal changes and the lease states. Money is integer centavos here, as stored.
 */

export type RentalTerms = {
  /** The first day of the stay, a São Paulo calendar date (`YYYY-MM-DD`). */
  moveIn: string;
  /** Whole months, within the listing's minimum and maximum stay. */
  months: number;
  /** The monthly rent offered or agreed, in centavos. */
  monthlyRentCents: number;
  /** The one guarantee (Lei 8.245/1991, art. 37, sole paragraph: never more than one). */
  guarantee: WarrantyType;
  /** How many people will live there. */
  occupants: number;
  /** The room's number in the listing ("Quarto 2"), for homes let by the room; null: the whole home. */
  roomNumber: number | null;
};

/** The day after the last day of the stay: the stay is `[moveIn, moveOut)`. */
export const moveOutOf = (terms: Pick<RentalTerms, "moveIn" | "months">): string =>
  addMonthsToDate(terms.moveIn, terms.months);

/**
 * Whether two stays in one listing compete for the same place: their dates overlap and one of
 * them is the whole home, or both are the same room.
 */
export function staysCollide(
  a: Pick<RentalTerms, "moveIn" | "months" | "roomNumber">,
  b: Pick<RentalTerms, "moveIn" | "months" | "roomNumber">,
): boolean {
  const sameSpace = a.roomNumber === null || b.roomNumber === null || a.roomNumber === b.roomNumber;
  return sameSpace && a.moveIn < moveOutOf(b) && b.moveIn < moveOutOf(a);
}
