import { centsToReais } from "@campuslar/domain/money/money";
import {
  ACCOMMODATION_TYPES,
  AMENITY_FLAGS,
  type AmenityFlag,
  BEDROOM_OPTIONS,
  type Purpose,
} from "@campuslar/domain/property/property-enums";
import type { PriceBounds, PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import { and, count, eq, max, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { staleWhileRevalidate } from "../../lib/stale-while-revalidate.ts";
import { universitiesWithNearbyCounts } from "../university-service.ts";

/**
 * How long one computation of the filter options is served. At 100,000 listings it costs
 * several hundred milliseconds (every published listing is read, and the university counts
 * join close to a million distances), while the numbers barely move from one minute to the
 * next; the search screen can show counts a few minutes old.
 */
export const FILTERS_MAX_AGE_MS = 5 * 60_000;

/** The highest bedroom option counts that many bedrooms or more. */
const MOST_BEDROOMS = Math.max(...BEDROOM_OPTIONS);

/** The filter options for `purpose`, computed at most once per FILTERS_MAX_AGE_MS per database. */
export const getPropertyFilters = staleWhileRevalidate(
  (db: Db, purpose: Purpose) => computePropertyFilters(db, purpose),
  FILTERS_MAX_AGE_MS,
);

const published = (purpose: Purpose): SQL | undefined =>
  and(eq(properties.status, "published"), eq(properties.purpose, purpose));

/** Counts straight from the database, without the cache. */
export async function computePropertyFilters(db: Db, purpose: Purpose): Promise<PropertyFilters> {
  const [groups, rentBounds, saleBounds, nearby] = await Promise.all([
    countGroups(db, purpose),
    priceBounds(db, "rent"),
    priceBounds(db, "sale"),
    universityCounts(db, purpose),
  ]);

  const types = new Map<string, number>();
  const hoods = new Map<string, number>();
  const bedrooms = new Map<number, number>();
  const amenities = new Map<string, number>();
  let total = 0;
  for (const group of groups) {
    total += group.n;
    types.set(group.type, (types.get(group.type) ?? 0) + group.n);
    hoods.set(group.neighbourhood, (hoods.get(group.neighbourhood) ?? 0) + group.n);
    bedrooms.set(group.bedrooms, (bedrooms.get(group.bedrooms) ?? 0) + group.n);
    for (const flag of AMENITY_FLAGS) amenities.set(flag, (amenities.get(flag) ?? 0) + group[flag]);
  }

  return {
    purpose,
    total,
    types: ACCOMMODATION_TYPES.map((type) => ({ type, count: types.get(type) ?? 0 })),
    neighbourhoods: [...hoods]
      .map(([name, n]) => ({ name, count: n }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR")),
    bedrooms: BEDROOM_OPTIONS.map((option) => ({ bedrooms: option, count: bedrooms.get(option) ?? 0 })),
    prices: { rent: rentBounds, sale: saleBounds },
    amenities: AMENITY_FLAGS.map((flag) => ({ flag, count: amenities.get(flag) ?? 0 })),
    universities: nearby,
  };
}

/**
 * Types, neighbourhoods, bedroom options and amenity flags in one pass over the published
 * listings: grouped by neighbourhood, type and bedroom option (a few hundred groups at most),
 * each group with its amenity counts, then added up per option by the caller.
 */
function countGroups(db: Db, purpose: Purpose) {
  // The bound is written into the statement, not passed as a parameter, so the select list
  // and GROUP BY hold the very same expression.
  const bedroomOption = sql<number>`least(${properties.bedrooms}, ${sql.raw(String(MOST_BEDROOMS))})`.mapWith(Number);
  const flagCounts = Object.fromEntries(
    AMENITY_FLAGS.map((flag) => [flag, sql<number>`count(*) filter (where ${properties[flag]})`.mapWith(Number)]),
  ) as Record<AmenityFlag, SQL<number>>;
  return db
    .select({
      neighbourhood: properties.neighbourhood,
      type: properties.type,
      bedrooms: bedroomOption,
      n: count(),
      ...flagCounts,
    })
    .from(properties)
    .where(published(purpose))
    .groupBy(properties.neighbourhood, properties.type, bedroomOption);
}

/** Lowest and highest price of one purpose; each bound is one step down the price index. */
async function priceBounds(db: Db, purpose: Purpose): Promise<PriceBounds> {
  const column = purpose === "rent" ? properties.rentCents : properties.salePriceCents;
  const [row] = await db
    .select({ min: min(column), max: max(column) })
    .from(properties)
    .where(published(purpose));
  if (row?.min == null || row.max == null) return null;
  return { min: centsToReais(Number(row.min)), max: centsToReais(Number(row.max)) };
}

/** Every university, partners first, with how many published listings of `purpose` are near it. */
async function universityCounts(db: Db, purpose: Purpose): Promise<PropertyFilters["universities"]> {
  const rows = await universitiesWithNearbyCounts(db, published(purpose));
  return rows.map((r) => ({
    slug: r.slug,
    shortName: r.shortName,
    isPartner: r.isPartner,
    count: Number(r.nearbyListings ?? 0),
  }));
}
