import type { Locale } from "@campuslar/domain/i18n/locales";
import { isBlankListingForm, mayOwnerDelete } from "@campuslar/domain/listing/drafts";
import { type ListingFormPatch, listingSubmitSchema, mergeListingForm } from "@campuslar/domain/listing/listing-form";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { OwnerInterest, OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { PHOTO_WIDTHS, photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais } from "@campuslar/domain/money/money";
import { formatPropertyCode } from "@campuslar/domain/property/property-code";
import { roomIdentity } from "@campuslar/domain/property/rooms";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Actor, assertMayManageListing } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { properties, propertyPhotos, rooms } from "../../db/schema/catalogue.ts";
import { interestRequests, purchaseInterests } from "../../db/schema/leads.ts";
import { users } from "../../db/schema/users.ts";
import { visitSettings, visitWindows } from "../../db/schema/visits.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import type { PhotoStorage } from "../photos/photo-storage.ts";
import { removePhotoFiles } from "../photos/process-photo.ts";
import { formFromRow, formToColumns } from "./listing-columns.ts";
import { localizedFieldErrors } from "./listing-errors.ts";
import { changesOf, dropChange, editsNeedReview, proposeChange, revisionsOf, wantedForm } from "./listing-revisions.ts";
import { saveForm, syncNearbyUniversities, syncRooms, type Tx } from "./listing-writes.ts";

type PropertyRow = typeof properties.$inferSelect;

/** The listing of a code if the caller may manage it; 404 otherwise (see `policy.ts`). */
export async function listingFor(db: Db | Tx, actor: Actor, code: string): Promise<PropertyRow> {
  const [row] = await db.select().from(properties).where(eq(properties.code, code.toUpperCase()));
  assertMayManageListing(actor, row);
  return row as PropertyRow;
}

// ---------------------------------------------------------------------------------------------
// Reading

const srcsetOf = (key: string) => PHOTO_WIDTHS.map((width) => `${photoUrl(key, width)} ${width}w`).join(", ");

export async function toOwnerListings(db: Db | Tx, rows: PropertyRow[]): Promise<OwnerListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photoRows, roomRows, interestRows, revisions, windowRows] = await Promise.all([
    db
      .select()
      .from(propertyPhotos)
      .where(inArray(propertyPhotos.propertyId, ids))
      .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id)),
    db.select().from(rooms).where(inArray(rooms.propertyId, ids)).orderBy(asc(rooms.position), asc(rooms.id)),
    db
      .select({ propertyId: interestRequests.propertyId, n: count() })
      .from(interestRequests)
      .where(inArray(interestRequests.propertyId, ids))
      .groupBy(interestRequests.propertyId),
    revisionsOf(db, ids),
    db
      .selectDistinct({ propertyId: visitWindows.propertyId })
      .from(visitWindows)
      .innerJoin(visitSettings, eq(visitSettings.propertyId, visitWindows.propertyId))
      .where(inArray(visitWindows.propertyId, ids)),
  ]);
  const withHours = new Set(windowRows.map((r) => r.propertyId));
  const middle = PHOTO_WIDTHS[1] ?? PHOTO_WIDTHS[0];
  type PhotoRow = (typeof photoRows)[number];
  /** The photos as the owner wants them: a waiting change's order, else the approved ones. */
  const photosOf = (propertyId: number, wanted: number[] | null | undefined): PhotoRow[] => {
    const own = photoRows.filter((photo) => photo.propertyId === propertyId);
    if (!wanted) return own.filter((photo) => photo.approved);
    return wanted.flatMap((id) => own.filter((photo) => photo.id === id));
  };
  return rows.map((row) => ({
    code: row.code,
    status: row.status,
    form: wantedForm(row, revisions.get(row.id)),
    photos: photosOf(row.id, revisions.get(row.id)?.photoIds).map((photo, position) => ({
      id: photo.id,
      url: photoUrl(photo.storageKey, middle),
      srcset: srcsetOf(photo.storageKey),
      width: middle,
      height: Math.round((middle * photo.height) / photo.width),
      position,
      awaitingReview: !photo.approved,
    })),
    rooms: roomRows
      .filter((room) => room.propertyId === row.id)
      .map((room, index) => ({
        id: room.id,
        ...roomIdentity(room, index),
        available: room.available,
        occupiedUntil: room.available ? null : room.occupiedUntil,
      })),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    interestsCount: interestRows.find((r) => r.propertyId === row.id)?.n ?? 0,
    visitHours: row.purpose === "sale" ? null : withHours.has(row.id),
    changes: changesOf(row, revisions.get(row.id)),
    monthlyCharges: { condoFee: centsToReais(row.condoFeeCents), iptu: centsToReais(row.iptuCents) },
  }));
}

export async function toOwnerListing(db: Db | Tx, row: PropertyRow): Promise<OwnerListing> {
  const [listing] = await toOwnerListings(db, [row]);
  if (!listing) throw new Error("unreachable: one row in, one listing out");
  return listing;
}

/** The caller's listings, most recently changed first (staff see their own here too). */
export async function listOwnerListings(db: Db, actor: Actor): Promise<OwnerListing[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, actor.id))
    .orderBy(desc(properties.updatedAt), desc(properties.id));
  return toOwnerListings(db, rows);
}

export async function getOwnerListing(db: Db, actor: Actor, code: string): Promise<OwnerListing> {
  return toOwnerListing(db, await listingFor(db, actor, code));
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The next free `SP…` code after the highest in use (the seed numbers from SP10001). */
async function nextCode(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(substring(${properties.code} from 3)::int)` })
    .from(properties)
    .where(sql`${properties.code} ~ '^SP[0-9]+$'`);
  const highest = row?.max ?? 10_000;
  return formatPropertyCode(Math.max(highest, 10_000) - 10_000 + 1);
}

/**
 * The caller's draft that holds nothing typed and no photo, never sent for review: what an
 * earlier "List a place" left behind (the page without JavaScript creates the draft on the click).
 */
async function blankDraftOf(tx: Tx, actor: Actor): Promise<PropertyRow | undefined> {
  const drafts = await tx
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.ownerId, actor.id),
        eq(properties.status, "draft"),
        isNull(properties.submittedAt),
        sql`not exists (select 1 from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id})`,
      ),
    )
    .orderBy(desc(properties.updatedAt), desc(properties.id));
  return drafts.find((row) => isBlankListingForm(formFromRow(row)));
}

/** The caller's listing that the dialog opening with this `Idempotency-Key` started, if any. */
async function draftOfKey(tx: Tx, actor: Actor, key: string | null): Promise<PropertyRow | undefined> {
  if (!key) return undefined;
  const [row] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, actor.id), eq(properties.idempotencyKey, key)));
  return row;
}

/**
 * Starts a listing: a new draft with a fresh code, or, when the owner already has a blank draft,
 * that one (filled with what was sent), so repeated clicks on "List a place" never pile up empty
 * drafts. The same `Idempotency-Key` (one per opening of the dialog) answers the draft it first
 * started, filled with what was sent while it is still a draft never sent for review, so quick
 * saves from one dialog make one draft. `created` says which. A tenant who starts one becomes an owner.
 */
export async function createOwnerListing(
  db: Db,
  actor: Actor,
  patch: ListingFormPatch,
  now: Date,
  idempotencyKey: string | null = null,
) {
  return db.transaction(async (tx) => {
    // One start at a time per owner, so two clicks at once cannot both find no blank draft.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const resume = async (row: PropertyRow) => {
      const open = row.status === "draft" && row.submittedAt === null;
      const saved = open ? await saveForm(tx, row, mergeListingForm(formFromRow(row), patch), now) : row;
      return { created: false, listing: await toOwnerListing(tx, saved) };
    };
    const started = await draftOfKey(tx, actor, idempotencyKey);
    if (started) return resume(started);
    const blank = await blankDraftOf(tx, actor);
    if (blank) {
      // This dialog's key now names the draft it resumed: its next quick save finds it again.
      if (idempotencyKey) await tx.update(properties).set({ idempotencyKey }).where(eq(properties.id, blank.id));
      return resume(blank);
    }
    const form = mergeListingForm({}, patch);
    let created: PropertyRow | undefined;
    for (let attempt = 0; !created && attempt < 5; attempt++) {
      const code = await nextCode(tx);
      [created] = await tx
        .insert(properties)
        .values({
          code,
          ...formToColumns(form, code),
          status: "draft",
          ownerId: actor.id,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        // A taken code tries the next one; a taken key (a start that slipped past the lock) is
        // found below: the unique index, not the read above, is what guarantees one draft a key.
        .onConflictDoNothing()
        .returning();
      if (!created) {
        const raced = await draftOfKey(tx, actor, idempotencyKey);
        if (raced) return resume(raced);
      }
    }
    if (!created) throw new HttpError("conflict", "Could not reserve a listing code; please try again");
    await syncRooms(tx, created.id, form.bedrooms);
    await syncNearbyUniversities(tx, created, form.neighbourhood !== undefined);
    if (actor.role === "tenant") {
      await tx.update(users).set({ role: "owner", updatedAt: now }).where(eq(users.id, actor.id));
    }
    return { created: true, listing: await toOwnerListing(tx, created) };
  });
}

/**
 * Deletes a listing students never saw (a draft, or one waiting for review) with its rooms and
 * photos; the photo files go after the commit. A published or archived listing, or one that
 * received requests (staff keep those), is refused with a 409 saying whom to ask.
 */
export async function deleteOwnerListing(
  db: Db,
  storage: PhotoStorage,
  actor: Actor,
  code: string,
  locale: Locale,
): Promise<void> {
  const storageKeys = await db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    if (!mayOwnerDelete(row.status)) throw new HttpError("conflict", listingMessage("listing.delete.status", locale));
    const [rentals, purchases] = await Promise.all([
      tx.select({ n: count() }).from(interestRequests).where(eq(interestRequests.propertyId, row.id)),
      tx.select({ n: count() }).from(purchaseInterests).where(eq(purchaseInterests.propertyId, row.id)),
    ]);
    if ((rentals[0]?.n ?? 0) + (purchases[0]?.n ?? 0) > 0)
      throw new HttpError("conflict", listingMessage("listing.delete.hasRequests", locale));
    const photos = await tx
      .select({ storageKey: propertyPhotos.storageKey })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, row.id));
    // Rooms, photos' rows, distances and favourites go with it (on delete cascade).
    await tx.delete(properties).where(eq(properties.id, row.id));
    return photos.map((photo) => photo.storageKey);
  });
  // After the commit: a failed file delete leaves an unused file, never a row without its files.
  await Promise.all(storageKeys.map((key) => removePhotoFiles(storage, key)));
}

/**
 * Autosave: any status; a published listing stays published, and what students see changes only
 * once staff approve (decision 017): the edit is kept as the listing's change waiting for review.
 * A listing that students can see (or staff are reviewing) must stay complete: a change that would
 * leave a required field empty is refused with the field's message.
 */
export async function updateOwnerListing(
  db: Db,
  actor: Actor,
  code: string,
  patch: ListingFormPatch,
  locale: Locale,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    const revisions = editsNeedReview(row) ? await revisionsOf(tx, [row.id]) : new Map();
    const form = mergeListingForm(wantedForm(row, revisions.get(row.id)), patch);
    if (row.status === "published" || row.status === "pending") {
      const parsed = listingSubmitSchema.safeParse(form);
      if (!parsed.success) {
        const fields = localizedFieldErrors(parsed.error.issues, locale);
        throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
      }
    }
    if (editsNeedReview(row)) {
      await proposeChange(tx, row, { form }, now);
      return toOwnerListing(tx, row);
    }
    const saved = await saveForm(tx, row, form, now);
    return toOwnerListing(tx, saved);
  });
}

/**
 * Drops the owner's change to a published listing, and the photos added for it: the listing is
 * again exactly what students see. Nothing to drop is not an error (a second click, a stale page).
 */
export async function discardListingChanges(
  db: Db,
  storage: PhotoStorage,
  actor: Actor,
  code: string,
): Promise<OwnerListing> {
  const { listing, storageKeys } = await db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    const storageKeys = await dropChange(tx, row.id);
    return { listing: await toOwnerListing(tx, row), storageKeys };
  });
  // After the commit: a failed file delete leaves an unused file, never a row without its files.
  await Promise.all(storageKeys.map((key) => removePhotoFiles(storage, key)));
  return listing;
}

/** Sends a draft for review: every required field and at least one photo, else 400 naming them. */
export async function submitOwnerListing(db: Db, actor: Actor, code: string, locale: Locale, now: Date) {
  return db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    if (row.status !== "draft" && row.status !== "pending") {
      throw new HttpError("conflict", listingMessage("listing.submit.status", locale));
    }
    const parsed = listingSubmitSchema.safeParse(formFromRow(row));
    const fields = parsed.success ? {} : localizedFieldErrors(parsed.error.issues, locale);
    const [photos] = await tx.select({ n: count() }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, row.id));
    if ((photos?.n ?? 0) === 0) fields.photos = listingMessage("listing.photos.required", locale);
    if (Object.keys(fields).length > 0) throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
    if (row.status === "pending") return toOwnerListing(tx, row);
    const [saved] = await tx
      .update(properties)
      .set({ status: "pending", submittedAt: now, rejectionReason: null, updatedAt: now })
      .where(eq(properties.id, row.id))
      .returning();
    return toOwnerListing(tx, saved ?? row);
  });
}

/**
 * The red/green of a room, and for a taken one the last day of its tenant's stay when given
 * (`undefined` keeps the one stored). A room marked free forgets it: the next tenant's is unknown.
 */
export async function setRoomAvailability(
  db: Db,
  actor: Actor,
  code: string,
  roomId: number,
  change: { available: boolean; occupiedUntil?: string | null | undefined },
  now: Date,
) {
  const { available, occupiedUntil } = change;
  return db.transaction(async (tx) => {
    const row = await listingFor(tx, actor, code);
    const [room] = await tx
      .update(rooms)
      .set(
        available
          ? { available, occupiedUntil: null }
          : { available, ...(occupiedUntil === undefined ? {} : { occupiedUntil }) },
      )
      .where(and(eq(rooms.id, roomId), eq(rooms.propertyId, row.id)))
      .returning();
    if (!room) throw new HttpError("not_found", "No such room in this listing");
    const [saved] = await tx.update(properties).set({ updatedAt: now }).where(eq(properties.id, row.id)).returning();
    return toOwnerListing(tx, saved ?? row);
  });
}

/** Interest requests on the caller's listings, newest first. */
export async function listOwnerInterests(db: Db, actor: Actor): Promise<OwnerInterest[]> {
  const rows = await db
    .select({
      id: interestRequests.id,
      createdAt: interestRequests.createdAt,
      propertyCode: properties.code,
      propertyTitle: properties.titlePt,
      name: interestRequests.name,
      email: interestRequests.email,
      phone: interestRequests.phone,
      moveDate: interestRequests.moveDate,
      stayPeriodMonths: interestRequests.stayPeriodMonths,
      warrantyType: interestRequests.warrantyType,
      proposalCents: interestRequests.proposalCents,
      comments: interestRequests.comments,
      contactMethod: interestRequests.contactMethod,
      isStudent: interestRequests.isStudent,
    })
    .from(interestRequests)
    .innerJoin(properties, eq(properties.id, interestRequests.propertyId))
    .where(eq(properties.ownerId, actor.id))
    .orderBy(desc(interestRequests.createdAt), desc(interestRequests.id))
    .limit(500);
  return rows.map(({ proposalCents, createdAt, ...rest }) => ({
    ...rest,
    createdAt: createdAt.toISOString(),
    proposal: centsToReais(proposalCents),
  }));
}
