import {
  ADMIN_PAGE_SIZE,
  type AdminListing,
  type AdminListingPage,
  type AdminListingQuery,
  type AdminListingUpdate,
  type CustomerList,
} from "@campuslar/domain/admin/admin-dto";
import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { PHOTO_ASPECT, photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais } from "@campuslar/domain/money/money";
import type { AccommodationType } from "@campuslar/domain/property/property-enums";
import type { VerificationMethod } from "@campuslar/domain/property/verification";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { users } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";
import { listingPublishedEmail, listingRejectedEmail } from "../../mail/listing-review-emails.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import { priceMedians, pricePosition } from "../catalogue/price-medians.ts";
import { verificationCutoff, verificationView } from "../catalogue/verification-policy.ts";
import { storeListingCommutes } from "../commute/store-commutes.ts";
import type { Tx } from "../owner-listings/listing-writes.ts";
import { openReportCountsByCode } from "../reports/report-service.ts";
import { ensureNearbyUniversities } from "./nearby-universities.ts";

/** The review queue's card shows this many photos; `photosCount` says how many there are. */
const PREVIEW_PHOTOS = 4;
const PREVIEW_WIDTH = 400;

/** The staff member who verified a listing, beside its owner (both are users). */
const verifier = alias(users, "verifier");

const listingColumns = {
  id: properties.id,
  code: properties.code,
  status: properties.status,
  titlePt: properties.titlePt,
  titleEn: properties.titleEn,
  descriptionPt: properties.descriptionPt,
  descriptionEn: properties.descriptionEn,
  neighbourhood: properties.neighbourhood,
  rentCents: properties.rentCents,
  purpose: properties.purpose,
  type: properties.type,
  areaM2: properties.areaM2,
  advertisedUnit: properties.advertisedUnit,
  sharedBedroom: properties.sharedBedroom,
  hasFurniture: properties.hasFurniture,
  allInCents: properties.allInCents,
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
  sponsored: properties.sponsored,
  customerSlug: customers.slug,
  customerName: customers.name,
  rejectionReason: properties.rejectionReason,
  submittedAt: properties.submittedAt,
  publishedAt: properties.publishedAt,
  updatedAt: properties.updatedAt,
  verifiedAt: properties.verifiedAt,
  verificationMethod: properties.verificationMethod,
  verifierName: verifier.name,
};

type ListingRow = {
  id: number;
  code: string;
  status: AdminListing["status"];
  titlePt: string;
  titleEn: string;
  descriptionPt: string;
  descriptionEn: string;
  neighbourhood: string;
  rentCents: number | null;
  purpose: "rent" | "sale";
  type: AccommodationType;
  areaM2: number;
  advertisedUnit: "whole" | "room";
  sharedBedroom: boolean;
  hasFurniture: boolean;
  allInCents: number | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  sponsored: boolean;
  customerSlug: string | null;
  customerName: string | null;
  rejectionReason: string | null;
  submittedAt: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
  verifiedAt: Date | null;
  verificationMethod: VerificationMethod | null;
  verifierName: string | null;
};

const selectListings = (db: Db) =>
  db
    .select(listingColumns)
    .from(properties)
    .leftJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(verifier, eq(verifier.id, properties.verifiedBy));

/** Photos of each listing in order, at most PREVIEW_PHOTOS each, and how many in all. */
async function photosOf(db: Db, ids: number[]) {
  const byListing = new Map<number, { photos: AdminListing["photos"]; count: number }>();
  if (ids.length === 0) return byListing;
  const rows = await db
    .select({ propertyId: propertyPhotos.propertyId, storageKey: propertyPhotos.storageKey })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, ids))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id));
  for (const row of rows) {
    const entry = byListing.get(row.propertyId) ?? { photos: [], count: 0 };
    entry.count += 1;
    if (entry.photos.length < PREVIEW_PHOTOS) {
      entry.photos.push({
        url: photoUrl(row.storageKey, PREVIEW_WIDTH),
        width: PREVIEW_WIDTH,
        height: Math.round(PREVIEW_WIDTH / PHOTO_ASPECT),
      });
    }
    byListing.set(row.propertyId, entry);
  }
  return byListing;
}

async function toAdminListings(db: Db, rows: ListingRow[], locale: Locale): Promise<AdminListing[]> {
  const [photos, medians] = await Promise.all([
    photosOf(
      db,
      rows.map((row) => row.id),
    ),
    priceMedians(db),
  ]);
  return rows.map((row) => ({
    code: row.code,
    status: row.status,
    // The English title only when the owner gave one.
    title: localizedText(locale, row.titlePt, row.titleEn).text,
    texts: {
      pt: { title: row.titlePt, description: row.descriptionPt },
      en: { title: row.titleEn, description: row.descriptionEn },
    },
    neighbourhood: row.neighbourhood,
    rentAmount: row.rentCents === null ? null : centsToReais(row.rentCents),
    // Against the published listings' medians: a price far below them is flagged in review (issue 22).
    pricePosition: row.purpose === "rent" ? pricePosition(medians, row) : null,
    owner:
      row.ownerId && row.ownerName !== null && row.ownerEmail !== null
        ? { id: row.ownerId, name: row.ownerName, email: row.ownerEmail }
        : null,
    photos: photos.get(row.id)?.photos ?? [],
    photosCount: photos.get(row.id)?.count ?? 0,
    sponsored: row.sponsored,
    customer: row.customerSlug && row.customerName ? { slug: row.customerSlug, name: row.customerName } : null,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    verification:
      row.verifiedAt && row.verificationMethod
        ? { ...verificationView(row.verifiedAt, row.verificationMethod), verifiedBy: row.verifierName }
        : null,
  }));
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The review queue: listings of one status (pending by default). Pending ones come oldest
 * submitted first, so nobody waits behind later arrivals; the others most recently changed first.
 */
export async function listAdminListings(db: Db, query: AdminListingQuery, locale: Locale): Promise<AdminListingPage> {
  const conditions = [eq(properties.status, query.status)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(lower(${properties.code}) like ${pattern} or ${properties.searchText} like unaccent(${pattern})
        or unaccent(lower(${properties.titlePt})) like unaccent(${pattern})
        or lower(coalesce(${users.email}, '')) like ${pattern} or unaccent(lower(coalesce(${users.name}, ''))) like unaccent(${pattern}))`,
    );
  }
  if (query.verification === "due") conditions.push(lte(properties.verifiedAt, verificationCutoff()));
  const where = and(...conditions);
  const order =
    query.status === "pending"
      ? [sql`${properties.submittedAt} asc nulls last`, asc(properties.id)]
      : query.verification === "due"
        ? [asc(properties.verifiedAt), asc(properties.id)]
        : [desc(properties.updatedAt), desc(properties.id)];
  const pageSize = ADMIN_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    selectListings(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(properties).leftJoin(users, eq(users.id, properties.ownerId)).where(where),
  ]);
  const n = total?.n ?? 0;
  const listings = await toAdminListings(db, rows as ListingRow[], locale);
  const openReports = await openReportCountsByCode(
    db,
    listings.map((listing) => listing.code),
  );
  return {
    items: listings.map((listing) => ({ ...listing, openReports: openReports.get(listing.code) ?? 0 })),
    page: query.page,
    pageSize,
    total: n,
    totalPages: Math.ceil(n / pageSize),
  };
}

export async function getAdminListing(db: Db, code: string, locale: Locale): Promise<AdminListing> {
  const [row] = await selectListings(db).where(eq(properties.code, code));
  if (!row) throw new HttpError("not_found", adminMessage("admin.listing.notFound", locale));
  const [listing] = await toAdminListings(db, [row as ListingRow], locale);
  return listing as AdminListing;
}

/** The listing, or a 404; a 409 unless it waits for review. */
async function pendingListing(db: Db, code: string, locale: Locale) {
  const [row] = await db
    .select({
      id: properties.id,
      status: properties.status,
      titlePt: properties.titlePt,
      titleEn: properties.titleEn,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(eq(properties.code, code));
  if (!row) throw new HttpError("not_found", adminMessage("admin.listing.notFound", locale));
  if (row.status !== "pending") throw new HttpError("conflict", adminMessage("admin.listing.notPending", locale));
  return row;
}

/** The owner of a listing, to write to in their language; none for a seeded listing. */
export async function ownerOf(tx: Db | Tx, ownerId: string | null) {
  if (!ownerId) return undefined;
  const [owner] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner;
}

/** The listing's title as its owner reads it: the English one only where there is one. */
export const titleFor = (listing: { titlePt: string; titleEn: string }, locale: Locale) =>
  (locale === "en" && listing.titleEn) || listing.titlePt;

/**
 * Puts a pending listing on the site, with its distances to the universities near it and its
 * commutes to every university, and e-mails the owner in their language with the link, in the same transaction.
 */
export async function publishListing(
  db: Db,
  code: string,
  locale: Locale,
  now: Date,
  publicUrl: string,
): Promise<AdminListing> {
  const listing = await pendingListing(db, code, locale);
  await db.transaction(async (tx) => {
    const published = await tx
      .update(properties)
      .set({ status: "published", publishedAt: now, rejectionReason: null, updatedAt: now })
      .where(and(eq(properties.id, listing.id), eq(properties.status, "pending")))
      .returning({ id: properties.id });
    // Another reviewer got there first.
    if (published.length === 0) throw new HttpError("conflict", adminMessage("admin.listing.notPending", locale));
    await ensureNearbyUniversities(tx as unknown as Db, listing.id);
    // Its minutes to every campus, before anyone can search for it.
    await storeListingCommutes(tx, listing.id);
    const owner = await ownerOf(tx, listing.ownerId);
    if (owner) {
      await enqueueEmail(tx, listingPublishedEmail(owner, { code, title: titleFor(listing, owner.locale) }, publicUrl));
    }
  });
  return getAdminListing(db, code, locale);
}

/**
 * Sends a pending listing back to its owner as a draft with the reason, and e-mails the owner
 * in their language, in the same transaction: no rejection without its e-mail, nor the reverse.
 */
export async function rejectListing(
  db: Db,
  code: string,
  reason: string,
  locale: Locale,
  now: Date,
  publicUrl: string,
): Promise<AdminListing> {
  const listing = await pendingListing(db, code, locale);
  await db.transaction(async (tx) => {
    const rejected = await tx
      .update(properties)
      .set({ status: "draft", rejectionReason: reason, updatedAt: now })
      .where(and(eq(properties.id, listing.id), eq(properties.status, "pending")))
      .returning({ id: properties.id });
    if (rejected.length === 0) throw new HttpError("conflict", adminMessage("admin.listing.notPending", locale));
    const owner = await ownerOf(tx, listing.ownerId);
    if (owner) {
      const title = titleFor(listing, owner.locale);
      await enqueueEmail(tx, listingRejectedEmail(owner, { code, title }, reason, publicUrl));
    }
  });
  return getAdminListing(db, code, locale);
}

/** Sponsorship: the flag, and which customer (by slug) the listing belongs to. */
export async function updateAdminListing(
  db: Db,
  code: string,
  change: AdminListingUpdate,
  locale: Locale,
  now: Date,
): Promise<AdminListing> {
  const set: Partial<typeof properties.$inferInsert> = { updatedAt: now };
  if (change.sponsored !== undefined) set.sponsored = change.sponsored;
  if (change.customer !== undefined) {
    if (change.customer === null) set.customerId = null;
    else {
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.slug, change.customer));
      if (!customer) {
        const message = adminMessage("admin.customer.unknown", locale);
        throw new HttpError("validation_failed", message, { customer: message });
      }
      set.customerId = customer.id;
    }
  }
  const updated = await db
    .update(properties)
    .set(set)
    .where(eq(properties.code, code))
    .returning({ id: properties.id });
  if (updated.length === 0) throw new HttpError("not_found", adminMessage("admin.listing.notFound", locale));
  return getAdminListing(db, code, locale);
}

export async function listCustomers(db: Db): Promise<CustomerList> {
  return {
    items: await db.select({ slug: customers.slug, name: customers.name }).from(customers).orderBy(asc(customers.name)),
  };
}
