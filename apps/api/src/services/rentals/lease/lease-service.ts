import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { leaseClauses } from "@campuslar/domain/rentals/lease-messages";
import type { LeaseView } from "@campuslar/domain/rentals/lease-view";
import { eq, max } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { leases, privateFileReads, type RentalRow } from "../../../db/schema/rentals.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { PaymentsConfig } from "../../../lib/payments-config.ts";
import type { PrivateFileStore } from "../../../lib/private-files.ts";
import { renderHousingLetterPdf } from "../../../pdf/housing-letter-pdf.ts";
import { renderLeasePdf } from "../../../pdf/lease-pdf.ts";
import { lockRental, type Tx } from "../rental-moves.ts";
import {
  assertLawful,
  type LeaseRow,
  leaseConflict,
  liveLease,
  liveSignatures,
  type SignatureRow,
  termsOf,
} from "./lease-records.ts";
import { leaseTermsOf } from "./lease-terms-of.ts";

/*
 * Reading a rental's lease (issue 35, point 5). The first read once the rental waits for
 * signatures makes the lease: its terms checked against the law, its PDF drawn, stored privately
 * and hashed, one `leases` row per version. The rental is locked meanwhile, so two first reads at
 * once make one lease. The PDFs are read back only through here, each read logged.
 */

export type LeaseContext = {
  db: Db;
  files: PrivateFileStore;
  actor: Actor;
  now: Date;
  locale: Locale;
  publicUrl: string;
  creci: string | null;
  /** Where the first payment is paid (issue 36); the demo company when absent. */
  payments?: PaymentsConfig;
};

async function makeLease(tx: Tx, rental: RentalRow, ctx: LeaseContext): Promise<LeaseRow> {
  if (rental.state !== "awaiting_signatures") throw leaseConflict("lease.notReady", ctx.locale);
  const [last] = await tx
    .select({ version: max(leases.version) })
    .from(leases)
    .where(eq(leases.rentalId, rental.id));
  const terms = await leaseTermsOf(tx, rental, (last?.version ?? 0) + 1, saoPauloDate(ctx.now));
  assertLawful(terms, ctx.locale);
  const { storageKey, sha256 } = await ctx.files.put(`leases/${rental.id}`, await renderLeasePdf(terms));
  const [lease] = await tx
    .insert(leases)
    .values({ rentalId: rental.id, version: terms.version, terms, storageKey, sha256, createdAt: ctx.now })
    .returning();
  if (!lease) throw new Error("lease not stored");
  return lease;
}

export function leaseViewOf(rental: RentalRow, lease: LeaseRow, signatures: SignatureRow[], actor: Actor): LeaseView {
  const side = actor.id === rental.studentId ? "student" : actor.id === rental.ownerId ? "owner" : null;
  const terms = termsOf(lease);
  return {
    rentalId: rental.id,
    rentalCode: rental.code,
    state: rental.state,
    version: lease.version,
    sha256: lease.sha256,
    clauses: leaseClauses(terms),
    signatures: signatures.map((s) => ({
      side: s.side,
      name: s.typedName,
      signedAt: s.signedAt.toISOString(),
    })),
    side,
    maySign: side !== null && rental.state === "awaiting_signatures" && !signatures.some((s) => s.side === side),
    complete: lease.signedStorageKey !== null,
  };
}

/** The rental's live lease, made on the first read once the rental waits for signatures. */
export const openLease = (ctx: LeaseContext, rentalId: string): Promise<LeaseView> =>
  ctx.db.transaction(async (tx) => {
    const { rental } = await lockRental(tx, rentalId, ctx.actor);
    const lease = (await liveLease(tx, rental.id)) ?? (await makeLease(tx, rental, ctx));
    return leaseViewOf(rental, lease, await liveSignatures(tx, lease.id), ctx.actor);
  });

async function readLogged(ctx: LeaseContext, storageKey: string, purpose: string): Promise<Uint8Array> {
  const bytes = await ctx.files.read(storageKey);
  await ctx.db.insert(privateFileReads).values({ storageKey, readerId: ctx.actor.id, purpose, at: ctx.now });
  return bytes;
}

/** The lease's PDF: the signed copy once both signed, else the copy being signed. */
export async function leasePdf(ctx: LeaseContext, rentalId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { rental, lease } = await ctx.db.transaction(async (tx) => {
    const { rental } = await lockRental(tx, rentalId, ctx.actor);
    const lease = await liveLease(tx, rental.id);
    if (!lease) throw leaseConflict("lease.notReady", ctx.locale);
    return { rental, lease };
  });
  const key = lease.signedStorageKey ?? lease.storageKey;
  const bytes = await readLogged(ctx, key, lease.signedStorageKey ? "signed_lease" : "lease");
  return { bytes, fileName: `contrato-${rental.code}-v${lease.version}.pdf` };
}

/** The housing letter: the student's and staff's, once both signed (the rental waits for payment). */
export async function housingLetter(ctx: LeaseContext, rentalId: string, lang: Locale) {
  const { rental, side } = await ctx.db.transaction((tx) => lockRental(tx, rentalId, ctx.actor));
  if (side === "owner") throw new HttpError("not_found", "No such rental");
  const lease = await liveLease(ctx.db, rental.id);
  if (!lease?.signedStorageKey) throw leaseConflict("lease.notSigned", ctx.locale);
  const bytes = await renderHousingLetterPdf(termsOf(lease), { name: "CampusLar", creci: ctx.creci }, lang);
  return { bytes, fileName: `carta-de-moradia-${rental.code}-${lang}.pdf` };
}
