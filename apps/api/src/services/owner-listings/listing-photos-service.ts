import { randomBytes } from "node:crypto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { PHOTOS_PER_LISTING } from "@campuslar/domain/listing/listing-form";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import type { PhotoStorage } from "../photos/photo-storage.ts";
import { type EncodedPhoto, removePhotoFiles } from "../photos/process-photo.ts";
import { listingFor, toOwnerListing } from "./owner-listings-service.ts";

const photoCount = async (db: Db, propertyId: number) =>
  (await db.select({ n: count() }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId)))[0]?.n ?? 0;

/** 404 for someone else's listing and 409 when it is full, before the upload is read. */
export async function assertMayAddPhoto(db: Db, actor: Actor, code: string, locale: Locale): Promise<void> {
  const row = await listingFor(db, actor, code);
  if ((await photoCount(db, row.id)) >= PHOTOS_PER_LISTING) {
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
      const [stats] = await tx
        .select({ n: count(), next: sql<number>`coalesce(max(${propertyPhotos.position}) + 1, 0)` })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, row.id));
      if ((stats?.n ?? 0) >= PHOTOS_PER_LISTING) {
        throw new HttpError("conflict", listingMessage("listing.photo.tooMany", locale));
      }
      await tx.insert(propertyPhotos).values({
        propertyId: row.id,
        position: Number(stats?.next ?? 0),
        storageKey,
        width: photo.width,
        height: photo.height,
        hasAvif: photo.files.some((file) => file.contentType === "image/avif"),
        createdAt: now,
      });
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
    const photos = await tx
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, row.id))
      .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw new HttpError("not_found", "No such photo in this listing");
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
    await renumber(
      tx,
      photos.filter((p) => p.id !== photo.id).map((p) => p.id),
    );
    const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
    return { listing: await toOwnerListing(tx, saved ?? row), storageKey: photo.storageKey };
  });
  // After the commit: a failed delete leaves an unused file, never a row without its files.
  await removePhotoFiles(storage, storageKey);
  return listing;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function renumber(tx: Tx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, id));
  }
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
    const photos = await tx
      .select({ id: propertyPhotos.id })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, row.id));
    const known = new Set(photos.map((p) => p.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], {
        ids: listingMessage("listing.photo.order", locale),
      });
    }
    await renumber(tx, ids);
    const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
    return toOwnerListing(tx, saved ?? row);
  });
}
