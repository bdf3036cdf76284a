import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { contactRequestStatusEnum, dailyRhythmEnum, genderEnum, genderPreferenceEnum } from "./enums.ts";
import { users } from "./users.ts";

/** The roommate compatibility questionnaire; others see it only while `visible` (opt-in). */
export const roommateProfiles = pgTable(
  "roommate_profiles",
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    visible: boolean().notNull().default(false),
    budgetMinCents: integer().notNull(),
    budgetMaxCents: integer().notNull(),
    moveDate: date({ mode: "string" }).notNull(),
    stayMonths: smallint().notNull(),
    universitySlugs: text().array().notNull().default(sql`'{}'::text[]`),
    neighbourhoods: text().array().notNull().default(sql`'{}'::text[]`),
    rhythm: dailyRhythmEnum().notNull(),
    /** 1 (relaxed) to 5 (very strict). */
    cleanliness: smallint().notNull(),
    noiseTolerance: smallint().notNull(),
    guestsFrequency: smallint().notNull(),
    smoker: boolean().notNull(),
    acceptsSmokers: boolean().notNull(),
    hasPets: boolean().notNull(),
    acceptsPets: boolean().notNull(),
    gender: genderEnum().notNull(),
    genderPreference: genderPreferenceEnum().notNull().default("any"),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    /** 1 (all study) to 5 (all social). */
    studySocialBalance: smallint().notNull(),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    messagingLink: text().notNull().default(""),
    bio: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("roommate_profiles_visible_idx").on(t.visible, t.moveDate)],
);

/** Contact is revealed only when the other side accepts. */
export const roommateContactRequests = pgTable(
  "roommate_contact_requests",
  {
    id: serial().primaryKey(),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: contactRequestStatusEnum().notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("roommate_contact_requests_pair_key").on(t.fromUserId, t.toUserId),
    index("roommate_contact_requests_to_idx").on(t.toUserId),
  ],
);
