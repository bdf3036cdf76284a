import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { localeEnum, outboxStatusEnum } from "./enums.ts";

/**
 * E-mail is written here in the same transaction as what causes it, then delivered by a
 * worker with retries, so a mail server outage never loses a message or fails a request.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    template: text().notNull(),
    locale: localeEnum().notNull().default("pt"),
    status: outboxStatusEnum().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Optional idempotency key: the same event never queues two e-mails. */
    dedupeKey: text(),
    /** Extra headers, e.g. `List-Unsubscribe` on alerts (issue 23). */
    headers: jsonb().$type<Record<string, string>>(),
    /** An iCalendar invitation sent as the message's calendar part (issue 23's visits). */
    calendar: jsonb().$type<{ method: "REQUEST" | "CANCEL"; content: string }>(),
    /**
     * Files attached from the private store (issue 35's signed lease), named by their key: the
     * outbox never holds a private file's bytes, the worker reads and decrypts them when sending.
     */
    attachments: jsonb().$type<{ fileName: string; contentType: string; storageKey: string }[]>(),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.sendAfter),
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
  ],
);

/**
 * Spec §7: a page-view event 250 ms after each route change. Anonymous by construction
 * (docs/decisions/005): no visitor, account, address or time of day, only the day in São Paulo,
 * so a row cannot be tied to a person and counting needs no consent under the LGPD.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    path: text().notNull(),
    locale: localeEnum().notNull(),
    referrer: text(),
    propertyCode: text(),
    day: date({ mode: "string" }).notNull(),
  },
  (t) => [index("page_views_day_idx").on(t.day), index("page_views_property_idx").on(t.propertyCode)],
);

/** Fixed-window counters for abuse limits when no Redis is configured. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
