import { collator } from "@campuslar/domain/i18n/intl-formats";
import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  type PropertyTermNeighbourhood,
  type PropertyTermUniversity,
  TERM_MAX_NEIGHBOURHOODS,
  TERM_MAX_UNIVERSITIES,
} from "@campuslar/domain/property/property-term-dto";
import {
  bestPlaceMatch,
  type PlaceName,
  preparePlaceName,
  preparePlaceQuery,
} from "@campuslar/domain/search/place-match";
import type { University } from "@campuslar/domain/university/university-dto";
import { universitiesMatching, universityInLocale } from "@campuslar/domain/university/university-names";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { catalogueCache } from "../../lib/catalogue-cache.ts";
import { getUniversities } from "../university-service.ts";

/*
 * The places the search box suggests beside listings: universities (by short name and full
 * name in either language) and the neighbourhoods of the published catalogue, matched in
 * memory by the domain's rule (`placeMatchScore`: accents, case and typing errors forgiven).
 *
 * Both are small sets however large the catalogue (a few dozen universities, a few hundred
 * neighbourhoods), read once per version of the catalogue (decision 020), the neighbourhoods'
 * names prepared for matching; a query then costs a few thousand comparisons of short words.
 * The universities are matched by the domain's `universitiesMatching`, as the page matches them.
 */

type Neighbourhood = PropertyTermNeighbourhood & { names: PlaceName[] };
type Places = { neighbourhoods: Neighbourhood[]; universities: University[] };

/**
 * Every neighbourhood with published rent listings, with how many: the total of the search
 * page filtered by it (`/imoveis?neighbourhood=`, a rent search that compares names in lower
 * case), so the count shown is the count its click shows (decision 011). Spellings that differ
 * only in case are one neighbourhood, named as most of its listings spell it (on a tie, the
 * spelling first in code-point order, as the search page's own filter names it).
 */
async function loadNeighbourhoods(db: Db): Promise<Neighbourhood[]> {
  const rows = await db
    .select({ key: sql<string>`lower(${properties.neighbourhood})`, name: properties.neighbourhood, n: count() })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
    .groupBy(properties.neighbourhood);
  const byKey = new Map<string, { name: string; most: number; listings: number }>();
  for (const { key, name, n } of rows) {
    const listings = Number(n);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { name, most: listings, listings });
      continue;
    }
    seen.listings += listings;
    if (listings > seen.most || (listings === seen.most && name < seen.name)) {
      seen.name = name;
      seen.most = listings;
    }
  }
  return [...byKey.values()]
    .filter(({ name, listings }) => listings > 0 && name.trim() !== "")
    .map(({ name, listings }) => ({ name, listings, names: [preparePlaceName(name)] }));
}

async function loadPlaces(db: Db): Promise<Places> {
  const [neighbourhoods, universities] = await Promise.all([loadNeighbourhoods(db), getUniversities(db)]);
  return { neighbourhoods, universities };
}

/** The places of a database, read once per version of the catalogue (decision 020). */
const cachedPlaces = catalogueCache<Places>(1);
const placesOf = (db: Db) => cachedPlaces(db, "places", () => loadPlaces(db));

/** Matches scored by the domain's rule, best first, ties by `tieBreak`, at most `limit`. */
function bestOf<T extends { names: PlaceName[] }>(
  typed: string,
  places: readonly T[],
  tieBreak: (a: T, b: T) => number,
  limit: number,
): T[] {
  const query = preparePlaceQuery(typed);
  const scored: { place: T; score: number }[] = [];
  for (const place of places) {
    const score = bestPlaceMatch(query, place.names);
    if (score !== undefined) scored.push({ place, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || tieBreak(a.place, b.place))
    .slice(0, limit)
    .map(({ place }) => place);
}

const ptCollator = collator("pt-BR");

/**
 * The universities and neighbourhoods `q` names, best first: at most TERM_MAX_UNIVERSITIES and
 * TERM_MAX_NEIGHBOURHOODS. Among equally good matches, the one with more listings comes first.
 * University names come in `locale`.
 */
export async function searchPlaces(
  db: Db,
  q: string,
  locale: Locale,
): Promise<{ universities: PropertyTermUniversity[]; neighbourhoods: PropertyTermNeighbourhood[] }> {
  const places = await placesOf(db);
  // The page matches the universities itself by the same rule (the search box, from two letters).
  const universities = universitiesMatching(q, places.universities, TERM_MAX_UNIVERSITIES).map((u) =>
    universityInLocale(u, locale),
  );
  const neighbourhoods = bestOf(
    q,
    places.neighbourhoods,
    (a, b) => b.listings - a.listings || ptCollator.compare(a.name, b.name),
    TERM_MAX_NEIGHBOURHOODS,
  ).map(({ name, listings }) => ({ name, listings }));
  return { universities, neighbourhoods };
}
