import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { propertyPhotos, propertyUniversities, rooms, universities } from "../../db/schema/catalogue.ts";
import type { Related } from "./property-mapper.ts";

/**
 * Rooms, photos and nearby universities of a page of listings: three queries for the whole
 * page (never one per listing), run side by side.
 */
export async function loadRelated(db: Db, propertyIds: number[]): Promise<Map<number, Related>> {
  const related = new Map<number, Related>(propertyIds.map((id) => [id, { rooms: [], photos: [], nearby: [] }]));
  if (propertyIds.length === 0) return related;
  const [roomRows, photoRows, nearbyRows] = await Promise.all([
    db
      .select({ propertyId: rooms.propertyId, label: rooms.label, available: rooms.available })
      .from(rooms)
      .where(inArray(rooms.propertyId, propertyIds))
      .orderBy(asc(rooms.propertyId), asc(rooms.position)),
    db
      .select({
        propertyId: propertyPhotos.propertyId,
        storageKey: propertyPhotos.storageKey,
        width: propertyPhotos.width,
        height: propertyPhotos.height,
        altPt: propertyPhotos.altPt,
        altEn: propertyPhotos.altEn,
      })
      .from(propertyPhotos)
      .where(inArray(propertyPhotos.propertyId, propertyIds))
      .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position)),
    db
      .select({
        propertyId: propertyUniversities.propertyId,
        slug: universities.slug,
        shortName: universities.shortName,
        distanceM: propertyUniversities.distanceM,
      })
      .from(propertyUniversities)
      .innerJoin(universities, eq(universities.id, propertyUniversities.universityId))
      .where(inArray(propertyUniversities.propertyId, propertyIds))
      .orderBy(asc(propertyUniversities.propertyId), asc(propertyUniversities.distanceM)),
  ]);
  for (const { propertyId, ...room } of roomRows) related.get(propertyId)?.rooms.push(room);
  for (const { propertyId, ...photo } of photoRows) related.get(propertyId)?.photos.push(photo);
  for (const { propertyId, ...near } of nearbyRows) related.get(propertyId)?.nearby.push(near);
  return related;
}
