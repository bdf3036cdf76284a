import type { Locale } from "@campuslar/domain/i18n/locales";
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
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Queues an e-mail in the same transaction as the change that causes it: if the change rolls
 * back, no e-mail goes; if it commits, the outbox worker delivers it, retrying until it does.
 */
export async function enqueueEmail(tx: Db | Tx, email: OutgoingEmail): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      template: email.template,
      locale: email.locale,
      dedupeKey: email.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}
