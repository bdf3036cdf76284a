import { sql } from "drizzle-orm";
import { index, inet, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { localeEnum, roleEnum } from "./enums.ts";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default("tenant"),
    locale: localeEnum().notNull().default("pt"),
    /**
     * Issue 34: when the address was proven by the link e-mailed to it (or a password reset link);
     * null until then. Until it is set, the account claims nothing sent under the address.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // E-mail is unique whatever its case: "Ana@X.com" and "ana@x.com" are one account.
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak yields no session. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    ip: inet(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Issue 36, point 8: when staff confirmed their second factor in this session (money actions need it). */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use, one hour, stored hashed (accounts issue). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Issue 34: the links that verify an account's e-mail. Single use, `VERIFY_TOKEN_TTL_MS`, stored
 * hashed like reset links; each names the address it was sent to, so a link proves only that one.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);
