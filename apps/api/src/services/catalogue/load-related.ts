import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos, propertyUniversities, rooms, universities } from "../../db/schema/catalogue.ts";
import type { NearbyRow, PhotoRow, Related, RoomRow } from "./property-mapper.ts";

/**
 * Rooms, photos and nearby universities of a page of listings: three queries for the whole
 * page (never one per listing), run side by side.
 */
export async function loadRelated(db: Db, propertyIds: number[]): Promise<Map<number, Related>> {
  const related = new Map<number, Related>(propertyIds.map((id) => [id, { rooms: [], photos: [], nearby: [] }]));
  if (propertyIds.length === 0) return related;
  const [roomRows, photoRows, nearbyRows] = await Promise.all([
    db
      .select({ propertyId: rooms.propertyId, privateBathroom: rooms.privateBathroom, available: rooms.available })
      .from(rooms)
      .where(inArray(rooms.propertyId, propertyIds))
      .orderBy(asc(rooms.propertyId), asc(rooms.position)),
    loadPhotos(db, propertyIds),
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
  for (const [propertyId, photos] of photoRows) {
    const entry = related.get(propertyId);
    if (entry) entry.photos = photos;
  }
  for (const { propertyId, ...near } of nearbyRows) related.get(propertyId)?.nearby.push(near);
  return related;
}

/**
 * The photos students see of some listings, in their order, by listing id: never one an owner
 * added to a published listing that staff have not yet approved (decision 017).
 */
export async function loadPhotos(db: Db, propertyIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byProperty = new Map<number, PhotoRow[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({
      propertyId: propertyPhotos.propertyId,
      storageKey: propertyPhotos.storageKey,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
      altPt: propertyPhotos.altPt,
      altEn: propertyPhotos.altEn,
      hasAvif: propertyPhotos.hasAvif,
    })
    .from(propertyPhotos)
    .where(and(inArray(propertyPhotos.propertyId, propertyIds), eq(propertyPhotos.approved, true)))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position));
  for (const { propertyId, ...photo } of rows) {
    const list = byProperty.get(propertyId) ?? [];
    list.push(photo);
    byProperty.set(propertyId, list);
  }
  return byProperty;
}

/**
 * The photos students see of the listing a query reads (never one waiting for staff, decision
 * 017), in their order, as a JSON column: a page and its related rows in one statement, one
 * round trip (decision 020).
 */
export const approvedPhotosColumn = sql<PhotoRow[]>`(select coalesce(json_agg(json_build_object(
    'storageKey', ${propertyPhotos.storageKey}, 'width', ${propertyPhotos.width},
    'height', ${propertyPhotos.height}, 'altPt', ${propertyPhotos.altPt},
    'altEn', ${propertyPhotos.altEn}, 'hasAvif', ${propertyPhotos.hasAvif}
  ) order by ${propertyPhotos.position}), '[]')
  from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id} and ${propertyPhotos.approved})`;

/** A list item's rooms, photos and nearby universities as columns of the query that reads it. */
export const relatedColumns = {
  photos: approvedPhotosColumn,
  rooms: sql<RoomRow[]>`(select coalesce(json_agg(json_build_object(
      'privateBathroom', ${rooms.privateBathroom}, 'available', ${rooms.available}
    ) order by ${rooms.position}), '[]')
    from ${rooms} where ${rooms.propertyId} = ${properties.id})`,
  nearby: sql<NearbyRow[]>`(select coalesce(json_agg(json_build_object(
      'slug', ${universities.slug}, 'shortName', ${universities.shortName},
      'distanceM', ${propertyUniversities.distanceM}
    ) order by ${propertyUniversities.distanceM}), '[]')
    from ${propertyUniversities}
    join ${universities} on ${universities.id} = ${propertyUniversities.universityId}
    where ${propertyUniversities.propertyId} = ${properties.id})`,
};
