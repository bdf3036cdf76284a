import {
  type AlertCreate,
  type AlertReceipt,
  type AlertTokenAnswer,
  type AlertUpdate,
  alertSearchFilters,
  type SavedAlert,
} from "@campuslar/domain/alerts/alert-forms";
import { alertMessage } from "@campuslar/domain/alerts/alert-messages";
import { ALERT_CONFIRM_TTL_MS, ALERTS_PER_OWNER, nextAlertRun } from "@campuslar/domain/alerts/alert-rules";
import { suggestAlertName } from "@campuslar/domain/alerts/alert-summary";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { generateToken, hashToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { savedSearches } from "../../db/schema/alerts.ts";
import { users } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { alertConfirmationEmail } from "../../mail/alert-emails.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import { searchQueryOf, summaryOf, universityNames } from "./alert-words.ts";

type Row = typeof savedSearches.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Who makes or manages an alert: a signed-in user (their account's e-mail, and whether the account
 * proved it reads it, issue 34), or nobody.
 */
export type AlertActor = { id: string; email: string; emailVerified: boolean } | null;

export type AlertContext = { actor: AlertActor; locale: Locale; now: Date; publicUrl: string };

const refuse = (locale: Locale, fields: Record<string, string>) =>
  new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);

/** A stored alert as its owner sees it, the summary in `locale`. */
function toSavedAlert(row: Row, locale: Locale, names: Map<string, string>): SavedAlert {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    locale: row.locale,
    filters: row.filters,
    summary: summaryOf(row.filters, locale, names),
    email: row.email,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/**
 * Saves a search. Signed in with a verified e-mail, it is the account's and sends from its next
 * due time; a visitor's, and an unverified account's (issue 34: the address may be someone else's),
 * waits for the link e-mailed to it (double opt-in), queued in the same transaction. An unknown
 * university is refused on its field; one owner keeps at most `ALERTS_PER_OWNER`.
 */
export async function createAlert(db: Db, body: AlertCreate, ctx: AlertContext): Promise<AlertReceipt> {
  const { actor, locale, now } = ctx;
  const email = actor?.email ?? body.email;
  if (!email) throw refuse(locale, { email: alertMessage("alert.email.required", locale) });
  const names = await universityNames(db, [body.filters]);
  if (body.filters.university && !names.has(body.filters.university)) {
    throw refuse(locale, { "filters.university": alertMessage("alert.filters.unknownUniversity", locale) });
  }
  const filters = alertSearchFilters(body.filters);
  const universityName = body.filters.university ? names.get(body.filters.university) : undefined;
  const name = body.name ?? suggestAlertName(filters, locale, { universityName });
  // Confirmed at once only for an account that proved it reads its address.
  const trusted = actor?.emailVerified === true;
  const confirmToken = trusted ? null : generateToken();

  const row = await db.transaction(async (tx) => {
    const owner = actor
      ? eq(savedSearches.userId, actor.id)
      : and(isNull(savedSearches.userId), eq(savedSearches.email, email));
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(owner);
    if (Number(held?.n ?? 0) >= ALERTS_PER_OWNER) {
      throw new HttpError("conflict", alertMessage("alert.tooMany", locale));
    }
    const [inserted] = await tx
      .insert(savedSearches)
      .values({
        userId: actor?.id ?? null,
        email,
        locale,
        name,
        filters: body.filters,
        frequency: body.frequency,
        confirmedAt: trusted ? now : null,
        confirmTokenHash: confirmToken ? hashToken(confirmToken) : null,
        unsubscribeToken: generateToken(),
        // Signed in, new listings count from now; a visitor's count from their confirmation.
        lastRunAt: trusted ? now : null,
        nextRunAt: trusted ? nextAlertRun(body.frequency, now) : null,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error("alert insert returned nothing");
    if (confirmToken) {
      await enqueueEmail(
        tx,
        alertConfirmationEmail(
          {
            email,
            locale,
            name,
            summary: summaryOf(body.filters, locale, names),
            search: searchQueryOf(body.filters),
            purpose: filters.purpose,
            unsubscribeToken: inserted.unsubscribeToken,
          },
          confirmToken,
          ctx.publicUrl,
        ),
      );
    }
    return inserted;
  });
  if (!actor) return { id: row.id, confirmed: false, message: alertMessage("alert.checkInbox", locale) };
  return {
    id: row.id,
    confirmed: trusted,
    message: alertMessage(trusted ? "alert.created" : "alert.checkInbox", locale),
    alert: toSavedAlert(row, locale, names),
  };
}

/** The signed-in user's alerts, newest first, their summaries in `locale`. */
export async function listAlerts(db: Db, userId: string, locale: Locale): Promise<SavedAlert[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const names = await universityNames(
    db,
    rows.map((r) => r.filters),
  );
  return rows.map((r) => toSavedAlert(r, locale, names));
}

/** An alert of `userId`'s: 404 when there is none with this id, 403 when it is someone else's. */
async function ownAlert(db: Db, id: string, userId: string, locale: Locale): Promise<Row> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  if (!row) throw new HttpError("not_found", alertMessage("alert.notFound", locale));
  if (row.userId !== userId) throw new HttpError("forbidden", alertMessage("alert.notYours", locale));
  return row;
}

/** A new name or frequency; a new frequency is next due by its own rule from the last run. */
export async function updateAlert(
  db: Db,
  id: string,
  change: AlertUpdate,
  ctx: { userId: string; locale: Locale; now: Date },
): Promise<SavedAlert> {
  const row = await ownAlert(db, id, ctx.userId, ctx.locale);
  const frequency = change.frequency ?? row.frequency;
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      frequency,
      ...(change.frequency === undefined || row.confirmedAt === null
        ? {}
        : { nextRunAt: nextAlertRun(frequency, row.lastRunAt ?? ctx.now) }),
    })
    .where(eq(savedSearches.id, id))
    .returning();
  if (!updated) throw new HttpError("not_found", alertMessage("alert.notFound", ctx.locale));
  return toSavedAlert(updated, ctx.locale, await universityNames(db, [updated.filters]));
}

export async function deleteAlert(db: Db, id: string, ctx: { userId: string; locale: Locale }): Promise<void> {
  await ownAlert(db, id, ctx.userId, ctx.locale);
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

const invalidToken = (locale: Locale) => {
  const message = alertMessage("alert.token.invalid", locale);
  return new HttpError("not_found", message, { token: message });
};

/**
 * Hands account `userId` the confirmed alerts a visitor made with its e-mail (whatever its case).
 * Anyone may open an account on someone else's address: this is called only where the person has
 * just proven they read that address (the verification link of issue 34, a password reset link, or
 * an alert's confirmation link opened signed in). Unconfirmed alerts stay as they
 * are: a stranger may have typed the address, and their own link still decides. An account may
 * hold more than `ALERTS_PER_OWNER` this way; nothing is taken from anyone, only new ones wait.
 * Returns how many came.
 */
export async function claimEmailAlerts(db: Db | Tx, userId: string): Promise<number> {
  const accountEmail = db
    .select({ email: sql`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  const claimed = await db
    .update(savedSearches)
    .set({ userId })
    .where(
      and(
        isNull(savedSearches.userId),
        isNotNull(savedSearches.confirmedAt),
        sql`lower(${savedSearches.email}) = (${accountEmail})`,
      ),
    )
    .returning({ id: savedSearches.id });
  return claimed.length;
}

/**
 * Issue 34: once the account proves it reads its address, the alerts it made before wait no more:
 * each is confirmed and sends from its next due time (their own links stop working). Returns how many.
 */
export async function confirmAccountAlerts(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const waiting = await db
    .update(savedSearches)
    .set({ confirmedAt: now, confirmTokenHash: null, lastRunAt: now })
    .where(and(eq(savedSearches.userId, userId), isNull(savedSearches.confirmedAt)))
    .returning({ id: savedSearches.id, frequency: savedSearches.frequency });
  for (const row of waiting) {
    await db
      .update(savedSearches)
      .set({ nextRunAt: nextAlertRun(row.frequency, now) })
      .where(eq(savedSearches.id, row.id));
  }
  return waiting.length;
}

/**
 * Turns on a visitor's alert from the link e-mailed to them, within `ALERT_CONFIRM_TTL_MS`.
 * New listings count from now. A second use of the same link finds nothing (the hash is cleared).
 * Opened signed in to the account of that very e-mail, the link proves the account's owner reads
 * it: this alert and that e-mail's other confirmed ones become the account's (`claimEmailAlerts`).
 */
export async function confirmAlert(
  db: Db,
  token: string,
  locale: Locale,
  now: Date,
  actor: AlertActor = null,
): Promise<AlertTokenAnswer> {
  const [row] = await db
    .update(savedSearches)
    .set({ confirmedAt: now, confirmTokenHash: null, lastRunAt: now })
    .where(
      and(
        eq(savedSearches.confirmTokenHash, hashToken(token)),
        gt(savedSearches.createdAt, new Date(now.getTime() - ALERT_CONFIRM_TTL_MS)),
      ),
    )
    .returning();
  if (!row) throw invalidToken(locale);
  await db
    .update(savedSearches)
    .set({ nextRunAt: nextAlertRun(row.frequency, now) })
    .where(eq(savedSearches.id, row.id));
  if (actor && row.userId === null && row.email.toLowerCase() === actor.email.toLowerCase()) {
    await claimEmailAlerts(db, actor.id);
  }
  return { name: row.name, message: alertMessage("alert.confirmed", locale) };
}

/** Deletes the alert of an unsubscribe link: no login, no confirmation step (RFC 8058). */
export async function unsubscribeAlert(db: Db, token: string, locale: Locale): Promise<AlertTokenAnswer> {
  const [row] = await db
    .delete(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ name: savedSearches.name });
  if (!row) throw invalidToken(locale);
  return { name: row.name, message: alertMessage("alert.unsubscribed", locale) };
}

/** Visitors' alerts never confirmed within `ALERT_CONFIRM_TTL_MS` go; returns how many. */
export async function purgeUnconfirmedAlerts(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(savedSearches)
    .where(
      and(
        isNull(savedSearches.confirmedAt),
        lt(savedSearches.createdAt, new Date(now.getTime() - ALERT_CONFIRM_TTL_MS)),
      ),
    )
    .returning({ id: savedSearches.id });
  return gone.length;
}
