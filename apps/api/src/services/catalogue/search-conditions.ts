import { reaisToCents } from "@campuslar/domain/money/money";
import { AMENITY_FLAGS, type AmenityFlag, BEDROOMS_OR_MORE } from "@campuslar/domain/property/property-enums";
import type { PropertySearchFilters } from "@campuslar/domain/property/property-search-query";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { and, between, eq, gte, like, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";

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
 * of `GET /v2/properties/filters` leave out one option's own condition at a time. Near a
 * university is not here: it is a join (`nearUniversity`).
 */
export type SearchConditions = {
  /** Never an option with a count: published, purpose, prices, map area, free text, sponsor. */
  base: SQL[];
  type: SQL | undefined;
  bedrooms: SQL | undefined;
  neighbourhood: SQL | undefined;
  /** Each amenity flag asked for (`furnished` is `hasFurniture`, `pets` is `acceptPets`). */
  amenities: Partial<Record<AmenityFlag, SQL>>;
};

export function searchConditions(query: PropertySearchFilters, customerId: number | undefined): SearchConditions {
  const price = query.purpose === "sale" ? properties.salePriceCents : properties.rentCents;
  const base: (SQL | undefined)[] = [
    eq(properties.status, "published"),
    eq(properties.purpose, query.purpose),
    query.minPrice === undefined ? undefined : gte(price, reaisToCents(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(price, reaisToCents(query.maxPrice)),
    customerId === undefined ? undefined : eq(properties.customerId, customerId),
    // The map's area, edges included (a listing without coordinates would match neither range),
    // served by the published listings' index on (purpose, lat, lng) (migration 0015, decision 021).
    ...(query.bbox
      ? [between(properties.lat, query.bbox[1], query.bbox[3]), between(properties.lng, query.bbox[0], query.bbox[2])]
      : []),
    // Free text: every word must appear in the accent-free search column (trigram-indexed).
    // Normalised words hold only letters and digits, so no LIKE wildcard can slip in.
    ...normalizeSearchText(query.q ?? "")
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

/** The join that keeps listings near a university (one row per listing: the pair is the primary key). */
export const nearUniversity = (universityId: number | undefined): SQL | undefined =>
  universityId === undefined
    ? undefined
    : and(eq(propertyUniversities.propertyId, properties.id), eq(propertyUniversities.universityId, universityId));
