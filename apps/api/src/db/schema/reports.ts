import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { localeEnum, reportReasonEnum, reportStatusEnum } from "./enums.ts";
import { users } from "./users.ts";

/**
 * Reports of a listing (issue 22): anyone who sees a listing can say it is fake, no longer
 * available or wrong, and staff work through them in the inbox beside the leads. A listing with
 * several open reports is flagged (domain `REPORTS_TO_FLAG`).
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: reportReasonEnum().notNull(),
    message: text().notNull().default(""),
    /** Where staff can answer, when the reporter gave it; never shown to anyone else. */
    email: text(),
    /** The signed-in reporter, when there was one. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    locale: localeEnum().notNull().default("pt"),
    status: reportStatusEnum().notNull().default("open"),
    /**
     * The client's `Idempotency-Key`: a retried report finds its first row instead of adding one.
     * It counts only with the same reporter and listing, so another person's key is never theirs.
     */
    idempotencyKey: text(),
    /** SHA-256 of who reported (the account, else the e-mail given, else the client's address): never shown. */
    reporterKey: text(),
    /** Who closed it, and when. */
    closedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("listing_reports_status_created_idx").on(t.status, t.createdAt),
    index("listing_reports_property_status_idx").on(t.propertyId, t.status),
    uniqueIndex("listing_reports_idempotency_key").on(t.propertyId, t.reporterKey, t.idempotencyKey),
  ],
);
