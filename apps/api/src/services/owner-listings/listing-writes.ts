import { distanceMeters, NEARBY_UNIVERSITY_MAX_M } from "@campuslar/domain/geo/distance";
import type { ListingForm } from "@campuslar/domain/listing/listing-form";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos, propertyUniversities, rooms, universities } from "../../db/schema/catalogue.ts";
import { storeListingCommutes } from "../commute/store-commutes.ts";
import { formFromRow, formToColumns } from "./listing-columns.ts";

/*
 * Writing a listing's form into its columns, with what follows from it (rooms, distances, commutes): for the
 * owner's own saves and for staff approving a change to a published listing.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type PropertyRow = typeof properties.$inferSelect;

/**
 * Rooms follow the bedrooms, one per bedroom in order (pages name them). Existing rooms keep their
 * availability; extra ones go from the end.
 */
export async function syncRooms(tx: Tx, propertyId: number, bedrooms: number | undefined): Promise<void> {
  const want = bedrooms ?? 0;
  const current = await tx.select().from(rooms).where(eq(rooms.propertyId, propertyId)).orderBy(asc(rooms.position));
  if (current.length > want) {
    const extra = current.slice(want).map((room) => room.id);
    await tx.delete(rooms).where(inArray(rooms.id, extra));
  } else if (current.length < want) {
    const rows = Array.from({ length: want - current.length }, (_, i) => {
      const position = current.length + i;
      return { propertyId, position, available: true };
    });
    await tx.insert(rooms).values(rows);
  }
}

/**
 * The universities within walking reach of the listing, so it shows in a university's search
 * with its distance. Computed from the address as saved; none until there is a neighbourhood.
 */
export async function syncNearbyUniversities(
  tx: Tx,
  row: { id: number; lat: number; lng: number },
  hasAddress: boolean,
) {
  await tx.delete(propertyUniversities).where(eq(propertyUniversities.propertyId, row.id));
  if (!hasAddress) return;
  const all = await tx.select({ id: universities.id, lat: universities.lat, lng: universities.lng }).from(universities);
  const near = all
    .map((u) => ({ propertyId: row.id, universityId: u.id, distanceM: distanceMeters(row, u) }))
    .filter((n) => n.distanceM <= NEARBY_UNIVERSITY_MAX_M);
  if (near.length > 0) await tx.insert(propertyUniversities).values(near);
}

export async function saveForm(tx: Tx, row: PropertyRow, form: ListingForm, now: Date): Promise<PropertyRow> {
  const [saved] = await tx
    .update(properties)
    .set({ ...formToColumns(form, row.code), updatedAt: now })
    .where(eq(properties.id, row.id))
    .returning();
  if (!saved) throw new Error("unreachable: the listing was just read");
  // Only a change of bedrooms touches the rooms, so a seeded listing's own room list survives edits.
  if (form.bedrooms !== formFromRow(row).bedrooms) await syncRooms(tx, row.id, form.bedrooms);
  await syncNearbyUniversities(tx, saved, form.neighbourhood !== undefined);
  // A published listing that moved (staff approved a new address) is routed again; a draft is routed when published.
  if (saved.status === "published" && (saved.lat !== row.lat || saved.lng !== row.lng)) {
    await storeListingCommutes(tx, saved.id);
  }
  return saved;
}

/** Photos in the given order: the first is the cover. */
export async function renumberPhotos(tx: Tx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, id));
  }
}
