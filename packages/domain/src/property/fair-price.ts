import { z } from "zod";
import { ACCOMMODATION_TYPES } from "./property-enums.ts";

/*
 * Where a rental's price stands against its neighbours' (issue 22), and a warning when it is too
 * good to be true. Fake rental ads are priced low to draw deposits: most are well under the
 * market, a third cheaper on average. The comparison is by all-in monthly cost against the
 * median of the published rentals of the same type, let the same way (whole or by the room), in
 * the same neighbourhood (decision 026): per m² for a whole home, per room for a room, whose
 * listing's area is the whole home's and says nothing of the room's price.
 */

/** What a price is compared by: per m² (a whole home) or per room (a room in a shared one). */
export const PRICE_BASES = ["per_m2", "per_room"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The basis a listing is compared by, from how it is let. */
export const priceBasisOf = (advertisedUnit: "whole" | "room"): PriceBasis =>
  advertisedUnit === "room" ? "per_room" : "per_m2";

/**
 * How far under its median a listing must be to be flagged to staff and to show the safety note:
 * 35% (decision 026). Real bargains rarely reach it; a third under is what fake ads average.
 */
export const BELOW_MARKET_SHARE = 0.35;

/** The fewest listings a median is taken from: fewer say little, and the type's city-wide median stands in. */
export const MIN_MEDIAN_SAMPLE = 5;

/** One median: all-in monthly centavos (per m² or per room, as its basis says), and how many listings it was taken from. */
export type PriceMedian = { cents: number; sample: number };

/** A listing's own figure on a basis: its all-in cost per m², or per room; null without one. */
export function priceFigure(basis: PriceBasis, allInCents: number | null, areaM2: number): number | null {
  if (allInCents === null) return null;
  if (basis === "per_room") return allInCents;
  return areaM2 > 0 ? allInCents / areaM2 : null;
}

/** The signed difference from the median in whole percent: -8 is 8% below, 12 is 12% above. */
export function percentFromMedian(figure: number | null, median: PriceMedian): number | null {
  if (figure === null || !(median.cents > 0)) return null;
  return Math.round((figure / median.cents - 1) * 100);
}

/** True when a listing's price is at least BELOW_MARKET_SHARE under its median. */
export const isFarBelowMarket = (percent: number | null): boolean =>
  percent !== null && percent <= -BELOW_MARKET_SHARE * 100;

export const PricePositionSchema = z
  .object({
    /** Signed whole percent from the median: negative below, positive above. */
    percent: z.number().int(),
    /** Per m² for a whole home, per room for a room. */
    basis: z.enum(PRICE_BASES),
    /** The median's all-in monthly cost on that basis, in reais. */
    median: z.number(),
    /** The listing's own all-in monthly cost on that basis, in reais. */
    value: z.number(),
    type: z.enum(ACCOMMODATION_TYPES),
    /** The neighbourhood the median is of; null when too few listings there and the city-wide median stands in. */
    neighbourhood: z.string().nullable(),
    sample: z.number().int(),
    /** At least 35% under the median: the page shows the safety note, and staff see the figures in review. */
    farBelowMarket: z.boolean(),
  })
  .meta({
    description:
      "Where the listing's all-in monthly cost stands against the median of published rentals of the same type, " +
      "let the same way (whole or by the room), in the same neighbourhood (or in the whole city when the " +
      "neighbourhood has fewer than " +
      `${MIN_MEDIAN_SAMPLE}): per m² for a whole home, per room for a room. \`farBelowMarket\` when it is at least ${BELOW_MARKET_SHARE * 100}% below: ` +
      "a price that low is a common sign of a fake listing. Null for sales and listings without an all-in cost.",
  });
export type PricePosition = z.infer<typeof PricePositionSchema>;
