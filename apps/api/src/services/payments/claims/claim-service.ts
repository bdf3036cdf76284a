import type { Locale } from "@campuslar/domain/i18n/locales";
import { claimWindowOpen } from "@campuslar/domain/payments/arrival-hold";
import { claimDecisionSchemaFor } from "@campuslar/domain/payments/claim-forms";
import type { ClaimDecision, ClaimReason } from "@campuslar/domain/payments/payment-enums";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { arrivalClaims } from "../../../db/schema/payments.ts";
import { privateFileReads, type RentalRow, rentalEvents, rentals } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { PrivateFileStore } from "../../../lib/private-files.ts";
import { VALIDATION_MESSAGE } from "../../../lib/validation-messages.ts";
import type { RentalMailContext } from "../../rentals/rental-mail.ts";
import { applyMove, lockRental, readRental, type Tx } from "../../rentals/rental-moves.ts";
import { recordAudit } from "../../staff-security/audit-log.ts";
import { tellArrival } from "../hold/arrival-moves.ts";
import { endHold, heldCentsOf } from "../hold/end-hold.ts";
import { type CheckedPhoto, claimPhotoType } from "./claim-photos.ts";

/*
 * Arrival claims (issue 36, point 5): within the 48 hours the student says the home failed them
 * (no keys, not as described, unsafe), with photos; the money stays held; staff decide: release,
 * a partial refund, or everything back. Photos live in the private store under
 * `claims/<rental id>`, read only by that student and staff, every read logged.
 */

const MESSAGES = {
  notStudent: {
    pt: "Só o estudante do aluguel pode abrir uma reclamação.",
    en: "Only the rental's student can open a claim.",
  },
  notAwaiting: {
    pt: "Uma reclamação só pode ser aberta enquanto o pagamento está retido, antes da liberação.",
    en: "A claim can only be opened while the payment is held, before it is released.",
  },
  windowClosed: {
    pt: "As reclamações de chegada são aceitas do dia da mudança até 48 horas depois do fim desse dia.",
    en: "Arrival claims are accepted from the move-in day until 48 hours after that day ends.",
  },
  notInClaim: { pt: "Esta reclamação já foi decidida.", en: "This claim has already been decided." },
  noClaim: { pt: "Não há reclamação neste aluguel.", en: "There is no claim on this rental." },
} satisfies Record<string, Record<Locale, string>>;

const say = (key: keyof typeof MESSAGES, locale: Locale) => MESSAGES[key][locale];

export type ClaimContext = { now: Date; locale: Locale; mail: RentalMailContext; commissionBps: number };

export type ClaimView = {
  id: string;
  rentalId: string;
  rentalCode: string;
  rentalState: string;
  listingCode: string;
  listingTitle: string;
  studentName: string;
  ownerName: string | null;
  /** How many rentals this owner has cancelled (`cancel_by_owner` moves): recorded on the owner. */
  ownerCancellations: number;
  reason: ClaimReason;
  description: string;
  photos: { index: number; url: string }[];
  openedAt: string;
  heldCents: number;
  decision: ClaimDecision | null;
  refundCents: number | null;
  decidedAt: string | null;
};

/** Who may send a claim now, checked before a byte of the body is read and again under the lock. */
function assertMayClaim(rental: RentalRow, side: string, now: Date, locale: Locale) {
  if (side !== "student") throw new HttpError("forbidden", say("notStudent", locale));
  if (rental.state !== "awaiting_move_in") throw new HttpError("conflict", say("notAwaiting", locale));
  if (!claimWindowOpen(rental.moveIn, now)) throw new HttpError("conflict", say("windowClosed", locale));
}

export async function assertMayOpenClaim(db: Db, actor: Actor, rentalId: string, now: Date, locale: Locale) {
  const { rental, side } = await readRental(db, rentalId, actor);
  assertMayClaim(rental, side, now, locale);
}

/**
 * Opens the claim: photos stored, the claim written, `open_claim` applied (the money stays held),
 * the student told (with the concierge's offer), the owner and staff told. Photos stored before a
 * refusal under the lock are deleted again.
 */
export async function openClaim(
  db: Db,
  privateFiles: PrivateFileStore,
  actor: Actor,
  rentalId: string,
  input: { reason: ClaimReason; description: string; photos: CheckedPhoto[] },
  ctx: ClaimContext,
): Promise<ClaimView> {
  const stored: string[] = [];
  try {
    const claimId = await db.transaction(async (tx) => {
      const { rental, side } = await lockRental(tx, rentalId, actor);
      assertMayClaim(rental, side, ctx.now, ctx.locale);
      for (const photo of input.photos)
        stored.push((await privateFiles.put(`claims/${rental.id}`, photo.bytes)).storageKey);
      const [claim] = await tx
        .insert(arrivalClaims)
        .values({
          rentalId: rental.id,
          reason: input.reason,
          description: input.description,
          photoKeys: stored,
          openedBy: actor.id,
          openedAt: ctx.now,
        })
        .returning({ id: arrivalClaims.id });
      const moved = await applyMove(
        tx,
        rental,
        "open_claim",
        { side: "student", userId: actor.id },
        {
          now: ctx.now,
          detail: { reason: input.reason },
        },
      );
      const amounts = { heldCents: await heldCentsOf(tx, rental.id) };
      await tellArrival(tx, moved, "claim_opened_student", "student", amounts, ctx.mail);
      await tellArrival(tx, moved, "claim_opened_owner", "owner", amounts, ctx.mail);
      await tellArrival(tx, moved, "claim_opened_staff", "staff", amounts, ctx.mail);
      return claim?.id as string;
    });
    return await claimView(db, claimId);
  } catch (error) {
    for (const key of stored) await privateFiles.delete(key);
    throw error;
  }
}

const photoUrl = (rentalId: string, index: number) => `/v2/rentals/${rentalId}/claim/photos/${index}`;

async function ownerCancellations(db: Db | Tx, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: rentals.ownerId, n: count() })
    .from(rentalEvents)
    .innerJoin(rentals, eq(rentals.id, rentalEvents.rentalId))
    .where(and(eq(rentalEvents.move, "cancel_by_owner"), inArray(rentals.ownerId, ownerIds)))
    .groupBy(rentals.ownerId);
  return new Map(rows.map((row) => [row.ownerId as string, Number(row.n)]));
}

async function claimRows(db: Db | Tx, where: ReturnType<typeof eq> | undefined) {
  const rows = await db
    .select({ claim: arrivalClaims, rental: rentals, listing: properties, studentName: users.name })
    .from(arrivalClaims)
    .innerJoin(rentals, eq(rentals.id, arrivalClaims.rentalId))
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .innerJoin(users, eq(users.id, rentals.studentId))
    .where(where)
    .orderBy(desc(arrivalClaims.openedAt));
  const ownerIds = [...new Set(rows.map((row) => row.rental.ownerId).filter((id): id is string => id !== null))];
  const ownerNames = new Map(
    ownerIds.length === 0
      ? []
      : (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds))).map(
          (row) => [row.id, row.name] as const,
        ),
  );
  const cancellations = await ownerCancellations(db, ownerIds);
  const views: ClaimView[] = [];
  for (const { claim, rental, listing, studentName } of rows) {
    views.push({
      id: claim.id,
      rentalId: rental.id,
      rentalCode: rental.code,
      rentalState: rental.state,
      listingCode: listing.code,
      listingTitle: listing.titlePt,
      studentName,
      ownerName: rental.ownerId ? (ownerNames.get(rental.ownerId) ?? null) : null,
      ownerCancellations: rental.ownerId ? (cancellations.get(rental.ownerId) ?? 0) : 0,
      reason: claim.reason,
      description: claim.description,
      photos: claim.photoKeys.map((_, index) => ({ index, url: photoUrl(rental.id, index) })),
      openedAt: claim.openedAt.toISOString(),
      heldCents: await heldCentsOf(db, rental.id),
      decision: claim.decision,
      refundCents: claim.refundCents,
      decidedAt: claim.decidedAt?.toISOString() ?? null,
    });
  }
  return views;
}

async function claimView(db: Db | Tx, claimId: string): Promise<ClaimView> {
  const [view] = await claimRows(db, eq(arrivalClaims.id, claimId));
  if (!view) throw new HttpError("not_found", "No such claim");
  return view;
}

/** Staff's list: every claim, the newest first, those waiting for a decision included. */
export const listClaims = (db: Db): Promise<ClaimView[]> => claimRows(db, undefined);

/** One claim for staff. */
export const claimForStaff = (db: Db, claimId: string): Promise<ClaimView> => claimView(db, claimId);

/** The claim of a rental, for its student and staff only (the owner is told, not shown the photos). */
export async function claimOfRental(db: Db, actor: Actor, rentalId: string, locale: Locale): Promise<ClaimView> {
  const { rental, side } = await readRental(db, rentalId, actor);
  if (side !== "student" && side !== "staff")
    throw new HttpError("forbidden", "Only the student and staff see a claim");
  const [claim] = await db
    .select({ id: arrivalClaims.id })
    .from(arrivalClaims)
    .where(eq(arrivalClaims.rentalId, rental.id));
  if (!claim) throw new HttpError("not_found", say("noClaim", locale));
  return claimView(db, claim.id);
}

/** A claim photo's bytes for the student who sent it or staff, the read logged with who and why. */
export async function readClaimPhoto(
  db: Db,
  privateFiles: PrivateFileStore,
  actor: Actor,
  rentalId: string,
  index: number,
  locale: Locale,
) {
  const { rental, side } = await readRental(db, rentalId, actor);
  if (side !== "student" && side !== "staff")
    throw new HttpError("forbidden", "Only the student and staff see claim photos");
  const [claim] = await db.select().from(arrivalClaims).where(eq(arrivalClaims.rentalId, rental.id));
  const storageKey = claim?.photoKeys[index];
  if (!claim || !storageKey) throw new HttpError("not_found", say("noClaim", locale));
  const bytes = await privateFiles.read(storageKey);
  await db.insert(privateFileReads).values({
    storageKey,
    readerId: actor.id,
    purpose: side === "staff" ? "claim_review" : "student_own_copy",
  });
  return { bytes, contentType: claimPhotoType(bytes) };
}

/**
 * A decision may name its partial refund in centavos (`refundCents`, for API callers) or as typed
 * in reais (`refundAmount`, the backoffice form); centavos become the typed form by string
 * operations, so one schema checks both.
 */
function withTypedAmount(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const { refundCents, ...rest } = body as Record<string, unknown>;
  if ("refundAmount" in rest || !Number.isSafeInteger(refundCents)) return rest;
  const cents = String(refundCents);
  if (cents.startsWith("-")) return { ...rest, refundAmount: cents };
  const padded = cents.padStart(3, "0");
  return { ...rest, refundAmount: `${padded.slice(0, -2)},${padded.slice(-2)}` };
}

/** A 400 naming each field, in the caller's language. */
const refusedFields = (issues: { path: PropertyKey[]; message: string }[], locale: Locale) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "decision")] ??= issue.message;
  return new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/**
 * Staff decide (money staff, second factor confirmed): the claim's rental moves (`resolve_claim`
 * for a release or a partial refund, `refund_claim` for everything back), the hold ends with the
 * refund, the decision is written, audited, and both sides are told: one transaction.
 */
export async function decideClaim(
  db: Db,
  actor: Actor,
  claimId: string,
  body: unknown,
  ctx: ClaimContext & { ip: string | null },
): Promise<ClaimView> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(arrivalClaims).where(eq(arrivalClaims.id, claimId));
    if (!found) throw new HttpError("not_found", "No such claim");
    const { rental } = await lockRental(tx, found.rentalId, actor);
    const [claim] = await tx.select().from(arrivalClaims).where(eq(arrivalClaims.id, claimId)).for("update");
    if (!claim || claim.decision !== null || rental.state !== "in_claim") {
      throw new HttpError("conflict", say("notInClaim", ctx.locale));
    }
    const held = await heldCentsOf(tx, rental.id);
    // What may be refunded depends on what is held now: checked under the lock.
    const parsed = claimDecisionSchemaFor(ctx.locale, held).safeParse(withTypedAmount(body));
    if (!parsed.success) throw refusedFields(parsed.error.issues, ctx.locale);
    const input = parsed.data;
    const refundCents = input.refundCents;
    const move = input.decision === "full_refund" ? "refund_claim" : "resolve_claim";
    const moved = await applyMove(
      tx,
      rental,
      move,
      { side: "staff", userId: actor.id },
      {
        now: ctx.now,
        detail: { decision: input.decision, refundCents },
      },
    );
    const end = await endHold(tx, moved, {
      reason: "claim",
      refundCents,
      penaltyCents: 0,
      actorId: actor.id,
      commissionBps: ctx.commissionBps,
    });
    await tx
      .update(arrivalClaims)
      .set({
        decision: input.decision,
        refundCents: end.refundCents,
        decisionNote: input.note ?? null,
        decidedBy: actor.id,
        decidedAt: ctx.now,
      })
      .where(eq(arrivalClaims.id, claim.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "claim.decide",
      subjectType: "arrival_claim",
      subjectId: claim.id,
      detail: { rentalId: rental.id, decision: input.decision, heldCents: end.heldCents, refundCents: end.refundCents },
      ip: ctx.ip,
    });
    const amounts = { heldCents: end.heldCents, refundCents: end.refundCents };
    await tellArrival(tx, moved, "claim_decided_student", "student", amounts, ctx.mail);
    await tellArrival(tx, moved, "claim_decided_owner", "owner", amounts, ctx.mail);
  });
  return claimView(db, claimId);
}
