import { LIVE_VISIT_STATUSES } from "@campuslar/domain/visits/visit-rules";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitLinks, visits } from "../../db/schema/visits.ts";
import { type MailContext, ownerSide, queueVisitEmails, takeBackVisitReminders } from "./visit-mail-service.ts";
import { scheduleOf } from "./visit-schedule-service.ts";
import { listingById, mailFacts } from "./visit-service.ts";

/*
 * A listing that leaves the catalogue takes its coming visits with it (issue 34): otherwise the
 * student could still move a visit to a listing nobody answers for, and the owner's link could
 * confirm it. Runs in the transaction that takes the listing off, before its owner is unset.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Cancels the live visits not yet started of `propertyIds`, takes back their reminders and tells
 * the student and the owner's side, each in their language. Answers how many were cancelled.
 */
export async function cancelVisitsOfWithdrawnListings(
  tx: Tx,
  propertyIds: readonly number[],
  ctx: MailContext,
): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const cancelled = await tx
    .update(visits)
    .set({ status: "cancelled", sequence: sql`${visits.sequence} + 1`, updatedAt: ctx.now })
    .where(
      and(
        inArray(visits.propertyId, [...propertyIds]),
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
        gt(visits.startsAt, ctx.now),
      ),
    )
    .returning();
  for (const row of cancelled) {
    const listing = await listingById(tx, row.propertyId);
    await takeBackVisitReminders(tx, row.id);
    const facts = mailFacts(row, listing, await scheduleOf(tx, listing.id));
    await queueVisitEmails(tx, "withdrawn", facts, await ownerSide(tx, listing, ctx.staffEmail), ctx);
  }
  return cancelled.length;
}

/**
 * Closes the owner's links of every visit of `propertyIds` (the owner's account is going): the
 * e-mails already sent to them then open nothing, the student's contact included.
 */
export async function closeOwnerVisitLinks(tx: Tx, propertyIds: readonly number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  const ofListings = tx
    .select({ id: visits.id })
    .from(visits)
    .where(inArray(visits.propertyId, [...propertyIds]));
  await tx.delete(visitLinks).where(and(eq(visitLinks.side, "owner"), inArray(visitLinks.visitId, ofListings)));
}
