import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema/catalogue.ts";
import { type RentalRow, rentalMessageReads, type rentalMessages } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { type NoticeFacts, newMessageEmail, reportedMessageEmail } from "../../../mail/conversation-emails.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import type { Tx } from "../rental-moves.ts";

/*
 * Who hears of a new message, queued in the transaction that stores it (the outbox). The other
 * participants each get one notice, then no other for NOTICE_GAP_MS while messages keep coming:
 * a lively conversation is not a stream of e-mails. Staff hear only when the listing has no
 * owner account (they answer for it then); otherwise they read the conversation in the backoffice.
 */

/** At most one notice per recipient per rental in this time. */
export const NOTICE_GAP_MS = 15 * 60_000;

type MessageRow = typeof rentalMessages.$inferSelect;
type Ctx = { now: Date; publicUrl: string; staffEmail: string | null };

async function factsOf(tx: Db | Tx, rental: RentalRow): Promise<Omit<NoticeFacts, "author">> {
  const [listing] = await tx
    .select({ code: properties.code, titlePt: properties.titlePt, titleEn: properties.titleEn })
    .from(properties)
    .where(eq(properties.id, rental.propertyId));
  return {
    rentalId: rental.id,
    rentalCode: rental.code,
    listing: listing ?? { code: "", titlePt: "", titleEn: null },
  };
}

/**
 * Claims the right to notify `userId` now: true when they were never notified about this rental
 * or not in the last NOTICE_GAP_MS. One conditional UPDATE, so two messages at once send one notice.
 */
async function claimNotice(tx: Db | Tx, rentalId: string, userId: string, now: Date): Promise<boolean> {
  await tx.insert(rentalMessageReads).values({ rentalId, userId }).onConflictDoNothing();
  const claimed = await tx
    .update(rentalMessageReads)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(rentalMessageReads.rentalId, rentalId),
        eq(rentalMessageReads.userId, userId),
        or(
          isNull(rentalMessageReads.notifiedAt),
          lte(rentalMessageReads.notifiedAt, new Date(now.getTime() - NOTICE_GAP_MS)),
        ),
      ),
    )
    .returning({ userId: rentalMessageReads.userId });
  return claimed.length > 0;
}

/** Queues the notices of `message` to every participant but its writer. */
export async function noticeNewMessage(tx: Db | Tx, rental: RentalRow, message: MessageRow, ctx: Ctx) {
  const facts: NoticeFacts = { ...(await factsOf(tx, rental)), author: message.author };
  const recipients = [rental.studentId, rental.ownerId].filter(
    (id): id is string => id !== null && id !== message.authorId,
  );
  for (const userId of recipients) {
    if (!(await claimNotice(tx, rental.id, userId, ctx.now))) continue;
    const [person] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    if (person) await enqueueEmail(tx, newMessageEmail(facts, person, ctx.publicUrl));
  }
  if (rental.ownerId === null && message.author !== "staff" && ctx.staffEmail) {
    // Staff's inbox is no account with a read marker: one notice per rental per NOTICE_GAP_MS window.
    const window = Math.floor(ctx.now.getTime() / NOTICE_GAP_MS);
    const email = newMessageEmail(facts, { name: "", email: ctx.staffEmail, locale: "pt" }, ctx.publicUrl);
    await enqueueEmail(tx, { ...email, dedupeKey: `rental-message:${rental.id}:staff:${window}` });
  }
}

/** Queues staff's e-mail about a reported message, once per message. */
export async function noticeReport(tx: Db | Tx, rental: RentalRow, message: MessageRow, ctx: Ctx) {
  if (!ctx.staffEmail) return;
  const email = reportedMessageEmail(await factsOf(tx, rental), ctx.staffEmail, ctx.publicUrl);
  await enqueueEmail(tx, { ...email, dedupeKey: `rental-message-report:${message.id}` });
}
