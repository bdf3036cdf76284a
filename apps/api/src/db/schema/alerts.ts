import { ALERT_FREQUENCIES } from "@campuslar/domain/alerts/alert-rules";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import { localeEnum } from "./enums.ts";
import { users } from "./users.ts";

export const alertFrequencyEnum = pgEnum("alert_frequency", ALERT_FREQUENCIES);

/**
 * Saved searches with e-mail alerts (issue 23). A signed-in user's alert belongs to the account
 * and is confirmed at once; a visitor's is stored unconfirmed with the hash of the link mailed to
 * them (double opt-in), and nothing is sent before it is opened. The filters are the search's own
 * query string as a record (domain `alertFilterRecord`).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** Where the alerts go: the account's e-mail when it was made signed in. */
    email: text().notNull(),
    locale: localeEnum().notNull().default("pt"),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, string>>().notNull(),
    frequency: alertFrequencyEnum().notNull().default("daily"),
    confirmedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the confirmation link's token (like password-reset tokens); null once confirmed. */
    confirmTokenHash: text(),
    /** The unsubscribe link's token: random, kept so that every e-mail's link works forever. */
    unsubscribeToken: text().notNull(),
    /** The high-water mark: listings published or cheaper after it are new to this alert. */
    lastRunAt: timestamp({ withTimezone: true }),
    /** When the worker next looks at it (domain `nextAlertRun`); null while unconfirmed. */
    nextRunAt: timestamp({ withTimezone: true }),
    /** When an e-mail last went, for the owner's list. */
    lastSentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_unsubscribe_token_idx").on(t.unsubscribeToken),
    uniqueIndex("saved_searches_confirm_token_idx").on(t.confirmTokenHash),
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_email_idx").on(t.email),
    // The worker's claim: confirmed alerts whose time has come.
    index("saved_searches_due_idx").on(t.nextRunAt).where(sql`${t.confirmedAt} is not null`),
  ],
);

/** Every listing each alert has sent: the primary key keeps a listing from going twice to one alert. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index("alert_deliveries_property_idx").on(t.propertyId),
  ],
);
