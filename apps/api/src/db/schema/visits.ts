import {
  LIVE_VISIT_STATUSES,
  VIDEO_CALL_KINDS,
  VISIT_MODES,
  VISIT_STATUSES,
} from "@campuslar/domain/visits/visit-rules";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { localeEnum } from "./enums.ts";

/*
 * Visits booked in an owner's free slots (issue 23). The owner's weekly windows and exceptions
 * are minutes of the São Paulo day; a visit's start is an instant. Slots are computed (domain
 * `freeSlots`), never stored: a booking is a row of `visits`, and the partial unique index below
 * is what makes two bookings of one slot impossible, however close together they arrive.
 */

export const visitModeEnum = pgEnum("visit_mode", VISIT_MODES);
export const visitStatusEnum = pgEnum("visit_status", VISIT_STATUSES);
export const videoCallKindEnum = pgEnum("video_call_kind", VIDEO_CALL_KINDS);

/** How a listing takes visits; no row, no visits through the site. */
export const visitSettings = pgTable("visit_settings", {
  propertyId: integer()
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  inPerson: boolean().notNull().default(true),
  video: boolean().notNull().default(false),
  /** For video visits: the owner's meeting link, or a WhatsApp video call to `videoPhone` (E.164). */
  videoKind: videoCallKindEnum(),
  videoLink: text(),
  videoPhone: text(),
  updatedAt: updatedAt(),
});

/** A weekly window: on `weekday` (0 = Sunday), from `startMinute` to `endMinute` of the São Paulo day. */
export const visitWindows = pgTable(
  "visit_windows",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [
    index("visit_windows_property_idx").on(t.propertyId),
    check("visit_windows_weekday", sql`${t.weekday} between 0 and 6`),
    check(
      "visit_windows_span",
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** One São Paulo day unlike the week: closed, or open in its own `windows` (`[{startMinute, endMinute}]`). */
export const visitExceptions = pgTable(
  "visit_exceptions",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    closed: boolean().notNull(),
    windows: jsonb().$type<{ startMinute: number; endMinute: number }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.date] })],
);

const liveStatuses = sql.raw(LIVE_VISIT_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * A booked visit. The student manages it, and the owner answers it (or signed in), through the
 * links of `visit_links`. `sequence` grows with
 * every change sent as a calendar update, so calendars replace the event (same UID) instead of
 * adding one.
 */
export const visits = pgTable(
  "visits",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    mode: visitModeEnum().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    /** E.164, as the lead forms store it. */
    phone: text().notNull(),
    locale: localeEnum().notNull().default("pt"),
    status: visitStatusEnum().notNull().default("requested"),
    sequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("visits_live_slot").on(t.propertyId, t.startsAt).where(sql`${t.status} in (${liveStatuses})`),
    index("visits_starts_idx").on(t.startsAt),
    index("visits_status_starts_idx").on(t.status, t.startsAt),
  ],
);

export const visitLinkSideEnum = pgEnum("visit_link_side", ["student", "owner"]);

/**
 * The links of a visit's e-mails and booking receipt: the SHA-256 of each random token (like the
 * alerts' confirmation links), never the token itself, so a copy of the database opens no visit.
 * Every e-mail that carries a link gets a token of its own, all valid together until the visit's
 * links lapse (domain `visitLinkLapsesAt`, from the visit's end).
 */
export const visitLinks = pgTable(
  "visit_links",
  {
    tokenHash: text().primaryKey(),
    visitId: uuid()
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    side: visitLinkSideEnum().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("visit_links_visit_idx").on(t.visitId)],
);
