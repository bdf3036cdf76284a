import { randomBytes } from "node:crypto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { PHOTOS_PER_LISTING } from "@campuslar/domain/listing/listing-form";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import type { PhotoStorage } from "../photos/photo-storage.ts";
import { type EncodedPhoto, removePhotoFiles } from "../photos/process-photo.ts";
import { editsNeedReview, proposeChange, wantedPhotoIds } from "./listing-revisions.ts";
import { renumberPhotos, type Tx } from "./listing-writes.ts";
import { listingFor, toOwnerListing } from "./owner-listings-service.ts";

/*
 * On a published listing, adding, removing and reordering photos change what the owner wants,
 * not what students see: the change waits for staff (decision 017, listing-revisions.ts).
 */

/** 404 for someone else's listing and 409 when it is full, before the upload is read. */
export async function assertMayAddPhoto(db: Db, actor: Actor, code: string, locale: Locale): Promise<void> {
  const row = await listingFor(db, actor, code);
  if ((await wantedPhotoIds(db, row.id)).length >= PHOTOS_PER_LISTING) {
    throw new HttpError("conflict", listingMessage("listing.photo.tooMany", locale));
  }
}

/**
 * Stores the encoded sizes, then the row, last position. The files go first so a row never
 * points at nothing; if the row fails, the files are removed again.
 */
export async function addListingPhoto(
  db: Db,
  storage: PhotoStorage,
  actor: Actor,
  code: string,
  photo: EncodedPhoto,
  locale: Locale,
  now: Date,
): Promise<OwnerListing> {
  const row = await listingFor(db, actor, code);
  const storageKey = `listings/${row.code}/${randomBytes(9).toString("base64url")}`;
  await Promise.all(
    photo.files.map((file) => storage.put(`${storageKey}${file.suffix}`, file.bytes, file.contentType)),
  );
  try {
    return await db.transaction(async (tx) => {
      // Serialises uploads to one listing, so two at once cannot both take the 20th place.
      await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, row.id)).for("update");
      const wanted = await wantedPhotoIds(tx, row.id);
      if (wanted.length >= PHOTOS_PER_LISTING) {
        throw new HttpError("conflict", listingMessage("listing.photo.tooMany", locale));
      }
      const [stats] = await tx
        .select({ next: sql<number>`coalesce(max(${propertyPhotos.position}) + 1, 0)` })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, row.id));
      const review = editsNeedReview(row);
      const [added] = await tx
        .insert(propertyPhotos)
        .values({
          propertyId: row.id,
          position: Number(stats?.next ?? 0),
          storageKey,
          width: photo.width,
          height: photo.height,
          hasAvif: photo.files.some((file) => file.contentType === "image/avif"),
          approved: !review,
          createdAt: now,
        })
        .returning({ id: propertyPhotos.id });
      if (review && added) {
        await proposeChange(tx, row, { photoIds: [...wanted, added.id] }, now);
        return toOwnerListing(tx, row);
      }
      const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
      return toOwnerListing(tx, saved ?? row);
    });
  } catch (error) {
    await removePhotoFiles(storage, storageKey);
    throw error;
  }
}

/** Removes the photo and its files; the others close ranks. */
export async function deleteListingPhoto(
  db: Db,
  storage: PhotoStorage,
  actor: Actor,
  code: string,
  photoId: number,
  now: Date,
): Promise<OwnerListing> {
  const { listing, storageKey } = await db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    if (editsNeedReview(row)) return removeFromChange(tx, row, photoId, now);
    const photos = await tx
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, row.id))
      .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw new HttpError("not_found", "No such photo in this listing");
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
    await renumberPhotos(
      tx,
      photos.filter((p) => p.id !== photo.id).map((p) => p.id),
    );
    const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
    return { listing: await toOwnerListing(tx, saved ?? row), storageKey: photo.storageKey };
  });
  // After the commit: a failed delete leaves an unused file, never a row without its files.
  if (storageKey) await removePhotoFiles(storage, storageKey);
  return listing;
}

/**
 * A published listing's photo taken out of the owner's change: one students see stays on the
 * site until staff approve; one added for the change goes at once (its files after the commit).
 */
async function removeFromChange(tx: Tx, row: Parameters<typeof toOwnerListing>[1], photoId: number, now: Date) {
  const wanted = await wantedPhotoIds(tx, row.id);
  if (!wanted.includes(photoId)) throw new HttpError("not_found", "No such photo in this listing");
  const [photo] = await tx.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
  let storageKey: string | undefined;
  if (photo && !photo.approved) {
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photoId));
    storageKey = photo.storageKey;
  }
  await proposeChange(tx, row, { photoIds: wanted.filter((id) => id !== photoId) }, now);
  return { listing: await toOwnerListing(tx, row), storageKey };
}

/** New order of every photo; the first is the cover. */
export async function reorderListingPhotos(
  db: Db,
  actor: Actor,
  code: string,
  ids: number[],
  locale: Locale,
  now: Date,
): Promise<OwnerListing> {
  return db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    const known = new Set(await wantedPhotoIds(tx, row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], {
        ids: listingMessage("listing.photo.order", locale),
      });
    }
    if (editsNeedReview(row)) {
      await proposeChange(tx, row, { photoIds: ids }, now);
      return toOwnerListing(tx, row);
    }
    await renumberPhotos(tx, ids);
    const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
    return toOwnerListing(tx, saved ?? row);
  });
}
