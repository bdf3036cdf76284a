import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template made it, for the staff inbox and tests. */
  template: string;
  locale: Locale;
  /** The same key never queues two e-mails (e.g. `welcome:<userId>`). */
  dedupeKey?: string;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` on an alert. */
  headers?: Record<string, string>;
  /** An iCalendar invitation (or its cancellation), sent as the message's `text/calendar` part and as an `.ics` file. */
  calendar?: CalendarPart;
  /** Not before this time (a reminder the day before a visit); at once when absent. */
  sendAfter?: Date;
  /** Private files sent attached (a signed lease), read from the private store when the e-mail goes. */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { fileName: string; contentType: string; storageKey: string };

export type CalendarPart = { method: "REQUEST" | "CANCEL"; content: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An e-mail as its outbox row. */
const rowOf = (email: OutgoingEmail) => ({
  toAddress: email.to,
  subject: email.subject,
  textBody: email.text,
  htmlBody: email.html ?? null,
  template: email.template,
  locale: email.locale,
  dedupeKey: email.dedupeKey ?? null,
  headers: email.headers ?? null,
  calendar: email.calendar ?? null,
  attachments: email.attachments ?? null,
  ...(email.sendAfter ? { sendAfter: email.sendAfter } : {}),
});

/**
 * Queues an e-mail in the same transaction as the change that causes it: if the change rolls
 * back, no e-mail goes; if it commits, the outbox worker delivers it, retrying until it does.
 */
export async function enqueueEmail(tx: Db | Tx, email: OutgoingEmail): Promise<void> {
  await tx.insert(emailOutbox).values(rowOf(email)).onConflictDoNothing();
}

/** Rows per statement when many e-mails are queued at once (an alerts' run). */
const ROWS_PER_INSERT = 200;

/**
 * Queues many e-mails as `enqueueEmail` does, a few hundred rows per statement: an alerts' run of
 * 10,000 alerts would otherwise be 10,000 round trips.
 */
export async function enqueueEmails(tx: Db | Tx, emails: readonly OutgoingEmail[]): Promise<void> {
  for (let at = 0; at < emails.length; at += ROWS_PER_INSERT) {
    await tx
      .insert(emailOutbox)
      .values(emails.slice(at, at + ROWS_PER_INSERT).map(rowOf))
      .onConflictDoNothing();
  }
}

/**
 * Takes back a queued e-mail that has not gone yet (a reminder of a visit cancelled or moved).
 * True when one was taken back; one already sent or being sent stays as it is.
 */
export async function cancelQueuedEmail(tx: Db | Tx, dedupeKey: string): Promise<boolean> {
  const rows = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.dedupeKey, dedupeKey), eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
