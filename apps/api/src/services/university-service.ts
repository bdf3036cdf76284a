import type { University } from "@campuslar/domain/university/university-dto";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { properties, propertyUniversities, universities } from "../db/schema/index.ts";
import { catalogueCache } from "../lib/catalogue-cache.ts";

/**
 * `listUniversities`, computed once per version of the catalogue (decision 020): counting
 * listings near each university joins every distance, ~200 ms at 100,000 listings.
 */
const cachedUniversities = catalogueCache<University[]>(1);
export const getUniversities = (db: Db) => cachedUniversities(db, "all", () => listUniversities(db));

/**
 * Every university, partners first, with how many listings matching `listings` are near it:
 * the one query behind the universities list and the search screen's university filter.
 */
export function universitiesWithNearbyCounts(db: Db, listings: SQL | undefined) {
  const nearby = db
    .select({ universityId: propertyUniversities.universityId, n: count().as("n") })
    .from(propertyUniversities)
    .innerJoin(properties, and(eq(properties.id, propertyUniversities.propertyId), listings))
    .groupBy(propertyUniversities.universityId)
    .as("nearby");
  return db
    .select({
      slug: universities.slug,
      shortName: universities.shortName,
      namePt: universities.namePt,
      nameEn: universities.nameEn,
      neighbourhood: universities.neighbourhood,
      isPartner: universities.isPartner,
      lat: universities.lat,
      lng: universities.lng,
      nearbyListings: nearby.n,
    })
    .from(universities)
    .leftJoin(nearby, eq(nearby.universityId, universities.id))
    .orderBy(desc(universities.isPartner), asc(universities.shortName));
}

/**
 * Every university, partners first, each with how many published rent listings are near it:
 * the total of its page (`/imoveis/faculdade/:slug`, a rent search), where its count links to.
 */
export async function listUniversities(db: Db): Promise<University[]> {
  const rows = await universitiesWithNearbyCounts(
    db,
    and(eq(properties.status, "published"), eq(properties.purpose, "rent")),
  );
  return rows.map((r) => ({
    slug: r.slug,
    shortName: r.shortName,
    names: { pt: r.namePt, en: r.nameEn },
    neighbourhood: r.neighbourhood,
    isPartner: r.isPartner,
    location: { lat: r.lat, lng: r.lng },
    nearbyListings: Number(r.nearbyListings ?? 0),
  }));
}
