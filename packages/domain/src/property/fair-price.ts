import { z } from "zod";

/*
 * Where a rental's price stands against its peers' (issue 22), and a warning when it is too good
 * to be true. Fake rental ads are priced low to draw deposits: most are well under the market, a
 * third cheaper on average. A warning is an accusation, so a listing is compared only with its
 * like (issue 34, decision 031): let the same way (a whole home, a private room, a bed in a shared
 * room), furnished or not, and a whole home with homes of about its size; by all-in monthly cost,
 * per m² for a whole home and per room or bed for the rest (decision 026), in its neighbourhood or
 * else in the whole city, and with no verdict at all when there are too few to compare with.
 */

/** What a price is compared by: per m² (a whole home) or per room (a room or a bed in a shared home). */
export const PRICE_BASES = ["per_m2", "per_room"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The basis a listing is compared by, from how it is let. */
export const priceBasisOf = (advertisedUnit: "whole" | "room"): PriceBasis =>
  advertisedUnit === "room" ? "per_room" : "per_m2";

/** How a place is let: a whole home, a private room in a shared one, or a bed in a shared room. */
export const LETTINGS = ["whole", "private_room", "shared_bed"] as const;
export type Letting = (typeof LETTINGS)[number];

/**
 * The size bands of whole homes, in m² (both ends included; the last has no top). A small home
 * costs more a m² than a large one, fastest at the small end, hence the narrower bands there:
 * a 27 m² studio is not judged by the 16 m² ones.
 */
export const SIZE_BANDS = [
  { minM2: 0, maxM2: 20 },
  { minM2: 21, maxM2: 30 },
  { minM2: 31, maxM2: 45 },
  { minM2: 46, maxM2: 70 },
  { minM2: 71, maxM2: 100 },
  { minM2: 101, maxM2: null },
] as const satisfies readonly SizeBand[];
export type SizeBand = { minM2: number; maxM2: number | null };

/** The band a whole home of `areaM2` belongs to (an area between two bands' ends counts in the upper). */
export function sizeBandOf(areaM2: number): SizeBand {
  return SIZE_BANDS.find((band) => band.maxM2 === null || areaM2 <= band.maxM2) as SizeBand;
}

/** The listings a price is compared with: the same letting, furnished or not, and for a whole home its size band. */
export type PeerGroup = { letting: Letting; furnished: boolean; sizeBand: SizeBand | null };

/** A listing's peer group, from its facts as they are stored. */
export function peerGroupOf(listing: {
  advertisedUnit: "whole" | "room";
  sharedBedroom: boolean;
  hasFurniture: boolean;
  areaM2: number;
}): PeerGroup {
  if (listing.advertisedUnit === "whole") {
    return { letting: "whole", furnished: listing.hasFurniture, sizeBand: sizeBandOf(listing.areaM2) };
  }
  return {
    letting: listing.sharedBedroom ? "shared_bed" : "private_room",
    furnished: listing.hasFurniture,
    sizeBand: null,
  };
}

/** A peer group as a map key: equal groups, equal keys. */
export const peerGroupKey = (group: PeerGroup): string =>
  `${group.letting}|${group.furnished ? "furnished" : "unfurnished"}|${group.sizeBand?.minM2 ?? "-"}`;

/**
 * How far under its peers' median a listing must be to be flagged to staff and to show the
 * safety note: 35% (decision 026). Real bargains rarely reach it; a third under is what fake ads average.
 */
export const BELOW_MARKET_SHARE = 0.35;

/**
 * The fewest peers a verdict is drawn from (decision 031). A neighbourhood with fewer gives way to
 * the city; a city with fewer gives no verdict, and the page says there are too few to judge.
 */
export const MIN_COMPARABLES = 5;

/** A peer group's prices on its basis, in all-in monthly centavos: the 25th, 50th and 75th percentiles, and how many listings. */
export type PeerPrices = { sample: number; lowCents: number; medianCents: number; highCents: number };

/** A listing's own figure on a basis: its all-in cost per m², or per room; null without one. */
export function priceFigure(basis: PriceBasis, allInCents: number | null, areaM2: number): number | null {
  if (allInCents === null) return null;
  if (basis === "per_room") return allInCents;
  return areaM2 > 0 ? allInCents / areaM2 : null;
}

/** The signed difference from the median in whole percent: -8 is 8% below, 12 is 12% above. */
export function percentFromMedian(figure: number, medianCents: number): number | null {
  if (!(medianCents > 0)) return null;
  return Math.round((figure / medianCents - 1) * 100);
}

/** True when a listing's price is at least BELOW_MARKET_SHARE under its median. */
export const isFarBelowMarket = (percent: number | null): boolean =>
  percent !== null && percent <= -BELOW_MARKET_SHARE * 100;

/**
 * The verdict on a figure against its peers: how far from their median, and whether that is far
 * enough below to warn. None (null, no warning) with fewer than MIN_COMPARABLES peers.
 */
export function priceVerdict(figure: number, peers: PeerPrices): { percent: number | null; farBelowMarket: boolean } {
  const percent = peers.sample >= MIN_COMPARABLES ? percentFromMedian(figure, peers.medianCents) : null;
  return { percent, farBelowMarket: isFarBelowMarket(percent) };
}

const SizeBandSchema = z.object({
  minM2: z.number().int(),
  /** Null for the largest band, which has no top. */
  maxM2: z.number().int().nullable(),
});

export const PeerGroupSchema = z
  .object({
    letting: z.enum(LETTINGS).describe("How it is let: a whole home, a private room, or a bed in a shared room."),
    furnished: z.boolean(),
    sizeBand: SizeBandSchema.nullable().describe(
      "A whole home's size band in m², both ends included; null for a room or a bed.",
    ),
  })
  .meta({
    description: "The listings this one is compared with: let the same way, furnished or not, and of its size.",
  });

export const PricePositionSchema = z
  .object({
    basis: z.enum(PRICE_BASES).describe("Per m² for a whole home, per room for a room or a bed."),
    value: z.number().describe("The listing's own all-in monthly cost on that basis, in reais."),
    peerGroup: PeerGroupSchema,
    neighbourhood: z
      .string()
      .nullable()
      .describe("The neighbourhood the peers are of; null when it has too few of them and the whole city's stand in."),
    sample: z
      .number()
      .int()
      .describe("How many published listings the comparison set holds (the listing itself among them when published)."),
    percent: z
      .number()
      .int()
      .nullable()
      .describe(
        "Signed whole percent from the peers' median: negative below, positive above; null with too few peers to judge.",
      ),
    median: z
      .number()
      .nullable()
      .describe("The peers' median all-in monthly cost on the basis, in reais; null with too few peers."),
    low: z
      .number()
      .nullable()
      .describe(
        "The peers' 25th percentile on the basis, in reais (the cheap end of their middle half); null with too few peers.",
      ),
    high: z
      .number()
      .nullable()
      .describe(
        "The peers' 75th percentile on the basis, in reais (the dear end of their middle half); null with too few peers.",
      ),
    farBelowMarket: z
      .boolean()
      .describe("At least 35% under the median: the page shows the safety note, and staff see a flag in review."),
  })
  .meta({
    description:
      "Where the listing's all-in monthly cost stands against its peers: the published rentals let the same way " +
      "(whole, a private room, a bed in a shared room), furnished or not, and for a whole home of its size band, in " +
      "its neighbourhood (or in the whole city when the neighbourhood has fewer than " +
      `${MIN_COMPARABLES}): per m² for a whole home, per room for a room or a bed. With fewer than ${MIN_COMPARABLES} ` +
      "peers in the whole city there is no verdict: `percent`, `median`, `low` and `high` are null and `sample` says " +
      `how many there are. \`farBelowMarket\` when it is at least ${BELOW_MARKET_SHARE * 100}% below: a price that ` +
      "low is a common sign of a fake listing. Null for sales and listings without an all-in cost.",
  });
export type PricePosition = z.infer<typeof PricePositionSchema>;
