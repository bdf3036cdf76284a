import type { CommuteSummary } from "@campuslar/domain/commute/commute-dto";
import { rideKindsOf } from "@campuslar/domain/commute/ride-bits";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { PropertySearchFilters, PropertySearchQuery } from "@campuslar/domain/property/property-search-query";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities } from "../../db/schema/catalogue.ts";
import { propertyCommutes } from "../../db/schema/transit.ts";
import { catalogueCache } from "../../lib/catalogue-cache.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";
import { relatedColumns } from "./load-related.ts";
import { type ListItemRow, listItemColumns, type Related, toListItem } from "./property-mapper.ts";
import {
  allConditions,
  commuteColumns,
  joinCommuteAndDistance,
  keepToUniversity,
  resolveSlugs,
  searchConditions,
  type UniversityScope,
  universityScope,
} from "./search-conditions.ts";
import { type AnswerSource, fromSnapshot, type SnapshotFilters } from "./snapshot-filters.ts";
import { searchSnapshot } from "./snapshot-search.ts";

/** Sponsored listings shown above the results on the first page (see docs/decisions/004). */
const FEATURED_MAX = 2;

/**
 * Totals per filter set of searches the snapshot cannot answer (decision 021), kept until the
 * catalogue changes (decision 020): counting every match in SQL is the dearest part of a search
 * at scale, and paging through one search asks the same count again and again. Whole pages are
 * kept by the route, as the text it sends.
 */
const cachedTotal = catalogueCache<number>(5_000);

/** What decides the set of matches: everything but paging, order and language. */
export const filterKey = (filters: PropertySearchFilters): string => {
  const { page, pageSize, order, lang, ...rest } = filters as PropertySearchQuery;
  return JSON.stringify(rest, Object.keys(rest).sort());
};

/**
 * How many listings match `filters` in SQL (`where`, kept to the university when one is asked
 * for), kept per filter set until the catalogue changes: the list and the map's pins of one
 * search share it.
 */
export const countMatches = (
  db: Db,
  filters: PropertySearchFilters,
  where: SQL | undefined,
  scope: UniversityScope | undefined,
) =>
  cachedTotal(db, filterKey(filters), async () => {
    const [row] = await keepToUniversity(db.select({ n: count() }).from(properties).$dynamic(), scope).where(where);
    return Number(row?.n ?? 0);
  });

/** The list's default order: most recently published first, ties by id. */
export const recentFirst = (): SQL[] => [desc(properties.publishedAt), desc(properties.id)];

function ordering(query: PropertySearchQuery): SQL[] {
  const price = query.purpose === "sale" ? properties.salePriceCents : properties.rentCents;
  switch (query.order) {
    case "price_asc":
      return [asc(price), asc(properties.id)];
    case "price_desc":
      return [desc(price), desc(properties.id)];
    // Ascending puts nulls last: with `maxCommute`, the listings not near the university (no
    // distance), and those without a stored commute.
    case "distance":
      return [asc(propertyUniversities.distanceM), asc(properties.id)];
    case "commute":
      return [asc(propertyCommutes.minutes), asc(properties.id)];
    // Lowest all-in monthly cost first; a sale or a rental without a rent has none, and comes last.
    case "total_asc":
      return [asc(properties.allInCents), asc(properties.id)];
    default:
      return recentFirst();
  }
}

/**
 * `GET /v2/properties`: a page of published listings matching every filter, with its total.
 * `today` (São Paulo's) decides which listings are free now; the route gives its clock's.
 */
export const searchProperties = (
  db: Db,
  query: PropertySearchQuery,
  locale: Locale,
  today: string = saoPauloDate(new Date()),
): Promise<PropertyList> => readPage(db, query, locale, "any", today);

type Row = ListItemRow & Related;

/** A listing's commute as its card says it, from the stored minutes and ride bits; none without a stored row. */
const commuteSummary = (
  university: string | undefined,
  minutes: number | null | undefined,
  rides: number | null | undefined,
): CommuteSummary | undefined =>
  university === undefined || minutes == null ? undefined : { university, minutes, rides: rideKindsOf(rides ?? 0) };

/**
 * A page (kept by the route, not here): from the catalogue snapshot when there is one (decision
 * 021), else in SQL. Without `today`, the machine's own date in São Paulo.
 */
export async function readPage(
  db: Db,
  query: PropertySearchQuery,
  locale: Locale,
  source: AnswerSource = "any",
  today: string = saoPauloDate(new Date()),
): Promise<PropertyList> {
  const found = fromSnapshot(db, query, source);
  if (found) return readPageFromSnapshot(db, found.snapshot, found.filters, query, locale, today);
  const { universityId, customerId } = await resolveSlugs(db, query);
  const where = allConditions(searchConditions(query, customerId));
  const scope = universityScope(universityId, query.maxCommute);
  const selectPage = (extra: SQL | undefined, limit: number, offset: number) => {
    const q = db
      .select({ ...listItemColumns, ...relatedColumns, ...commuteColumns(scope) })
      .from(properties)
      .leftJoin(customers, eq(customers.id, properties.customerId))
      .$dynamic();
    return joinCommuteAndDistance(keepToUniversity(q, scope), scope, query.order)
      .where(and(where, extra))
      .orderBy(...ordering(query))
      .limit(limit)
      .offset(offset);
  };
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total, featuredRows] = await Promise.all([
    selectPage(undefined, query.pageSize, offset),
    countMatches(db, query, where, scope),
    // Enough sponsored matches that FEATURED_MAX remain once those on the page are set aside.
    query.page === 1
      ? selectPage(eq(properties.sponsored, true), FEATURED_MAX + query.pageSize, 0)
      : Promise.resolve([]),
  ]);
  type CommuteRow = Row & { commuteMinutes: number | null; commuteRides: number | null };
  const pageRows = rows as CommuteRow[];
  // A sponsored card never repeats a card of the same page (docs/decisions/004): it shows a
  // match the visitor would otherwise meet only on a later page.
  const onPage = new Set(pageRows.map((row) => row.id));
  const featured = (featuredRows as CommuteRow[]).filter((row) => !onPage.has(row.id)).slice(0, FEATURED_MAX);
  const toItem = (row: CommuteRow) =>
    toListItem(row, row, locale, today, commuteSummary(query.university, row.commuteMinutes, row.commuteRides));
  return {
    items: pageRows.map(toItem),
    featured: featured.map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * The same page from the catalogue snapshot (decision 021): the matches, their order and total
 * from one pass in memory, then the page's own listings (and its featured ones) in one statement.
 */
async function readPageFromSnapshot(
  db: Db,
  snapshot: CatalogueSnapshot,
  filters: SnapshotFilters,
  query: PropertySearchQuery,
  locale: Locale,
  today: string,
): Promise<PropertyList> {
  const offset = (query.page - 1) * query.pageSize;
  const featuredCandidates = query.page === 1 ? FEATURED_MAX + query.pageSize : 0;
  const found = searchSnapshot(snapshot, filters, query.order, offset, query.pageSize, featuredCandidates);
  const onPage = new Set(found.ids);
  const featuredIds = found.featuredIds.filter((id) => !onPage.has(id)).slice(0, FEATURED_MAX);
  const rows = await listItemsById(db, [...found.ids, ...featuredIds]);
  // The commute is the search's (its university), read from the snapshot: never kept in the row.
  const toItem = (id: number) => {
    const row = rows.get(id);
    const commute = found.commuteOf(id);
    return row
      ? [toListItem(row, row, locale, today, commuteSummary(query.university, commute?.minutes, commute?.rides))]
      : [];
  };
  return {
    items: found.ids.flatMap(toItem),
    featured: featuredIds.flatMap(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / query.pageSize),
  };
}

/**
 * Published listings by id, as list items read them; one gone since the snapshot is left out.
 * One statement prepared once per database, like a listing's detail: every search from the
 * snapshot ends here, and building the select anew each time cost more than running it.
 */
const preparedListItems = new WeakMap<Db, ReturnType<typeof prepareListItems>>();

function prepareListItems(db: Db) {
  return db
    .select({ ...listItemColumns, ...relatedColumns })
    .from(properties)
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(
      and(
        // The ids as one array literal, which both drivers pass as text.
        sql`${properties.id} = any(${sql.placeholder("ids")}::int[])`,
        eq(properties.status, "published"),
      ),
    )
    .prepare("list_items_by_id");
}

async function readListItems(db: Db, ids: number[]): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  let statement = preparedListItems.get(db);
  if (!statement) {
    statement = prepareListItems(db);
    preparedListItems.set(db, statement);
  }
  const rows = (await statement.execute({ ids: `{${ids.join(",")}}` })) as Row[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A listing's row as cards show it, by id, kept until the catalogue changes (decision 020; null:
 * not published). The same listings head the pages of many searches (the nearest, the cheapest,
 * the newest near each university), so most pages find all their cards here and ask the
 * database nothing.
 */
const cachedRows = catalogueCache<Row | null>(20_000);

/** The rows of `ids`: those not kept are read together, in one statement. */
async function listItemsById(db: Db, ids: number[]): Promise<Map<number, Row>> {
  const missing: number[] = [];
  let reading: Promise<Map<number, Row>> | undefined;
  // Every miss of this call is listed before the statement runs (a microtask later).
  const readMissing = () => {
    reading ??= Promise.resolve().then(() => readListItems(db, missing));
    return reading;
  };
  const rows = await Promise.all(
    ids.map((id) =>
      cachedRows(db, String(id), async () => {
        missing.push(id);
        return (await readMissing()).get(id) ?? null;
      }),
    ),
  );
  return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
}
