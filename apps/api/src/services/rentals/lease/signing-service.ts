import { leaseFormMessage, sameName } from "@campuslar/domain/rentals/lease-form-messages";
import type { LeaseView, SignLeaseForm } from "@campuslar/domain/rentals/lease-view";
import { completesSignatures } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { leaseSignatures, leases, type RentalRow } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../../lib/validation-messages.ts";
import {
  type LeasePerson,
  leaseCodeEmail,
  leaseCompleteEmail,
  leaseSignedByOtherEmail,
} from "../../../mail/lease-emails.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { renderSignedLeasePdf } from "../../../pdf/lease-pdf.ts";
import { issueFirstPayment } from "../../payments/charges/charge-service.ts";
import { applyMove, lockRental, type Tx } from "../rental-moves.ts";
import { type LeaseRow, leaseConflict, liveLease, liveSignatures, termsOf } from "./lease-records.ts";
import { type LeaseContext, leaseViewOf } from "./lease-service.ts";
import { CODE_MINUTES, issueCode, spendCode } from "./signature-codes.ts";

/*
 * Signing a lease (issue 35, point 6): a simple electronic signature (Lei 14.063/2020, art. 4, I;
 * decision 036). The signer reads the lease, types their full name, and confirms with a code sent
 * to their verified e-mail; the signature keeps the time, address, browser and the hash of the
 * PDF they read. The second signature completes the rental, makes the signed copy and mails it
 * to both.
 */

const fieldRefused = (field: "typedName" | "code", key: string, ctx: LeaseContext) =>
  new HttpError("validation_failed", VALIDATION_MESSAGE[ctx.locale], { [field]: leaseFormMessage(key, ctx.locale) });

const personOf = async (tx: Db | Tx, id: string | null): Promise<LeasePerson | undefined> => {
  if (!id) return undefined;
  const [user] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return user;
};

/** The signer's rental and live lease, locked: only its student or owner, while it waits for signatures. */
async function signable(tx: Tx, ctx: LeaseContext, rentalId: string) {
  const { rental, side } = await lockRental(tx, rentalId, ctx.actor);
  if (side !== "student" && side !== "owner")
    throw new HttpError("forbidden", leaseFormMessage("lease.staffCannotSign", ctx.locale));
  if (rental.state !== "awaiting_signatures") throw leaseConflict("lease.notReady", ctx.locale);
  const lease = await liveLease(tx, rental.id);
  if (!lease) throw leaseConflict("lease.notReady", ctx.locale);
  const signatures = await liveSignatures(tx, lease.id);
  if (signatures.some((s) => s.side === side)) throw leaseConflict("lease.alreadySigned", ctx.locale);
  return { rental, side, lease, signatures };
}

/** E-mails the signer a new code, in their language. */
export const sendSignatureCode = (ctx: LeaseContext, rentalId: string) =>
  ctx.db.transaction(async (tx) => {
    const { rental, lease } = await signable(tx, ctx, rentalId);
    const code = await issueCode(tx, lease.id, ctx.actor.id, ctx.now);
    if (!code) throw new HttpError("rate_limited", leaseFormMessage("lease.code.tooMany", ctx.locale));
    const me = await personOf(tx, ctx.actor.id);
    if (me) await enqueueEmail(tx, leaseCodeEmail(me, rental, code, CODE_MINUTES, ctx.publicUrl));
    return { expiresInMinutes: CODE_MINUTES };
  });

export type SignatureOrigin = { ip: string | null; userAgent: string | null };

/**
 * Signs for the caller's side. A wrong code spends a try even though the answer is a 400, so the
 * check commits on its own before anything else is refused.
 */
export async function signLease(
  ctx: LeaseContext,
  rentalId: string,
  form: SignLeaseForm,
  origin: SignatureOrigin,
): Promise<LeaseView> {
  const check = await ctx.db.transaction(async (tx) => {
    const { lease } = await signable(tx, ctx, rentalId);
    const me = await personOf(tx, ctx.actor.id);
    // Refused before the code is looked at: a mistyped name spends no try.
    if (!me || !sameName(form.typedName, me.name)) throw fieldRefused("typedName", "lease.name.mismatch", ctx);
    return spendCode(tx, lease.id, ctx.actor.id, form.code, ctx.now);
  });
  if (check !== "ok") throw fieldRefused("code", check, ctx);
  return ctx.db.transaction(async (tx) => {
    const { rental, side, lease, signatures } = await signable(tx, ctx, rentalId);
    await tx.insert(leaseSignatures).values({
      leaseId: lease.id,
      side,
      userId: ctx.actor.id,
      typedName: form.typedName.trim(),
      documentSha256: lease.sha256,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      signedAt: ctx.now,
    });
    const signed = { student: side === "student", owner: side === "owner" };
    for (const s of signatures) signed[s.side] = true;
    const done = completesSignatures(signed);
    const moved = await applyMove(
      tx,
      rental,
      done ? "complete_signatures" : "sign",
      { side, userId: ctx.actor.id },
      {
        now: ctx.now,
        detail: { leaseVersion: lease.version, sha256: lease.sha256 },
      },
    );
    const all = await liveSignatures(tx, lease.id);
    const final = done ? await completeLease(tx, ctx, moved, lease) : lease;
    // Issue 36: the first payment falls due in the same transaction (or, with nothing due, the rental moves on).
    const current = done ? (await issueFirstPayment(tx, moved, ctx)).rental : moved;
    if (!done) {
      const other = await personOf(tx, side === "student" ? rental.ownerId : rental.studentId);
      if (other) await enqueueEmail(tx, leaseSignedByOtherEmail(other, rental, ctx.publicUrl));
    }
    return leaseViewOf(current, final, all, ctx.actor);
  });
}

/** Both signed: the signed copy (lease + signature page) stored and mailed to both, attached. */
async function completeLease(tx: Tx, ctx: LeaseContext, rental: RentalRow, lease: LeaseRow): Promise<LeaseRow> {
  const signatures = await liveSignatures(tx, lease.id);
  const bytes = await renderSignedLeasePdf(
    termsOf(lease),
    lease.sha256,
    signatures.map((s) => ({ ...s, ip: s.ip ?? null })),
  );
  const { storageKey, sha256 } = await ctx.files.put(`leases/${rental.id}`, bytes);
  const [updated] = await tx
    .update(leases)
    .set({ signedStorageKey: storageKey, signedSha256: sha256 })
    .where(eq(leases.id, lease.id))
    .returning();
  const attachment = {
    fileName: `contrato-${rental.code}-assinado.pdf`,
    contentType: "application/pdf",
    storageKey,
  };
  for (const id of [rental.studentId, rental.ownerId]) {
    const person = await personOf(tx, id);
    if (person) await enqueueEmail(tx, leaseCompleteEmail(person, rental, attachment, ctx.publicUrl));
  }
  return updated ?? lease;
}
