import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { transitNetworks } from "./transit.ts";
import { users } from "./users.ts";

/**
 * A GTFS feed uploaded by staff and the commutes recomputed on it (decision 033). A server claims
 * a queued row (`UPDATE … WHERE status = 'queued' RETURNING`), so with several instances one does
 * the work; it writes its progress here as it goes, and in the same transaction as the new
 * network becomes current, marks it done. No catalogue trigger: nothing public reads it.
 */
export const transitFeedLoads = pgTable(
  "transit_feed_loads",
  {
    id: serial().primaryKey(),
    status: text({ enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    fileName: text().notNull(),
    /** SHA-256 of the zip, in hex, as transit_networks keeps it. */
    feedSha256: text().notNull(),
    /** The network's date: `YYYY` or `YYYY-MM` (domain transit-feed.ts). */
    networkDate: text().notNull(),
    /** The parsed feed (stored-feed.ts) until the load ends; emptied then. */
    feed: jsonb(),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    error: text(),
    /** The network it made current: set when done, cleared when a newer one replaces it. */
    networkId: integer().references(() => transitNetworks.id, { onDelete: "set null" }),
    uploadedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("transit_feed_loads_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index("transit_feed_loads_network_idx").on(t.networkId),
    // One load at a time, whichever instance took the upload: a second waits for the first to end.
    uniqueIndex("transit_feed_loads_one_active_idx").on(sql`(true)`).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
