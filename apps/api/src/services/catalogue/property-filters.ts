import { collator } from "@campuslar/domain/i18n/intl-formats";
import { centsToReais } from "@campuslar/domain/money/money";
import {
  ACCOMMODATION_TYPES,
  AMENITY_FLAGS,
  type AmenityFlag,
  BEDROOM_OPTIONS,
  BEDROOMS_OR_MORE,
  type Purpose,
} from "@campuslar/domain/property/property-enums";
import type { PriceBounds, PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { PropertySearchFilters } from "@campuslar/domain/property/property-search-query";
import { and, count, eq, max, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { universitiesWithNearbyCounts } from "../university-service.ts";
import {
  allConditions,
  keepToUniversity,
  resolveSlugs,
  type SearchConditions,
  searchConditions,
  type UniversityScope,
  universityScope,
} from "./search-conditions.ts";
import { type FacetGroup, snapshotFacets } from "./snapshot-facets.ts";
import { type AnswerSource, fromSnapshot } from "./snapshot-filters.ts";

/** Neighbourhoods with equal counts go in Portuguese alphabetical order. */
const ptCollator = collator("pt-BR");

/** `GET /v2/properties/filters`: the options and their counts under `filters` (the route keeps them). */
export const getPropertyFilters = (db: Db, filters: PropertySearchFilters): Promise<PropertyFilters> =>
  computePropertyFilters(db, filters);

/** The counts behind the options: facet groups, price bounds and each university's count. */
type Counts = {
  groups: FacetGroup[];
  rentBounds: PriceBounds;
  saleBounds: PriceBounds;
  nearby: PropertyFilters["universities"];
};

/** Counts (kept by the route, not here): from the catalogue snapshot when there is one (decision 021), else in SQL. */
export async function computePropertyFilters(
  db: Db,
  filters: PropertySearchFilters,
  source: AnswerSource = "any",
): Promise<PropertyFilters> {
  const found = fromSnapshot(db, filters, source);
  if (found) {
    const { snapshot } = found;
    const { groups, universityCounts } = snapshotFacets(snapshot, found.filters);
    const bounds = (cents: [number, number] | null): PriceBounds =>
      cents ? { min: centsToReais(cents[0]), max: centsToReais(cents[1]) } : null;
    return assembleFilters(filters, {
      groups,
      rentBounds: bounds(snapshot.priceBounds.rent),
      saleBounds: bounds(snapshot.priceBounds.sale),
      nearby: snapshot.universities.map((u, position) => ({
        slug: u.slug,
        shortName: u.shortName,
        isPartner: u.isPartner,
        count: universityCounts[position] ?? 0,
      })),
    });
  }
  const { universityId, customerId } = await resolveSlugs(db, filters);
  const conditions = searchConditions(filters, customerId);
  const [groups, rentBounds, saleBounds, nearby] = await Promise.all([
    countGroups(db, conditions, universityScope(universityId, filters.maxCommute)) as Promise<FacetGroup[]>,
    priceBounds(db, "rent"),
    priceBounds(db, "sale"),
    universityCounts(db, allConditions(conditions)),
  ]);
  return assembleFilters(filters, { groups, rentBounds, saleBounds, nearby });
}

/** The screen's options from the counts: each option counted beside the visitor's other filters. */
function assembleFilters(
  filters: PropertySearchFilters,
  { groups, rentBounds, saleBounds, nearby }: Counts,
): PropertyFilters {
  // A group counts towards an option when it meets every other chosen option.
  const typeOk = (g: Group) => filters.type === undefined || g.type === filters.type;
  const bedroomsOk = (g: Group) => filters.bedrooms === undefined || g.bedrooms === filters.bedrooms;
  const hoodOk = (g: Group) => g.hoodChosen !== false;
  const add = <K>(counts: Map<K, number>, key: K, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);

  const types = new Map<string, number>();
  const bedrooms = new Map<number, number>();
  // Keyed by the database's lower case, as the neighbourhood filter compares; named as most
  // listings spell it (on a tie, the spelling first in code-point order, so the name never
  // depends on the order the groups come in).
  const hoods = new Map<string, number>();
  const spellingCounts = new Map<string, Map<string, number>>();
  const amenities = new Map<string, number>();
  let total = 0;
  for (const g of groups) {
    if (typeOk(g) && bedroomsOk(g) && hoodOk(g)) {
      total += g.n;
      for (const flag of AMENITY_FLAGS) add(amenities, flag, g[flag]);
    }
    if (bedroomsOk(g) && hoodOk(g)) add(types, g.type, g.n);
    if (typeOk(g) && hoodOk(g)) add(bedrooms, g.bedrooms, g.n);
    if (typeOk(g) && bedroomsOk(g)) add(hoods, g.hoodKey, g.n);
    const counts = spellingCounts.get(g.hoodKey) ?? new Map<string, number>();
    spellingCounts.set(g.hoodKey, counts);
    add(counts, g.neighbourhood, g.listings);
  }
  const spellings = new Map<string, { name: string }>();
  for (const [key, counts] of spellingCounts) {
    const [name] = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))[0] ?? [key];
    spellings.set(key, { name });
  }
  const chosenHood = groups.find((g) => g.hoodChosen)?.hoodKey;
  // A chosen neighbourhood stays an option even where the other filters leave nothing at all.
  if (filters.neighbourhood !== undefined && chosenHood === undefined) {
    spellings.set(filters.neighbourhood, { name: filters.neighbourhood });
  }

  return {
    purpose: filters.purpose,
    total,
    types: ACCOMMODATION_TYPES.map((type) => ({ type, count: types.get(type) ?? 0 })),
    neighbourhoods: [...spellings]
      .map(([key, { name }]) => ({ name, count: hoods.get(key) ?? 0, key }))
      .filter((hood) => hood.count > 0 || hood.key === (chosenHood ?? filters.neighbourhood))
      .map(({ name, count }) => ({ name, count }))
      .sort((a, b) => b.count - a.count || ptCollator.compare(a.name, b.name)),
    bedrooms: BEDROOM_OPTIONS.map((option) => ({ bedrooms: option, count: bedrooms.get(option) ?? 0 })),
    prices: { rent: rentBounds, sale: saleBounds },
    amenities: AMENITY_FLAGS.map((flag) => ({ flag, count: amenities.get(flag) ?? 0 })),
    universities: nearby,
  };
}

type Group = FacetGroup;

/**
 * Every count of the screen but the universities' in one pass: the listings meeting the
 * conditions that are never an option (purpose, prices, text, sponsor, and the university
 * joined: near it, or within `maxCommute` of it), grouped by neighbourhood, type and bedroom
 * option (a few hundred groups at most). Each group carries `n`, its listings meeting every
 * chosen amenity, and per amenity flag its listings with that flag meeting the other chosen
 * amenities; the caller adds up the groups that meet the other chosen type, bedrooms and
 * neighbourhood. That is the search's own WHERE with one option's condition swapped, as
 * `GET /v2/properties` would count it.
 */
function countGroups(db: Db, conditions: SearchConditions, scope: UniversityScope | undefined) {
  // The bound is written into the statement, not passed as a parameter, so the select list
  // and GROUP BY hold the very same expression.
  const bedroomOption = sql<number>`least(${properties.bedrooms}, ${sql.raw(String(BEDROOMS_OR_MORE))})`.mapWith(
    Number,
  );
  const countWhere = (condition: SQL | undefined) =>
    (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);
  const amenitiesOnly: SearchConditions = {
    ...conditions,
    base: [],
    type: undefined,
    bedrooms: undefined,
    neighbourhood: undefined,
  };
  const flagCounts = Object.fromEntries(
    AMENITY_FLAGS.map((flag) => [
      flag,
      countWhere(and(eq(properties[flag], true), allConditions(amenitiesOnly, { amenity: flag }))),
    ]),
  ) as Record<AmenityFlag, SQL<number>>;
  const q = db
    .select({
      neighbourhood: properties.neighbourhood,
      hoodKey: sql<string>`lower(${properties.neighbourhood})`,
      hoodChosen: conditions.neighbourhood
        ? sql<boolean | null>`${conditions.neighbourhood}`
        : sql<boolean | null>`null`,
      type: properties.type,
      bedrooms: bedroomOption,
      listings: count(),
      n: countWhere(allConditions(amenitiesOnly)),
      ...flagCounts,
    })
    .from(properties)
    .$dynamic();
  return keepToUniversity(q, scope)
    .where(and(...conditions.base))
    .groupBy(properties.neighbourhood, properties.type, bedroomOption);
}

const published = (purpose: Purpose): SQL | undefined =>
  and(eq(properties.status, "published"), eq(properties.purpose, purpose));

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

/**
 * Every university, partners first, with how many listings meeting `listings` are near it: every
 * filter but the university, and so without `maxCommute`, which belongs to the university.
 */
async function universityCounts(db: Db, listings: SQL | undefined): Promise<PropertyFilters["universities"]> {
  const rows = await universitiesWithNearbyCounts(db, listings);
  return rows.map((r) => ({
    slug: r.slug,
    shortName: r.shortName,
    isPartner: r.isPartner,
    count: Number(r.nearbyListings ?? 0),
  }));
}
