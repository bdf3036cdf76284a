import type { Locale } from "@campuslar/domain/i18n/locales";
import type { MaskedKind, MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { conversationMessage } from "@campuslar/domain/rentals/conversation-messages";
import { maskingApplies, maskMessage } from "@campuslar/domain/rentals/message-masking";
import { isFinal } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { type RentalRow, rentalMessageReads, rentalMessages } from "../../../db/schema/rentals.ts";
import { HttpError } from "../../../lib/errors.ts";
import { readRental, type RentalViewer as Side, type Tx } from "../rental-moves.ts";
import { noticeNewMessage, noticeReport } from "./conversation-notices.ts";

/*
 * A rental's conversation (issue 35, point 3): its student, its owner and staff read it and write
 * in it; anyone else gets 404, as for the rental itself. Until the lease is signed a message is
 * masked on the way in (message-masking.ts) and only the masked text is stored.
 */

export type ConversationContext = { locale: Locale; now: Date; publicUrl: string; staffEmail: string | null };

type MessageRow = typeof rentalMessages.$inferSelect;

/** The most messages one read answers; the page polls for newer ones after the last it has. */
const PAGE_SIZE = 500;

const refuse = (code: "conflict" | "forbidden", key: string, locale: Locale) =>
  new HttpError(code, conversationMessage(key, locale));

const rentalOf = (db: Db | Tx, actor: Actor, rentalId: string) => readRental(db, rentalId, actor);

/** The sides write until the rental ends; staff may always join (a scam to explain, a question after). */
const mayWrite = (side: Side, rental: RentalRow) => side === "staff" || !isFinal(rental.state);

function viewOf(row: MessageRow, actor: Actor, side: Side): MessageView {
  return {
    id: row.id,
    author: row.author,
    mine: row.authorId === actor.id,
    body: row.body,
    masked: row.masked as MaskedKind[],
    createdAt: row.createdAt.toISOString(),
    // Staff see every report; a participant sees only their own, never that the other side reported them.
    reported: row.reportedAt !== null && (side === "staff" || row.reportedBy === actor.id),
    reportReason: side === "staff" ? row.reportReason : null,
  };
}

/** Marks the conversation read by `userId` up to `messageId` (never backwards). */
async function markRead(db: Db | Tx, rentalId: string, userId: string, messageId: number) {
  await db
    .insert(rentalMessageReads)
    .values({ rentalId, userId, lastReadId: messageId })
    .onConflictDoUpdate({
      target: [rentalMessageReads.rentalId, rentalMessageReads.userId],
      set: { lastReadId: sql`greatest(${rentalMessageReads.lastReadId}, ${messageId})` },
    });
}

/** The messages after `after` (all when absent), oldest first; reading them marks them read. */
export async function listMessages(db: Db, actor: Actor, rentalId: string, after: number | undefined) {
  const { rental, side } = await rentalOf(db, actor, rentalId);
  const rows = await db
    .select()
    .from(rentalMessages)
    .where(and(eq(rentalMessages.rentalId, rental.id), gt(rentalMessages.id, after ?? 0)))
    .orderBy(asc(rentalMessages.id))
    .limit(PAGE_SIZE);
  const last = rows.at(-1);
  if (last) await markRead(db, rental.id, actor.id, last.id);
  return {
    items: rows.map((row) => viewOf(row, actor, side)),
    masking: maskingApplies(rental.state),
    side,
    open: mayWrite(side, rental),
  };
}

/** Writes a message as the caller's side, masked while the lease is unsigned, and tells the others. */
export async function postMessage(
  db: Db,
  actor: Actor,
  rentalId: string,
  body: string,
  ctx: ConversationContext,
): Promise<MessageView> {
  return db.transaction(async (tx) => {
    const { rental, side } = await rentalOf(tx, actor, rentalId);
    if (!mayWrite(side, rental)) throw refuse("conflict", "conversation.closed", ctx.locale);
    const shown = maskingApplies(rental.state) ? maskMessage(body) : { text: body, masked: [] };
    const [row] = await tx
      .insert(rentalMessages)
      .values({ rentalId: rental.id, authorId: actor.id, author: side, body: shown.text, masked: shown.masked })
      .returning();
    if (!row) throw new Error("message not stored");
    await markRead(tx, rental.id, actor.id, row.id);
    await noticeNewMessage(tx, rental, row, ctx);
    return viewOf(row, actor, side);
  });
}

/** A participant reports a message of another side; staff see it flagged and are e-mailed once. */
export async function reportMessage(
  db: Db,
  actor: Actor,
  rentalId: string,
  messageId: number,
  reason: string,
  ctx: ConversationContext,
): Promise<MessageView> {
  return db.transaction(async (tx) => {
    const { rental, side } = await rentalOf(tx, actor, rentalId);
    const [message] = await tx
      .select()
      .from(rentalMessages)
      .where(and(eq(rentalMessages.id, messageId), eq(rentalMessages.rentalId, rental.id)))
      .for("update");
    if (!message) throw new HttpError("not_found", "No such message");
    if (side === "staff") throw refuse("forbidden", "conversation.staffReport", ctx.locale);
    if (message.author === side) throw refuse("forbidden", "conversation.ownMessage", ctx.locale);
    // A second report of the same message changes nothing: the first one is already with staff.
    if (message.reportedAt) return viewOf(message, actor, side);
    const [reported] = await tx
      .update(rentalMessages)
      .set({ reportedAt: ctx.now, reportedBy: actor.id, reportReason: reason })
      .where(eq(rentalMessages.id, message.id))
      .returning();
    if (!reported) throw new Error("report not stored");
    await noticeReport(tx, rental, reported, ctx);
    return viewOf(reported, actor, side);
  });
}
