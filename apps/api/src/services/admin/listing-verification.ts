import type { AdminListing } from "@campuslar/domain/admin/admin-dto";
import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { VerificationMethod } from "@campuslar/domain/property/verification";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";
import { getAdminListing } from "./listing-review.ts";

/*
 * Verified listings (issue 22): a staff member saw the home, by a visit or a video call, and
 * checked it matches its listing. Students see how and when; staff also see who.
 */

/** Throws the 404 of an unknown code; else gives the listing's status. */
async function statusOf(db: Db, code: string, locale: Locale) {
  const [row] = await db.select({ status: properties.status }).from(properties).where(eq(properties.code, code));
  if (!row) throw new HttpError("not_found", adminMessage("admin.listing.notFound", locale));
  return row.status;
}

/**
 * Marks a published listing verified now, by `staffId`. Verifying it again (a later visit)
 * replaces how, when and who. Only a published listing: a draft or a pending one may still
 * change before anyone sees it, so there is nothing yet to vouch for. One write; the listing's
 * status is read only to say why nothing was written (unknown, or not published).
 */
export async function verifyListing(
  db: Db,
  code: string,
  method: VerificationMethod,
  staffId: string,
  locale: Locale,
  now: Date,
): Promise<AdminListing> {
  const verified = await db
    .update(properties)
    .set({ verifiedAt: now, verificationMethod: method, verifiedBy: staffId, updatedAt: now })
    .where(and(eq(properties.code, code), eq(properties.status, "published")))
    .returning({ id: properties.id });
  if (verified.length === 0) {
    await statusOf(db, code, locale);
    throw new HttpError("conflict", adminMessage("admin.listing.notPublished", locale));
  }
  return getAdminListing(db, code, locale);
}

/**
 * Takes the badge off, whatever the listing's status (the home changed, or the visit was
 * mistaken). Withdrawing from a listing not verified changes nothing and is not an error; an
 * unknown code is a 404 (`getAdminListing`).
 */
export async function withdrawVerification(db: Db, code: string, locale: Locale, now: Date): Promise<AdminListing> {
  await db
    .update(properties)
    .set({ verifiedAt: null, verificationMethod: null, verifiedBy: null, updatedAt: now })
    .where(and(eq(properties.code, code), isNotNull(properties.verifiedAt)));
  return getAdminListing(db, code, locale);
}
