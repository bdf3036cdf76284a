import { ADMIN_PAGE_SIZE, type ListingChange, type ListingChangePage } from "@campuslar/domain/admin/admin-dto";
import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { formChanges } from "@campuslar/domain/listing/listing-changes";
import type { ListingForm } from "@campuslar/domain/listing/listing-form";
import { PHOTO_ASPECT, photoUrl } from "@campuslar/domain/media/photo-sizes";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listingRevisions, properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { users } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";
import { listingChangesApprovedEmail, listingChangesDeclinedEmail } from "../../mail/listing-review-emails.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import { formFromRow } from "../owner-listings/listing-columns.ts";
import type { Revision } from "../owner-listings/listing-revisions.ts";
import { renumberPhotos, saveForm, type Tx } from "../owner-listings/listing-writes.ts";
import type { PhotoStorage } from "../photos/photo-storage.ts";
import { removePhotoFiles } from "../photos/process-photo.ts";
import { ownerOf, titleFor } from "./listing-review.ts";

/*
 * Staff's side of edits to published listings (decision 017): the queue of changes, what each
 * changes, and approving (the change becomes what students see) or declining with a reason.
 */

const PREVIEW_WIDTH = 400;
type PropertyRow = typeof properties.$inferSelect;

/** Changes waiting, oldest first: nobody waits behind later arrivals. Declined ones are the owner's. */
const waiting = and(isNull(listingRevisions.rejectionReason), eq(properties.status, "published"));

export async function listListingChanges(db: Db, page: number, locale: Locale): Promise<ListingChangePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        property: properties,
        revision: listingRevisions,
        owner: { id: users.id, name: users.name, email: users.email },
      })
      .from(listingRevisions)
      .innerJoin(properties, eq(properties.id, listingRevisions.propertyId))
      .leftJoin(users, eq(users.id, properties.ownerId))
      .where(waiting)
      .orderBy(asc(listingRevisions.createdAt), asc(listingRevisions.propertyId))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(listingRevisions)
      .innerJoin(properties, eq(properties.id, listingRevisions.propertyId))
      .where(waiting),
  ]);
  const items = await Promise.all(
    rows.map(({ property, revision, owner }) => toListingChange(db, property, owner, revision, locale)),
  );
  const n = total?.n ?? 0;
  return { items, page, pageSize: ADMIN_PAGE_SIZE, total: n, totalPages: Math.ceil(n / ADMIN_PAGE_SIZE) };
}

async function toListingChange(
  db: Db,
  row: PropertyRow,
  owner: { id: string | null; name: string | null; email: string | null } | null,
  revision: Revision,
  locale: Locale,
): Promise<ListingChange> {
  return {
    code: row.code,
    title: localizedText(locale, row.titlePt, row.titleEn).text,
    owner:
      owner?.id && owner.name !== null && owner.email !== null
        ? { id: owner.id, name: owner.name, email: owner.email }
        : null,
    version: revision.version,
    updatedAt: revision.updatedAt.toISOString(),
    fields: formChanges(formFromRow(row), revision.form as ListingForm),
    photos: revision.photoIds ? await photoPreviews(db, row.id, revision.photoIds) : null,
  };
}

/** The photos students see now, and the ones the owner wants, in their orders. */
async function photoPreviews(db: Db, propertyId: number, wanted: number[]) {
  const rows = await db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  const preview = (photo: (typeof rows)[number]) => ({
    id: photo.id,
    url: photoUrl(photo.storageKey, PREVIEW_WIDTH),
    width: PREVIEW_WIDTH,
    height: Math.round(PREVIEW_WIDTH / PHOTO_ASPECT),
  });
  return {
    before: rows.filter((photo) => photo.approved).map(preview),
    after: wanted.flatMap((id) => rows.filter((photo) => photo.id === id).map(preview)),
  };
}

/**
 * The waiting change of a listing, locked for the decision; 404 for no listing, 409 when nothing
 * waits or the owner edited it since staff looked (`version`).
 */
async function changeToDecide(tx: Tx, code: string, version: number, locale: Locale) {
  const [row] = await tx.select().from(properties).where(eq(properties.code, code));
  if (!row) throw new HttpError("not_found", adminMessage("admin.listing.notFound", locale));
  const [revision] = await tx
    .select()
    .from(listingRevisions)
    .where(eq(listingRevisions.propertyId, row.id))
    .for("update");
  if (!revision || revision.rejectionReason !== null) {
    throw new HttpError("conflict", adminMessage("admin.change.none", locale));
  }
  if (revision.version !== version) throw new HttpError("conflict", adminMessage("admin.change.stale", locale));
  return { row, revision };
}

/**
 * Makes the change what students see: the form into the listing's columns (rooms and distances
 * follow), the photos approved in the owner's order and the ones left out removed (their files
 * after the commit); the owner is e-mailed in the same transaction.
 */
export async function approveListingChange(
  db: Db,
  storage: PhotoStorage,
  code: string,
  version: number,
  locale: Locale,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const removedKeys = await db.transaction(async (tx) => {
    const { row, revision } = await changeToDecide(tx, code, version, locale);
    const saved = await saveForm(tx, row, revision.form as ListingForm, now);
    let removed: string[] = [];
    if (revision.photoIds) {
      const all = await tx
        .select({ id: propertyPhotos.id, storageKey: propertyPhotos.storageKey })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, row.id));
      const wanted = new Set(revision.photoIds);
      const gone = all.filter((photo) => !wanted.has(photo.id));
      if (gone.length > 0) {
        await tx.delete(propertyPhotos).where(
          inArray(
            propertyPhotos.id,
            gone.map((photo) => photo.id),
          ),
        );
      }
      if (revision.photoIds.length > 0) {
        await tx.update(propertyPhotos).set({ approved: true }).where(inArray(propertyPhotos.id, revision.photoIds));
      }
      await renumberPhotos(tx, revision.photoIds);
      removed = gone.map((photo) => photo.storageKey);
    }
    await tx.delete(listingRevisions).where(eq(listingRevisions.propertyId, row.id));
    const owner = await ownerOf(tx, row.ownerId);
    if (owner) {
      const listing = { code: row.code, title: titleFor(saved, owner.locale) };
      await enqueueEmail(tx, listingChangesApprovedEmail(owner, listing, publicUrl));
    }
    return removed;
  });
  await Promise.all(removedKeys.map((key) => removePhotoFiles(storage, key)));
}

/**
 * Leaves the published listing as it is and hands the change back to its owner with the reason,
 * e-mailed in the same transaction. The change stays in their editor to fix or discard.
 */
export async function declineListingChange(
  db: Db,
  code: string,
  version: number,
  reason: string,
  locale: Locale,
  now: Date,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await changeToDecide(tx, code, version, locale);
    await tx
      .update(listingRevisions)
      .set({ rejectionReason: reason, updatedAt: now })
      .where(eq(listingRevisions.propertyId, row.id));
    const owner = await ownerOf(tx, row.ownerId);
    if (owner) {
      const listing = { code: row.code, title: titleFor(row, owner.locale) };
      await enqueueEmail(tx, listingChangesDeclinedEmail(owner, listing, reason, publicUrl));
    }
  });
}
