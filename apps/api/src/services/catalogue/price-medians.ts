import { centsToReais } from "@campuslar/domain/money/money";
import {
  isFarBelowMarket,
  MIN_MEDIAN_SAMPLE,
  type PriceMedian,
  type PricePosition,
  percentFromMedian,
  priceBasisOf,
  priceFigure,
} from "@campuslar/domain/property/fair-price";
import type { AccommodationType } from "@campuslar/domain/property/property-enums";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { catalogueCache } from "../../lib/catalogue-cache.ts";

/**
 * The median all-in monthly cost of the published rentals, per neighbourhood × type × how they
 * are let, and per type × how they are let across the city (issue 22, decision 026): per m² for
 * whole homes, per room for rooms. One grouped statement over the catalogue (about a tenth of a
 * second at 100,000 listings), taken again only when the catalogue has changed: kept per
 * catalogue version like the search's answers (decision 020).
 */
export type PriceMedians = {
  /** By `${lower(neighbourhood)}|${type}|${advertisedUnit}`. */
  byHood: Map<string, PriceMedian>;
  /** By `${type}|${advertisedUnit}`. */
  byType: Map<string, PriceMedian>;
};

const cached = catalogueCache<PriceMedians>(1);

export function priceMedians(db: Db): Promise<PriceMedians> {
  return cached(db, "medians", () => readMedians(db));
}

type MedianRow = { hood: string | null; type: string; unit: string; cents: number | string; sample: number | string };

async function readMedians(db: Db): Promise<PriceMedians> {
  // The figure of domain `priceFigure`: all in per m² for a whole home, all in for a room.
  const figure = sql`case when ${properties.advertisedUnit} = 'room' then ${properties.allInCents}::float8
    else ${properties.allInCents}::float8 / ${properties.areaM2} end`;
  const result =
    await db.execute(sql`select lower(${properties.neighbourhood}) as hood, ${properties.type}::text as type,
      ${properties.advertisedUnit}::text as unit, percentile_cont(0.5) within group (order by ${figure}) as cents,
      count(*) as sample
    from ${properties}
    where ${properties.status} = 'published' and ${properties.purpose} = 'rent'
      and ${properties.allInCents} is not null and ${properties.areaM2} > 0
    group by grouping sets ((lower(${properties.neighbourhood}), ${properties.type}, ${properties.advertisedUnit}),
      (${properties.type}, ${properties.advertisedUnit}))`);
  const medians: PriceMedians = { byHood: new Map(), byType: new Map() };
  for (const row of executeRows<MedianRow>(result)) {
    const median = { cents: Number(row.cents), sample: Number(row.sample) };
    if (row.hood === null) medians.byType.set(`${row.type}|${row.unit}`, median);
    else medians.byHood.set(`${row.hood}|${row.type}|${row.unit}`, median);
  }
  return medians;
}

/**
 * Where a rental stands against its neighbourhood's median for its type and way of letting, or
 * the city's when the neighbourhood has too few of them; null without an all-in cost or a median.
 */
export function pricePosition(
  medians: PriceMedians,
  listing: {
    allInCents: number | null;
    areaM2: number;
    neighbourhood: string;
    type: AccommodationType;
    advertisedUnit: "whole" | "room";
  },
): PricePosition | null {
  const group = `${listing.type}|${listing.advertisedUnit}`;
  const local = medians.byHood.get(`${listing.neighbourhood.toLowerCase()}|${group}`);
  const useLocal = local !== undefined && local.sample >= MIN_MEDIAN_SAMPLE;
  const median = useLocal ? local : medians.byType.get(group);
  if (!median || median.sample < MIN_MEDIAN_SAMPLE) return null;
  const basis = priceBasisOf(listing.advertisedUnit);
  const figure = priceFigure(basis, listing.allInCents, listing.areaM2);
  const percent = percentFromMedian(figure, median);
  if (percent === null || figure === null) return null;
  return {
    percent,
    basis,
    median: centsToReais(median.cents),
    value: centsToReais(figure),
    type: listing.type,
    neighbourhood: useLocal ? listing.neighbourhood : null,
    sample: median.sample,
    farBelowMarket: isFarBelowMarket(percent),
  };
}
