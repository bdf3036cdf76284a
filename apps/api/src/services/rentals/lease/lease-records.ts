import type { Locale } from "@campuslar/domain/i18n/locales";
import { leaseFormMessage } from "@campuslar/domain/rentals/lease-form-messages";
import { checkLeaseTerms } from "@campuslar/domain/rentals/lease-law";
import type { LeaseTerms } from "@campuslar/domain/rentals/lease-terms";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { leaseSignatures, leases } from "../../../db/schema/rentals.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { Tx } from "../rental-moves.ts";

/*
 * The rows of a lease: its live version (the newest not voided) and its live signatures, and the
 * law's refusal as an API error. Shared by reading, signing and amending.
 */

export type LeaseRow = typeof leases.$inferSelect;
export type SignatureRow = typeof leaseSignatures.$inferSelect;

export async function liveLease(db: Db | Tx, rentalId: string): Promise<LeaseRow | undefined> {
  const [lease] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.rentalId, rentalId), isNull(leases.voidedAt)))
    .orderBy(desc(leases.version))
    .limit(1);
  return lease;
}

export const liveSignatures = (db: Db | Tx, leaseId: string): Promise<SignatureRow[]> =>
  db
    .select()
    .from(leaseSignatures)
    .where(and(eq(leaseSignatures.leaseId, leaseId), isNull(leaseSignatures.voidedAt)))
    .orderBy(leaseSignatures.signedAt);

export const termsOf = (lease: LeaseRow): LeaseTerms => lease.terms as unknown as LeaseTerms;

/** A 409 with one of the lease's sentences in the visitor's language. */
export const leaseConflict = (key: string, locale: Locale) => new HttpError("conflict", leaseFormMessage(key, locale));

/**
 * No lease is made from terms the tenancy law refuses: a 422 whose message gives every broken
 * rule with its article, in the visitor's language.
 */
export function assertLawful(terms: LeaseTerms, locale: Locale): void {
  const refusals = checkLeaseTerms(terms);
  if (refusals.length === 0) return;
  throw new HttpError("unprocessable", refusals.map((r) => r.message[locale]).join(" "));
}
