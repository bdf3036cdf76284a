import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  ACCOUNT_MESSAGES,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
} from "@campuslar/domain/user/account-rules";
import type { Login, Signup, User } from "@campuslar/domain/user/user-forms";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { decoyHash, hashPassword, verifyPassword } from "../auth/password.ts";
import { generateToken, hashToken } from "../auth/tokens.ts";
import type { Db } from "../db/client.ts";
import { emailVerificationTokens, passwordResetTokens, sessions, users } from "../db/schema/users.ts";
import { HttpError } from "../lib/errors.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { passwordResetEmail } from "../mail/templates.ts";
import { emailVerificationEmail } from "../mail/verification-emails.ts";
import { claimEmailAlerts, confirmAccountAlerts } from "./alerts/alert-service.ts";

type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.emailVerifiedAt !== null,
});

export type SessionContext = { now: Date; userAgent?: string; ip?: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Issue 34: a new single-use link to verify `user`'s address, stored hashed with the address it
 * goes to, and its e-mail queued in the same transaction.
 */
async function sendVerificationLink(tx: Tx, user: UserRow, now: Date, publicUrl: string, first: boolean) {
  const token = generateToken();
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email.toLowerCase(),
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  await enqueueEmail(tx, {
    ...emailVerificationEmail(user, token, publicUrl, first),
    ...(first ? { dedupeKey: `welcome:${user.id}` } : {}),
  });
}

/**
 * Issue 34: marks the account's address verified, once, and gives it what the address's owner
 * made before: that address's confirmed alerts made signed out (`claimEmailAlerts`) and its own
 * alerts that waited for the proof (`confirmAccountAlerts`). Leads and the export follow the
 * column (account-data-service).
 */
async function markVerified(tx: Tx, userId: string, now: Date) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await confirmAccountAlerts(tx, userId, now);
  await claimEmailAlerts(tx, userId);
}

async function openSession(db: Db, userId: string, ctx: SessionContext): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    ip: ctx.ip ?? null,
    createdAt: ctx.now,
    lastUsedAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

const findByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

/**
 * Creates the account (e-mail unique whatever its case), queues the welcome e-mail with the link
 * that verifies the address (issue 34), logs in. The account works at once; what was sent under
 * its address waits for the link.
 */
export async function signup(
  db: Db,
  input: Signup,
  locale: Locale,
  ctx: SessionContext & { publicUrl: string },
): Promise<{ token: string; user: User }> {
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        locale: input.locale ?? locale,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      throw new HttpError("conflict", ACCOUNT_MESSAGES.emailTaken[locale], { email: "form.email.taken" });
    }
    await sendVerificationLink(tx, created, ctx.now, ctx.publicUrl, true);
    return created;
  });
  return { token: await openSession(db, row.id, ctx), user: toUser(row) };
}

/** Same answer, and about the same time, for an unknown e-mail and a wrong password. */
export async function login(
  db: Db,
  input: Login,
  locale: Locale,
  ctx: SessionContext,
): Promise<{ token: string; user: User }> {
  const row = await findByEmail(db, input.email);
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!row || !ok) throw new HttpError("unauthorized", ACCOUNT_MESSAGES.badCredentials[locale]);
  return { token: await openSession(db, row.id, ctx), user: toUser(row) };
}

/** The user behind a bearer token, if the session is live; touches its last use. */
export async function userForToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: UserRow; sessionId: string } | null> {
  const [found] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!found) return null;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, found.sessionId));
  return found;
}

export async function logout(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Queues a reset e-mail when the account exists; the caller answers the same either way, so
 * the call cannot be used to learn who has an account.
 */
export async function requestPasswordReset(db: Db, email: string, locale: Locale, now: Date, publicUrl: string) {
  const row = await findByEmail(db, email);
  if (!row) return;
  const token = generateToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    await enqueueEmail(tx, passwordResetEmail(row, token, publicUrl, row.locale ?? locale));
  });
}

/** Sets the new password with a live, unused token, uses the token up and ends every session. */
export async function resetPassword(db: Db, token: string, password: string, locale: Locale, now: Date) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) {
      throw new HttpError("validation_failed", ACCOUNT_MESSAGES.resetTokenInvalid[locale], {
        token: "reset.tokenInvalid",
      });
    }
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
    // Other outstanding reset links die with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, used.userId),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.tokenHash, hashToken(token)),
        ),
      );
    // The link was read at the account's e-mail: that proves the address as the verification link
    // does (issue 34), and that address's alerts made signed out are its own.
    await markVerified(tx, used.userId, now);
  });
}

/**
 * Issue 34: `POST /v2/users/verify-email`. A live, unused link sent to the account's current
 * address verifies it; the link is used up either way it matters (a second click finds nothing).
 * No session is opened: whoever holds the link may not be the one signed in.
 */
export async function verifyEmail(db: Db, token: string, locale: Locale, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    const [user] = used ? await tx.select().from(users).where(eq(users.id, used.userId)) : [];
    if (!used || !user || user.email.toLowerCase() !== used.email) {
      throw new HttpError("validation_failed", ACCOUNT_MESSAGES.verifyTokenInvalid[locale], {
        token: "verify.tokenInvalid",
      });
    }
    await markVerified(tx, user.id, now);
    // The account's other links have nothing left to prove.
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
    return toUser({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now });
  });
}

/**
 * Issue 34: a new verification link for the signed-in account (the route limits how often). An
 * account already verified is told so (409) and nothing is sent.
 */
export async function resendVerification(db: Db, user: UserRow, locale: Locale, now: Date, publicUrl: string) {
  if (user.emailVerifiedAt) throw new HttpError("conflict", ACCOUNT_MESSAGES.alreadyVerified[locale]);
  await db.transaction((tx) => sendVerificationLink(tx, user, now, publicUrl, false));
}
