import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyList } from "@campuslar/domain/property/property-dto";
import { AMENITY_FLAGS } from "@campuslar/domain/property/property-enums";
import type { PropertySearchQuery } from "@campuslar/domain/property/property-search-query";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { and, asc, count, desc, eq, gte, like, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";
import { loadRelated } from "./load-related.ts";
import { type ListItemRow, listItemColumns, toListItem } from "./property-mapper.ts";

/** Sponsored listings shown above the results on the first page (see docs/decisions/004). */
const FEATURED_MAX = 2;

/**
 * Totals are kept this long per filter set. Counting every match is the dearest part of a
 * search at scale (tens to hundreds of milliseconds over 100,000 listings), while paging through
 * one search, or many visitors sending the same popular one, asks the same count again and again;
 * a total up to a minute old is fine for "1.234 imóveis".
 */
export const TOTAL_MAX_AGE_MS = 60_000;
const TOTALS_KEPT = 2000;
const totals = new WeakMap<Db, Map<string, { total: number; at: number }>>();

async function cachedTotal(db: Db, key: string, now: number, count: () => Promise<number>): Promise<number> {
  const byKey = totals.get(db) ?? new Map<string, { total: number; at: number }>();
  totals.set(db, byKey);
  const hit = byKey.get(key);
  if (hit && now - hit.at < TOTAL_MAX_AGE_MS) return hit.total;
  const total = await count();
  byKey.delete(key);
  byKey.set(key, { total, at: now });
  // Maps iterate in insertion order: the first key is the least recently counted.
  if (byKey.size > TOTALS_KEPT) byKey.delete(byKey.keys().next().value ?? "");
  return total;
}

/** What decides the set of matches: everything but paging, order and language. */
const filterKey = ({ page, pageSize, order, lang, ...filters }: PropertySearchQuery): string =>
  JSON.stringify(filters, Object.keys(filters).sort());

const reaisToCents = (reais: number) => Math.round(reais * 100);

/** Ids of the university and customer the query names; an unknown slug is a 404, not an empty page. */
async function resolveSlugs(db: Db, query: PropertySearchQuery) {
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

/** The WHERE of a search: only published listings of the asked purpose, and every filter given. */
function conditions(query: PropertySearchQuery, customerId: number | undefined): SQL[] {
  const price = query.purpose === "sale" ? properties.salePriceCents : properties.rentCents;
  const where: (SQL | undefined)[] = [
    eq(properties.status, "published"),
    eq(properties.purpose, query.purpose),
    query.minPrice === undefined ? undefined : gte(price, reaisToCents(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(price, reaisToCents(query.maxPrice)),
    query.bedrooms === undefined
      ? undefined
      : query.bedrooms >= 4
        ? gte(properties.bedrooms, 4)
        : eq(properties.bedrooms, query.bedrooms),
    query.type ? eq(properties.type, query.type) : undefined,
    query.neighbourhood ? sql`lower(${properties.neighbourhood}) = lower(${query.neighbourhood})` : undefined,
    query.furnished === undefined ? undefined : eq(properties.hasFurniture, query.furnished),
    query.pets === undefined ? undefined : eq(properties.acceptPets, query.pets),
    customerId === undefined ? undefined : eq(properties.customerId, customerId),
    ...AMENITY_FLAGS.map((flag) => (query[flag] === undefined ? undefined : eq(properties[flag], query[flag]))),
    // Free text: every word must appear in the accent-free search column (trigram-indexed).
    // Normalised words hold only letters and digits, so no LIKE wildcard can slip in.
    ...normalizeSearchText(query.q ?? "")
      .split(" ")
      .filter(Boolean)
      .map((word) => like(properties.searchText, `%${word}%`)),
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

function ordering(query: PropertySearchQuery): SQL[] {
  const price = query.purpose === "sale" ? properties.salePriceCents : properties.rentCents;
  switch (query.order) {
    case "price_asc":
      return [asc(price), asc(properties.id)];
    case "price_desc":
      return [desc(price), desc(properties.id)];
    case "distance":
      return [asc(propertyUniversities.distanceM), asc(properties.id)];
    default:
      return [desc(properties.publishedAt), desc(properties.id)];
  }
}

/** `GET /v2/properties`: a page of published listings matching every filter, with its total. */
export async function searchProperties(
  db: Db,
  query: PropertySearchQuery,
  locale: Locale,
  now: Date = new Date(),
): Promise<PropertyList> {
  const { universityId, customerId } = await resolveSlugs(db, query);
  const where = and(...conditions(query, customerId));

  // Near a university: join its distances (one row per listing: the pair is the primary key).
  const nearUniversity =
    universityId === undefined
      ? undefined
      : and(eq(propertyUniversities.propertyId, properties.id), eq(propertyUniversities.universityId, universityId));
  const selectPage = (extra: SQL | undefined, limit: number, offset: number) => {
    const q = db.select(listItemColumns).from(properties).leftJoin(customers, eq(customers.id, properties.customerId));
    return (nearUniversity ? q.innerJoin(propertyUniversities, nearUniversity) : q)
      .where(and(where, extra))
      .orderBy(...ordering(query))
      .limit(limit)
      .offset(offset);
  };
  const countQuery = () => {
    const q = db.select({ n: count() }).from(properties);
    return (nearUniversity ? q.innerJoin(propertyUniversities, nearUniversity) : q).where(where);
  };

  const offset = (query.page - 1) * query.pageSize;
  const [rows, total, featuredRows] = await Promise.all([
    selectPage(undefined, query.pageSize, offset),
    cachedTotal(db, filterKey(query), now.getTime(), async () => Number((await countQuery())[0]?.n ?? 0)),
    query.page === 1 ? selectPage(eq(properties.sponsored, true), FEATURED_MAX, 0) : Promise.resolve([]),
  ]);
  const pageRows = rows as ListItemRow[];
  const featured = featuredRows as ListItemRow[];
  const related = await loadRelated(db, [...new Set([...pageRows, ...featured].map((r) => r.id))]);
  const toItem = (row: ListItemRow) =>
    toListItem(row, related.get(row.id) ?? { rooms: [], photos: [], nearby: [] }, locale);
  return {
    items: pageRows.map(toItem),
    featured: featured.map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
