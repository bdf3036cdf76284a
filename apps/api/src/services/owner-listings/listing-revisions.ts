import { formChanges, samePhotoOrder } from "@campuslar/domain/listing/listing-changes";
import type { ListingForm } from "@campuslar/domain/listing/listing-form";
import type { ListingChanges } from "@campuslar/domain/listing/owner-listing-dto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listingRevisions, type properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { formFromRow } from "./listing-columns.ts";
import type { Tx } from "./listing-writes.ts";

/*
 * Edits to a published listing wait for staff (decision 017). Students keep seeing the published
 * columns and approved photos; the owner's change lives in `listing_revisions` until staff approve
 * (services/admin/listing-changes-review.ts) or the owner discards it.
 */

type PropertyRow = typeof properties.$inferSelect;
export type Revision = typeof listingRevisions.$inferSelect;

/** Only a published listing's edits wait: a draft or pending one is not on the site. */
export const editsNeedReview = (row: Pick<PropertyRow, "status">) => row.status === "published";

export async function revisionsOf(db: Db | Tx, propertyIds: number[]): Promise<Map<number, Revision>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db.select().from(listingRevisions).where(inArray(listingRevisions.propertyId, propertyIds));
  return new Map(rows.map((row) => [row.propertyId, row]));
}

/** The photos students see, in their order. */
export async function livePhotoIds(db: Db | Tx, propertyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.approved, true)))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map((row) => row.id);
}

/** The form as the owner now wants it: the change's, or the published one. */
export const wantedForm = (row: PropertyRow, revision: Revision | undefined): ListingForm =>
  (revision?.form as ListingForm | undefined) ?? formFromRow(row);

/** What the owner sees of their change: what differs from the published listing, and its state. */
export function changesOf(row: PropertyRow, revision: Revision | undefined): ListingChanges | null {
  if (!revision) return null;
  return {
    state: revision.rejectionReason === null ? "pending" : "declined",
    reason: revision.rejectionReason,
    fields: formChanges(formFromRow(row), revision.form as ListingForm),
    photosChanged: revision.photoIds !== null,
    updatedAt: revision.updatedAt.toISOString(),
  };
}

/**
 * Records a change to a published listing: the form and/or the photo order the owner now wants,
 * on top of any change already waiting. A change that brings everything back to what students
 * see is no change: it leaves the queue. Every change goes back to the queue (a declined one
 * too) with a new version, so staff never approve what they did not see.
 */
export async function proposeChange(
  tx: Tx,
  row: PropertyRow,
  change: { form?: ListingForm; photoIds?: number[] },
  now: Date,
): Promise<void> {
  const [current] = await tx
    .select()
    .from(listingRevisions)
    .where(eq(listingRevisions.propertyId, row.id))
    .for("update");
  const form = change.form ?? wantedForm(row, current);
  const live = await livePhotoIds(tx, row.id);
  const photoIds = change.photoIds ?? current?.photoIds ?? live;
  const photosChanged = !samePhotoOrder(photoIds, live);
  if (formChanges(formFromRow(row), form).length === 0 && !photosChanged) {
    if (current) await tx.delete(listingRevisions).where(eq(listingRevisions.propertyId, row.id));
    return;
  }
  const values = {
    form: form as Record<string, unknown>,
    photoIds: photosChanged ? photoIds : null,
    rejectionReason: null,
    updatedAt: now,
  };
  if (current) {
    await tx
      .update(listingRevisions)
      .set({ ...values, version: current.version + 1 })
      .where(eq(listingRevisions.propertyId, row.id));
  } else {
    await tx.insert(listingRevisions).values({ propertyId: row.id, ...values, createdAt: now });
  }
}

/** The photo order the owner now wants: the change's, or the published one. */
export async function wantedPhotoIds(db: Db | Tx, propertyId: number): Promise<number[]> {
  const [current] = await db
    .select({ photoIds: listingRevisions.photoIds })
    .from(listingRevisions)
    .where(eq(listingRevisions.propertyId, propertyId));
  return current?.photoIds ?? (await livePhotoIds(db, propertyId));
}

/**
 * Drops a change and the photos added for it (their rows now; the caller removes the files after
 * the commit). Returns the storage keys of those photos.
 */
export async function dropChange(tx: Tx, propertyId: number): Promise<string[]> {
  await tx.delete(listingRevisions).where(eq(listingRevisions.propertyId, propertyId));
  const added = await tx
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.approved, false)))
    .returning({ storageKey: propertyPhotos.storageKey });
  return added.map((photo) => photo.storageKey);
}
