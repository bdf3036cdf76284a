import { RENTAL_ACTORS, RENTAL_STATES } from "@campuslar/domain/rentals/rental-process";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { warrantyTypeEnum } from "./enums.ts";
import { users } from "./users.ts";

/*
 * Renting online (issue 35, DESIGN §7): a rental from its proposal to a signed lease, its history,
 * its conversation, the student's documents, the lease and its signatures. The process itself
 * (states, moves, who makes them) is data in the domain (`rentals/rental-process.ts`); these rows
 * are where each rental stands and what happened to it.
 */

export const rentalStateEnum = pgEnum("rental_state", RENTAL_STATES);
export const rentalActorEnum = pgEnum("rental_actor", RENTAL_ACTORS);

/**
 * A rental: the terms on the table (offered, countered or agreed) and where it stands. `dueAt` is
 * when its timed move (expiry) falls due; the worker takes due rows `FOR UPDATE SKIP LOCKED`.
 * The listing's owner is copied at proposal time: the side that answers does not change if the
 * listing later changes hands.
 */
export const rentals = pgTable(
  "rentals",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A short code people can read out to staff ("AL7K3Q"). */
    code: text().notNull().unique(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Null: the listing has no owner account, staff answer for it. */
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    state: rentalStateEnum().notNull().default("proposed"),
    /** The terms on the table now (centavos): `RentalTerms` split into columns for the checks. */
    moveIn: date({ mode: "string" }).notNull(),
    months: smallint().notNull(),
    /** The day after the last day of the stay (`moveOutOf`), kept so overlaps are one indexed query. */
    moveOut: date({ mode: "string" }).notNull(),
    monthlyRentCents: integer().notNull(),
    guarantee: warrantyTypeEnum().notNull(),
    occupants: smallint().notNull(),
    /** "Quarto 2" is 2; null: the whole home. */
    roomNumber: smallint(),
    /** The student's first terms, as they sent them (the counter may change the columns above). */
    proposedTerms: jsonb().$type<Record<string, unknown>>().notNull(),
    message: text().notNull().default(""),
    declineReason: text(),
    /** When the rental entered its state, and when its timed move falls due (null: none). */
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }),
    /** The owner's first answer (accept, decline or counter): response rate and time (point 2). */
    answeredAt: timestamp({ withTimezone: true }),
    /** Per student, so a resent proposal form never makes two rentals. */
    idempotencyKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rentals_property_state_idx").on(t.propertyId, t.state),
    index("rentals_student_idx").on(t.studentId, t.createdAt),
    index("rentals_owner_idx").on(t.ownerId, t.createdAt),
    index("rentals_due_idx").on(t.dueAt).where(sql`${t.dueAt} is not null`),
    uniqueIndex("rentals_student_idempotency_key").on(t.studentId, t.idempotencyKey),
    check("rentals_months", sql`${t.months} between 1 and 60`),
    check("rentals_rent", sql`${t.monthlyRentCents} > 0`),
    check("rentals_occupants", sql`${t.occupants} between 1 and 20`),
    check("rentals_stay", sql`${t.moveIn} < ${t.moveOut}`),
  ],
);

/**
 * The history of a rental: every move, who made it and what it changed. Append-only: nothing
 * updates or deletes a row (the account deletion anonymises the rental, not its history's shape).
 */
export const rentalEvents = pgTable(
  "rental_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "cascade" }),
    move: text().notNull(),
    actor: rentalActorEnum().notNull(),
    /** The person who made it; null for the clock, or once their account is deleted. */
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    fromState: rentalStateEnum(),
    toState: rentalStateEnum().notNull(),
    /** What the move carried: new terms, a decline reason, a document's id. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rental_events_rental_idx").on(t.rentalId, t.at)],
);

export const rentalMessageAuthorEnum = pgEnum("rental_message_author", ["student", "owner", "staff"]);

/**
 * The conversation of a rental (point 3). `body` is stored as shown: before the lease is signed,
 * contact details and payment keys are masked on the way in, so no copy of them exists.
 */
export const rentalMessages = pgTable(
  "rental_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    author: rentalMessageAuthorEnum().notNull(),
    body: text().notNull(),
    /** What was masked ("phone", "email", "link", "pix"): the writer is told why. */
    masked: text().array().notNull().default(sql`'{}'::text[]`),
    reportedAt: timestamp({ withTimezone: true }),
    reportedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reportReason: text(),
    createdAt: createdAt(),
  },
  (t) => [index("rental_messages_rental_idx").on(t.rentalId, t.id)],
);

/** Who has read up to which message, for the "new messages" count and e-mail notices. */
export const rentalMessageReads = pgTable(
  "rental_message_reads",
  {
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadId: integer().notNull().default(0),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("rental_message_reads_key").on(t.rentalId, t.userId)],
);

export const documentSubjectEnum = pgEnum("document_subject", ["student", "guarantor"]);
export const documentKindEnum = pgEnum("document_kind", ["identity", "cpf", "address"]);
export const documentStatusEnum = pgEnum("document_status", ["pending", "approved", "rejected"]);

/**
 * A document the student sent for a rental (point 4). The file is encrypted under `DATA_DIR`'s
 * private store (never `/media`), named by `storageKey`; staff review it, the owner sees only
 * that it was approved. `deleteAfter` is when the retention job deletes the file (LGPD).
 */
export const rentalDocuments = pgTable(
  "rental_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "cascade" }),
    uploadedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    subject: documentSubjectEnum().notNull(),
    kind: documentKindEnum().notNull(),
    /** For an identity: "rg", "cnh", "passport", "rnm". */
    idType: text(),
    /** For a CPF: its eleven digits, checked by their check digits. */
    cpf: text(),
    /** Null once the file is deleted (retention, account deletion); the row keeps the review. */
    storageKey: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    status: documentStatusEnum().notNull().default("pending"),
    rejectReason: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    deleteAfter: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("rental_documents_rental_idx").on(t.rentalId, t.createdAt)],
);

/** Who read a private file, and when (DESIGN §7: served only through a call that logs it). */
export const privateFileReads = pgTable(
  "private_file_reads",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    storageKey: text().notNull(),
    readerId: uuid().references(() => users.id, { onDelete: "set null" }),
    purpose: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("private_file_reads_key_idx").on(t.storageKey, t.at)],
);

/**
 * A lease made from a rental's agreed terms (point 5). A change of terms makes a new version and
 * voids the earlier one with its signatures. `sha256` is the PDF's, what a signature binds.
 */
export const leases = pgTable(
  "leases",
  {
    id: uuid().primaryKey().defaultRandom(),
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "cascade" }),
    version: smallint().notNull(),
    /** Everything the PDF was made from (`LeaseTerms`), so the same PDF can be made again. */
    terms: jsonb().$type<Record<string, unknown>>().notNull(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    /** The signed copy, with its signature page, once both have signed. */
    signedStorageKey: text(),
    signedSha256: text(),
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("leases_rental_version").on(t.rentalId, t.version)],
);

export const leaseSideEnum = pgEnum("lease_side", ["student", "owner"]);

/**
 * A simple electronic signature (Lei 14.063/2020, art. 4, I): who, the name they typed, when,
 * from where and with which browser, and the hash of the document they read.
 */
export const leaseSignatures = pgTable(
  "lease_signatures",
  {
    id: uuid().primaryKey().defaultRandom(),
    leaseId: uuid()
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    side: leaseSideEnum().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    typedName: text().notNull(),
    documentSha256: text().notNull(),
    ip: inet(),
    userAgent: text(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("lease_signatures_live_side").on(t.leaseId, t.side).where(sql`${t.voidedAt} is null`)],
);

/** The one-time code e-mailed to confirm a signature: its hash, a short life, a few attempts. */
export const signatureCodes = pgTable(
  "signature_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    leaseId: uuid()
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("signature_codes_lease_user_idx").on(t.leaseId, t.userId)],
);

export type RentalRow = typeof rentals.$inferSelect;
