import { reaisToCents } from "@campuslar/domain/money/money";
import { AMENITY_FLAGS, type AmenityFlag, BEDROOMS_OR_MORE } from "@campuslar/domain/property/property-enums";
import type { PropertySearchFilters } from "@campuslar/domain/property/property-search-query";
import { askedStay } from "@campuslar/domain/property/stay";
import { normalizeStreetText } from "@campuslar/domain/search/street-types";
import { and, between, eq, gt, gte, like, lte, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { propertyCommutes } from "../../db/schema/transit.ts";
import { HttpError } from "../../lib/errors.ts";
import { verificationCutoff } from "./verification-policy.ts";

/** Ids of the university and customer the filters name; an unknown slug is a 404, not an empty page. */
export async function resolveSlugs(db: Db, query: Pick<PropertySearchFilters, "university" | "customer">) {
  const [university] = query.university
    ? await db.select({ id: universities.id }).from(universities).where(eq(universities.slug, query.university))
    : [];
  if (query.university && !university) throw new HttpError("not_found", `No university "${query.university}"`);
  const [customer] = query.customer
    ? await db.select({ id: customers.id }).from(customers).where(eq(customers.slug, query.customer))
    : [];
  if (query.customer && !customer) throw new HttpError("not_found", `No customer "${query.customer}"`);
  return { universityId: university?.id, customerId: customer?.id };
}

/**
 * The WHERE of a search, split by what the search screen offers as options: the facet counts
 * of `GET /v2/properties/filters` leave out one option's own condition at a time. The university
 * is not here: it is a join (`keepToUniversity`), and each university's count leaves it out.
 */
export type SearchConditions = {
  /**
   * Never an option with a count: published, purpose, prices, all-in cost, map area, free text,
   * sponsor, verified, move-in and stay.
   */
  base: SQL[];
  type: SQL | undefined;
  bedrooms: SQL | undefined;
  neighbourhood: SQL | undefined;
  /** Each amenity flag asked for (`furnished` is `hasFurniture`, `pets` is `acceptPets`). */
  amenities: Partial<Record<AmenityFlag, SQL>>;
};

export function searchConditions(query: PropertySearchFilters, customerId: number | undefined): SearchConditions {
  const price = query.purpose === "sale" ? properties.salePriceCents : properties.rentCents;
  const stay = askedStay(query);
  const base: (SQL | undefined)[] = [
    eq(properties.status, "published"),
    eq(properties.purpose, query.purpose),
    query.minPrice === undefined ? undefined : gte(price, reaisToCents(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(price, reaisToCents(query.maxPrice)),
    // The all-in monthly cost (issue 22): null for sales and rentals without a rent, never a match.
    query.maxTotal === undefined ? undefined : lte(properties.allInCents, reaisToCents(query.maxTotal)),
    customerId === undefined ? undefined : eq(properties.customerId, customerId),
    // A verification holds for the configured months (issue 34.12); an older one is due again.
    query.verified === true ? gt(properties.verifiedAt, verificationCutoff()) : undefined,
    // When and for how long (domain `allowsStay`): free by the move-in (no date: free now), and a
    // stay no shorter than its minimum nor longer than its maximum (none: no maximum).
    stay?.moveIn === undefined
      ? undefined
      : sql`(${properties.availableFrom} is null or ${properties.availableFrom} <= ${stay.moveIn})`,
    stay?.months === undefined
      ? undefined
      : sql`(${properties.minContractMonths} <= ${stay.months}
          and (${properties.maxStayMonths} is null or ${properties.maxStayMonths} >= ${stay.months}))`,
    // The map's area, edges included (a listing without coordinates would match neither range),
    // served by the published listings' index on (purpose, lat, lng) (migration 0015, decision 021).
    ...(query.bbox
      ? [between(properties.lat, query.bbox[1], query.bbox[3]), between(properties.lng, query.bbox[0], query.bbox[2])]
      : []),
    // Free text: every word must appear in the accent-free search column (trigram-indexed), street
    // types spelled out as stored ("R. Augusta" is "rua augusta"). Normalised words hold only
    // letters and digits, so no LIKE wildcard can slip in.
    ...normalizeStreetText(query.q ?? "")
      .split(" ")
      .filter(Boolean)
      .map((word) => like(properties.searchText, `%${word}%`)),
  ];
  const amenities: Partial<Record<AmenityFlag, SQL>> = {};
  for (const flag of AMENITY_FLAGS) {
    const asked = [
      query[flag],
      flag === "hasFurniture" ? query.furnished : undefined,
      flag === "acceptPets" ? query.pets : undefined,
    ].filter((value): value is boolean => value !== undefined);
    if (asked.length > 0) amenities[flag] = and(...asked.map((value) => eq(properties[flag], value)));
  }
  return {
    base: base.filter((c): c is SQL => c !== undefined),
    type: query.type ? eq(properties.type, query.type) : undefined,
    bedrooms:
      query.bedrooms === undefined
        ? undefined
        : query.bedrooms >= BEDROOMS_OR_MORE
          ? gte(properties.bedrooms, BEDROOMS_OR_MORE)
          : eq(properties.bedrooms, query.bedrooms),
    neighbourhood: query.neighbourhood
      ? sql`lower(${properties.neighbourhood}) = lower(${query.neighbourhood})`
      : undefined,
    amenities,
  };
}

/** Every condition but those of `without` (an option whose count is being taken). */
export function allConditions(
  conditions: SearchConditions,
  without: { type?: boolean; bedrooms?: boolean; neighbourhood?: boolean; amenity?: AmenityFlag } = {},
): SQL | undefined {
  return and(
    ...conditions.base,
    without.type ? undefined : conditions.type,
    without.bedrooms ? undefined : conditions.bedrooms,
    without.neighbourhood ? undefined : conditions.neighbourhood,
    ...Object.entries(conditions.amenities).map(([flag, condition]) =>
      flag === without.amenity ? undefined : condition,
    ),
  );
}

/**
 * How a search keeps to the university it names (decision 024): near it, or, with `maxCommute`,
 * within that many minutes of it by its stored commute, however far away.
 */
export type UniversityScope = { universityId: number; maxCommute: number | undefined };

export const universityScope = (
  universityId: number | undefined,
  maxCommute: number | undefined,
): UniversityScope | undefined => (universityId === undefined ? undefined : { universityId, maxCommute });

/** A listing's distance to a university (one row per listing: the pair is the primary key). */
const distanceTo = (universityId: number): SQL =>
  and(eq(propertyUniversities.propertyId, properties.id), eq(propertyUniversities.universityId, universityId)) as SQL;

/** A listing's stored commute to a university (one row per listing: the pair is the primary key). */
const commuteTo = (universityId: number): SQL =>
  and(eq(propertyCommutes.propertyId, properties.id), eq(propertyCommutes.universityId, universityId)) as SQL;

/*
 * The joins below are typed as leaving the select as it was: its fields are given explicitly (the
 * commute's through `commuteColumns`), so a joined table adds nothing to what a row holds.
 */

/** Joins what keeps a search to its university: the listings near it, or those within `maxCommute` of it. */
export function keepToUniversity<T extends PgSelect>(select: T, scope: UniversityScope | undefined): T {
  if (!scope) return select;
  const { universityId, maxCommute } = scope;
  return (maxCommute === undefined
    ? select.innerJoin(propertyUniversities, distanceTo(universityId))
    : select.innerJoin(
        propertyCommutes,
        and(commuteTo(universityId), lte(propertyCommutes.minutes, maxCommute)),
      )) as unknown as T;
}

/**
 * A page's joins beyond `keepToUniversity`: each listing's commute to the university (its card's
 * line and the commute order; a listing without one keeps its place, with none), and its distance
 * when the order is by distance and `maxCommute` left the distances out.
 */
export function joinCommuteAndDistance<T extends PgSelect>(
  select: T,
  scope: UniversityScope | undefined,
  order: string,
): T {
  if (!scope) return select;
  if (scope.maxCommute === undefined)
    return select.leftJoin(propertyCommutes, commuteTo(scope.universityId)) as unknown as T;
  return order === "distance"
    ? (select.leftJoin(propertyUniversities, distanceTo(scope.universityId)) as unknown as T)
    : select;
}

/**
 * A page's commute columns: the listing's minutes and ride bits to the university, null without
 * one (or without a university, when `joinCommuteAndDistance` joined nothing).
 */
export const commuteColumns = (scope: UniversityScope | undefined) => ({
  commuteMinutes: scope ? sql<number | null>`${propertyCommutes.minutes}` : sql<number | null>`null::smallint`,
  commuteRides: scope ? sql<number | null>`${propertyCommutes.rides}` : sql<number | null>`null::smallint`,
});
