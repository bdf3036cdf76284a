import type { Locale } from "../i18n/locales.ts";
import { centsToReais, reaisToCents } from "../money/money.ts";
import {
  contractLengthOptions,
  longestContractMonths,
  MAX_CONTRACT_MONTHS,
  minimumContractMonths,
  SHORTEST_CONTRACT_MONTHS,
} from "../property/contract-costs.ts";
import type { PriceScope } from "../property/price-scope.ts";

/*
 * What a listing allows its interest form to ask for (issue: "an offer of R$ 23 on a R$ 1.500
 * room", "stays up to 60 months while the costs panel stops at 36", "the student cannot say
 * which room"). The API and the web form compute the same bounds from the listing and check
 * them with the same field rules (the web form with `interestFormSchemaFor({ listing })`, the
 * API with `interestBoundsIssues` on the body its route has read), so a browser without
 * JavaScript, a form and a direct API call meet the same rule and message.
 */

/**
 * The lowest proposal taken, as a share of the asked rent. Students do negotiate, and owners of
 * empty rooms often accept 10–20% less, sometimes a third less for a long stay; below half the
 * asked rent a proposal is never accepted, and is far more often a slip (R$ 23 typed for
 * R$ 2.300) than an offer. Half keeps every real negotiation open and stops the slips.
 */
export const PROPOSAL_MIN_SHARE = 0.5;
/**
 * The highest proposal taken, as a multiple of the asked rent. Offering more than asked happens
 * when several students want one room, but not twice the rent: past that it is a slip (an extra
 * zero) that would mislead the owner.
 */
export const PROPOSAL_MAX_SHARE = 2;

/** The listing's facts that bound its interest form (from `PropertyDetail`, or the database). */
export type InterestListing = {
  /** The asked rent in reais; 0 when the listing has none (no proposal bounds then). */
  rentAmount: number;
  minContractMonths: number | null;
  /** The longest stay it takes (issue 22); null: no maximum. */
  maxStayMonths: number | null;
  priceScope: PriceScope;
  /** Its rooms in order: `number` is the room's place in that order, from 1 ("Quarto 2"). */
  rooms: readonly { number: number; available: boolean }[];
};

export type InterestFormBounds = {
  /** Reais, both ends included; null when the listing asks no rent. */
  proposal: { min: number; max: number } | null;
  /** Whole months, both ends included; `options` are the lengths the form offers (the costs panel's). */
  stay: { min: number; max: number; options: number[] };
  /** A listing priced per room needs the room chosen, among the available ones. */
  room: { required: boolean; available: number[] };
};

/** The bounds a listing puts on its interest form. */
export function interestBounds(listing: InterestListing): InterestFormBounds {
  const rentCents = reaisToCents(Math.max(0, listing.rentAmount));
  const min = minimumContractMonths(listing.minContractMonths);
  return {
    proposal:
      rentCents > 0
        ? {
            min: centsToReais(Math.ceil(rentCents * PROPOSAL_MIN_SHARE)),
            max: centsToReais(Math.floor(rentCents * PROPOSAL_MAX_SHARE)),
          }
        : null,
    // A listing whose own minimum is above the usual longest contract still gets its minimum.
    // A listing's maximum stay (a residence's year) bounds the stays offered, as it bounds the
    // costs panel's lengths: one rule, `contractLengthOptions`.
    stay: {
      min,
      max: longestContractMonths(listing.minContractMonths, listing.maxStayMonths),
      options: contractLengthOptions(listing.minContractMonths, listing.maxStayMonths),
    },
    room: {
      required: listing.priceScope === "room" && listing.rooms.length > 0,
      available: listing.rooms.filter((room) => room.available).map((room) => room.number),
    },
  };
}

/** Without a listing (the API's documentation): the spec's shortest contract to the longest quoted. */
export const UNBOUNDED_STAY = { min: SHORTEST_CONTRACT_MONTHS, max: MAX_CONTRACT_MONTHS } as const;

/** Rooms numbered from 1 in their stored order, the way the page labels them. */
export const numberRooms = <T extends { available: boolean }>(rooms: readonly T[]) =>
  rooms.map((room, index) => ({ ...room, number: index + 1 }));

/** A room by its number in the listing ("Quarto 2" / "Room 2"): the name the form, staff and e-mails use. */
export const roomName = (number: number, locale: Locale): string =>
  locale === "en" ? `Room ${number}` : `Quarto ${number}`;

/** The bounds of a listing as the API describes it (`PropertyDetail`): what the web form and its action use. */
export const interestBoundsOf = (listing: {
  rentAmount: number;
  minContractMonths: number;
  maxStayMonths: number | null;
  priceScope: PriceScope;
  roomsDetail: readonly { available: boolean }[];
}): InterestFormBounds =>
  interestBounds({
    rentAmount: listing.rentAmount,
    minContractMonths: listing.minContractMonths,
    maxStayMonths: listing.maxStayMonths,
    priceScope: listing.priceScope,
    rooms: numberRooms(listing.roomsDetail),
  });
