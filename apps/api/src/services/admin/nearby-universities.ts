import { distanceMeters, NEARBY_UNIVERSITY_MAX_M } from "@campuslar/domain/geo/distance";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";

/**
 * A listing is found by university (search filter, "X min from FGV") only through its rows in
 * `property_universities`. Seeded listings come with them; one an owner created may not, so
 * publishing fills them in from its coordinates, the same rule the seed uses. Existing rows are
 * kept as they are.
 */
export async function ensureNearbyUniversities(db: Db, propertyId: number): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(propertyUniversities)
    .where(eq(propertyUniversities.propertyId, propertyId));
  if ((existing?.n ?? 0) > 0) return 0;
  const [place] = await db
    .select({ lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!place) return 0;
  const all = await db.select({ id: universities.id, lat: universities.lat, lng: universities.lng }).from(universities);
  const near = all
    .map((university) => ({ propertyId, universityId: university.id, distanceM: distanceMeters(place, university) }))
    .filter((row) => row.distanceM <= NEARBY_UNIVERSITY_MAX_M);
  if (near.length > 0) await db.insert(propertyUniversities).values(near).onConflictDoNothing();
  return near.length;
}
