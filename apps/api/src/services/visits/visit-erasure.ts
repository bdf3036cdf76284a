import { ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import { LIVE_VISIT_STATUSES } from "@campuslar/domain/visits/visit-rules";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { visitLinks, visits } from "../../db/schema/visits.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import { ownerVisitEmail } from "../../mail/visit-emails.ts";
import { type MailContext, ownerSide, takeBackVisitReminders } from "./visit-mail-service.ts";
import { scheduleOf } from "./visit-schedule-service.ts";
import { listingById, mailFacts } from "./visit-service.ts";

/*
 * A student's visits when their account goes (decision 018): every one keeps only its time and
 * listing, the student's links close, the e-mails about them not yet sent go, and the coming ones
 * are cancelled with the owner told (nobody will come), in a notice that names nobody.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Anonymises the visits booked with `email`, cancels the coming ones and closes their links. */
export async function eraseStudentVisits(tx: Tx, email: string, ctx: MailContext): Promise<void> {
  const erased = await tx
    .update(visits)
    .set({ name: ERASED_PERSON_NAME, email: "", phone: "", updatedAt: ctx.now })
    .where(sql`lower(${visits.email}) = ${email.toLowerCase()}`)
    .returning({ id: visits.id });
  if (erased.length === 0) return;
  const ids = erased.map((row) => row.id);
  await tx.delete(visitLinks).where(and(eq(visitLinks.side, "student"), inArray(visitLinks.visitId, ids)));
  // E-mails about these visits not sent yet name the student: they go, like a lead's staff e-mails.
  for (const id of ids) {
    await takeBackVisitReminders(tx, id);
    await tx
      .delete(emailOutbox)
      .where(
        and(eq(emailOutbox.status, "pending"), sql`${emailOutbox.calendar}->>'content' like ${`%UID:visit-${id}@%`}`),
      );
  }
  // Anonymised first: the owner's notice names nobody.
  const cancelled = await tx
    .update(visits)
    .set({ status: "cancelled", sequence: sql`${visits.sequence} + 1` })
    .where(and(inArray(visits.id, ids), inArray(visits.status, [...LIVE_VISIT_STATUSES]), gt(visits.startsAt, ctx.now)))
    .returning();
  for (const row of cancelled) {
    const listing = await listingById(tx, row.propertyId);
    const facts = mailFacts(row, listing, await scheduleOf(tx, listing.id));
    for (const owner of await ownerSide(tx, listing, ctx.staffEmail)) {
      await enqueueEmail(tx, ownerVisitEmail("cancelled", facts, owner, ctx.publicUrl, null));
    }
  }
}
