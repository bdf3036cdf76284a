import type { LeadKind } from "@campuslar/domain/admin/admin-dto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { mayOwnerDelete } from "@campuslar/domain/listing/drafts";
import { PHOTO_WIDTHS, photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais } from "@campuslar/domain/money/money";
import { ACCOUNT_DELETION_MESSAGES, ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_NOTES, type AccountExport } from "@campuslar/domain/user/account-export";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { and, asc, desc, eq, gte, inArray, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { verifyPassword } from "../auth/password.ts";
import type { Db } from "../db/client.ts";
import { favorites, properties, propertyPhotos } from "../db/schema/catalogue.ts";
import {
  advertiseRequests,
  conciergeSignups,
  interestRequests,
  purchaseInterests,
  serviceRequests,
} from "../db/schema/leads.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { rentals } from "../db/schema/rentals.ts";
import { roommateContactRequests, roommateProfiles } from "../db/schema/roommates.ts";
import { passwordResetTokens, sessions, users } from "../db/schema/users.ts";
import type { AuthState } from "../lib/app-env.ts";
import { HttpError } from "../lib/errors.ts";
import type { PrivateFileStore } from "../lib/private-files.ts";
import { accountDeletedEmail } from "../mail/account-emails.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { eraseActivity, exportActivity } from "./account-activity-data.ts";
import { eraseRentals, exportRentals, refuseWhileRentalHolds } from "./account-rental-data.ts";
import { formFromRow } from "./owner-listings/listing-columns.ts";
import { dropChange } from "./owner-listings/listing-revisions.ts";
import { erasePayoutData, exportPayouts } from "./payments/payouts/payout-account-data.ts";
import type { PhotoStorage } from "./photos/photo-storage.ts";
import { removePhotoFiles } from "./photos/process-photo.ts";
import { cancelVisitsOfWithdrawnListings, closeOwnerVisitLinks } from "./visits/listing-withdrawal.ts";
import type { MailContext } from "./visits/visit-mail-service.ts";

/*
 * LGPD art. 18 on the account page (docs/decisions/018-account-export-and-deletion.md): the
 * person downloads everything held about them, and deletes the account, which erases what is
 * theirs and anonymises what staff keep.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type UserRow = typeof users.$inferSelect;
type Stored = AccountExport["requests"][number]["form"];

const LEAD_TABLES = {
  interest: interestRequests,
  purchase: purchaseInterests,
  advertise: advertiseRequests,
  concierge: conciergeSignups,
  service: serviceRequests,
} as const;

/** As the confirmation and staff e-mails name a lead: `INT-12`. */
const leadReference = (kind: LeadKind, id: number) => `${kind.slice(0, 3).toUpperCase()}-${id}`;

/**
 * The leads that are the person's: sent by the account, or sent logged out with its e-mail (any
 * case) once the account has verified it (issue 34: until then the address may be someone else's,
 * whose leads are neither exported nor erased). One sent by another account with this e-mail typed
 * in stays with that account. A concierge sign-up holds no e-mail, so only the account finds it.
 */
function leadsOf(kind: LeadKind, user: Pick<UserRow, "id" | "email" | "emailVerifiedAt">): SQL {
  const table = LEAD_TABLES[kind];
  const byAccount = eq(table.userId, user.id);
  if (!("email" in table) || user.emailVerifiedAt === null) return byAccount;
  const byEmail = and(isNull(table.userId), sql`lower(${table.email}) = ${user.email.toLowerCase()}`);
  return or(byAccount, byEmail) as SQL;
}

/** The e-mails an account sends its own address whoever reads it: its welcome and links. */
const ACCOUNT_OWN_TEMPLATES = ["welcome", "email_verification", "password_reset"];

/**
 * The e-mails that are the person's: every one to the address once the account verified it; until
 * then (issue 34) only the account's own since it was opened, never what the address was sent for
 * leads, visits or alerts made by whoever reads it.
 */
function emailsOf(user: Pick<UserRow, "email" | "emailVerifiedAt" | "createdAt">): SQL {
  const toAddress = sql`lower(${emailOutbox.toAddress}) = ${user.email.toLowerCase()}`;
  if (user.emailVerifiedAt !== null) return toAddress;
  return and(
    toAddress,
    inArray(emailOutbox.template, ACCOUNT_OWN_TEMPLATES),
    gte(emailOutbox.createdAt, user.createdAt),
  ) as SQL;
}

/** Columns that are bookkeeping, said elsewhere in the file, or nobody's business (the idempotency key). */
const NOT_FORM = new Set([
  "id",
  "userId",
  "idempotencyKey",
  "propertyId",
  "propertyCode",
  "status",
  "staffNotes",
  "locale",
  "createdAt",
  "updatedAt",
]);

/** A stored row as a reader understands it: money in reais (`proposalCents` → `proposal`), instants in ISO 8601. */
function storedForm(row: Record<string, unknown>, skip: ReadonlySet<string> = NOT_FORM): Stored {
  const form: Stored = {};
  for (const [name, value] of Object.entries(row)) {
    if (skip.has(name) || value === undefined) continue;
    if (name.endsWith("Cents")) form[name.slice(0, -5)] = value === null ? null : centsToReais(Number(value));
    else if (value instanceof Date) form[name] = value.toISOString();
    else if (Array.isArray(value)) form[name] = value.map(String);
    else if (value === null || ["string", "number", "boolean"].includes(typeof value))
      form[name] = value as string | number | boolean | null;
    else form[name] = JSON.stringify(value);
  }
  return form;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function exportRequests(db: Db, user: UserRow): Promise<AccountExport["requests"]> {
  const codeOf = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(inArray(properties.id, ids));
    return new Map(rows.map((row) => [row.id, row.code]));
  };
  const perKind = await Promise.all(
    (Object.keys(LEAD_TABLES) as LeadKind[]).map(async (kind) => {
      const table = LEAD_TABLES[kind];
      const rows = (await db
        .select()
        .from(table)
        .where(leadsOf(kind, user))
        .orderBy(asc(table.createdAt), asc(table.id))) as (Record<string, unknown> & {
        id: number;
        userId: string | null;
        status: AccountExport["requests"][number]["status"];
        locale: Locale;
        staffNotes: string;
        createdAt: Date;
        updatedAt: Date;
        propertyId?: number;
        propertyCode?: string | null;
      })[];
      const codes = await codeOf(rows.flatMap((row) => (typeof row.propertyId === "number" ? [row.propertyId] : [])));
      return rows.map((row) => ({
        kind,
        reference: leadReference(kind, row.id),
        status: row.status,
        locale: row.locale,
        sentAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        sentWhileLoggedIn: row.userId === user.id,
        propertyCode: (row.propertyId === undefined ? row.propertyCode : codes.get(row.propertyId)) ?? null,
        staffNotes: row.staffNotes,
        form: storedForm(row),
      }));
    }),
  );
  return perKind.flat().sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

async function exportListings(db: Db, userId: string): Promise<AccountExport["listings"]> {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  if (rows.length === 0) return [];
  const photos = await db
    .select({ propertyId: propertyPhotos.propertyId, storageKey: propertyPhotos.storageKey })
    .from(propertyPhotos)
    .where(
      inArray(
        propertyPhotos.propertyId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? PHOTO_WIDTHS[0];
  return rows.map((row) => ({
    code: row.code,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    publishedAt: iso(row.publishedAt),
    rejectionReason: row.rejectionReason,
    form: storedForm(formFromRow(row), new Set()),
    photos: photos.filter((photo) => photo.propertyId === row.id).map((photo) => photoUrl(photo.storageKey, largest)),
  }));
}

/**
 * `GET /v2/user/me/export`: every piece of personal data held about the caller, and nobody
 * else's (the requests sent to their listings and the people behind roommate requests are left
 * out). No secret is in it: no password hash, no token, and no session's browser or address,
 * since an open session is all it takes to download the file.
 */
export async function exportAccountData(db: Db, auth: AuthState, locale: Locale, now: Date): Promise<AccountExport> {
  const { user } = auth;
  const [sessionRows, resetRows, favoriteRows, requests, profile, sent, received, listings, emails] = await Promise.all(
    [
      db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)),
      db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id))
        .orderBy(desc(passwordResetTokens.createdAt)),
      db
        .select({
          code: properties.code,
          titlePt: properties.titlePt,
          titleEn: properties.titleEn,
          savedAt: favorites.createdAt,
        })
        .from(favorites)
        .innerJoin(properties, eq(properties.id, favorites.propertyId))
        .where(eq(favorites.userId, user.id))
        .orderBy(desc(favorites.createdAt)),
      exportRequests(db, user),
      db.select().from(roommateProfiles).where(eq(roommateProfiles.userId, user.id)),
      db.select().from(roommateContactRequests).where(eq(roommateContactRequests.fromUserId, user.id)),
      db.select().from(roommateContactRequests).where(eq(roommateContactRequests.toUserId, user.id)),
      exportListings(db, user.id),
      db.select().from(emailOutbox).where(emailsOf(user)).orderBy(asc(emailOutbox.id)),
    ],
  );
  const contactRequest = (row: typeof roommateContactRequests.$inferSelect) => ({
    status: row.status,
    sentAt: row.createdAt.toISOString(),
    answeredAt: iso(row.respondedAt),
  });
  const [answers] = profile;
  const [activity, rentalData, payoutData] = await Promise.all([
    exportActivity(db, user),
    exportRentals(db, user),
    exportPayouts(db, user.id),
  ]);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    notes: [...ACCOUNT_EXPORT_NOTES[locale]],
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      current: row.id === auth.sessionId,
    })),
    passwordResets: resetRows.map((row) => ({
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      usedAt: iso(row.usedAt),
    })),
    favorites: favoriteRows.map((row) => ({
      code: row.code,
      title: localizedText(locale, row.titlePt, row.titleEn).text,
      savedAt: row.savedAt.toISOString(),
    })),
    requests,
    roommates: {
      profile: answers ? storedForm(answers, new Set(["id", "userId"])) : null,
      requestsSent: sent.map(contactRequest),
      requestsReceived: received.map(contactRequest),
    },
    listings,
    ...activity,
    rentals: rentalData,
    payouts: payoutData,
    emails: emails.map((row) => ({
      template: row.template,
      subject: row.subject,
      status: row.status,
      queuedAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Deleting

/**
 * What replaces the person in each kind of lead: the name becomes ERASED_PERSON_NAME, every
 * contact and free text becomes empty. What is left (the listing, dates, amounts, where staff
 * got to) is no longer anyone's personal data and keeps staff's records and counts whole.
 */
const ERASED: Record<LeadKind, Record<string, string | null>> = {
  interest: { name: ERASED_PERSON_NAME, phone: "", email: "", comments: "" },
  purchase: { name: ERASED_PERSON_NAME, phone: "", email: "", message: "" },
  // The home's street and neighbourhood stay (they describe a property); the number and
  // complement, which with the street point at someone's door, go.
  advertise: {
    name: ERASED_PERSON_NAME,
    phone: "",
    email: null,
    number: "",
    complement: "",
    comments: "",
    proposal: "",
    coupon: null,
  },
  concierge: { fullName: ERASED_PERSON_NAME, messagingContact: "" },
  service: { name: ERASED_PERSON_NAME, phone: "", email: "", message: "" },
};

/** What a staff notification of an anonymised lead says instead of the form it carried. */
const ERASED_NOTIFICATION = "(Dados excluídos a pedido do titular, LGPD.)";

/** Anonymises the person's leads; answers which, so their e-mails can be cleaned too. */
async function anonymiseLeads(tx: Tx, user: UserRow, now: Date) {
  const erased: { kind: LeadKind; id: number }[] = [];
  for (const kind of Object.keys(LEAD_TABLES) as LeadKind[]) {
    const table = LEAD_TABLES[kind];
    const rows = await tx
      .update(table)
      .set({ ...ERASED[kind], userId: null, staffNotes: "", updatedAt: now })
      .where(leadsOf(kind, user))
      .returning({ id: table.id });
    erased.push(...rows.map((row) => ({ kind, id: row.id })));
  }
  return erased;
}

/**
 * The outbox keeps every e-mail it sent. Those about the person go: every one to their address,
 * the confirmation of each anonymised lead (it may have gone to another address typed in the
 * form), and the text of each staff notification of one (the message itself stays, a record
 * that the lead arrived).
 */
async function forgetEmails(tx: Tx, user: UserRow, leads: { kind: LeadKind; id: number }[]) {
  await tx.delete(emailOutbox).where(emailsOf(user));
  for (const { kind, id } of leads) {
    const reference = leadReference(kind, id);
    await tx
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, `lead_${kind}_confirmation`),
          sql`position(${`(${reference})`} in ${emailOutbox.textBody}) > 0`,
        ),
      );
    await tx
      .update(emailOutbox)
      .set({ textBody: ERASED_NOTIFICATION, htmlBody: null })
      .where(and(eq(emailOutbox.template, `lead_${kind}_staff`), like(emailOutbox.subject, `% ${reference}`)));
  }
}

/**
 * The person's listings: one students never saw and nobody asked about (a draft, or one waiting
 * for review) is deleted with its rooms and photos, as the owner's own delete does; any other
 * (published, archived, or with requests staff keep) is archived, off the site, with no owner,
 * and any change of it waiting for review is dropped with the photos added for it (decision 017):
 * nobody is left to answer for it. Their coming visits are cancelled, both sides told, and the
 * owner's visit links closed. Answers the photos' storage keys, whose files go after the commit.
 */
async function releaseListings(tx: Tx, userId: string, mail: MailContext): Promise<string[]> {
  const { now } = mail;
  const owned = await tx
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .for("update");
  if (owned.length === 0) return [];
  const ids = owned.map((row) => row.id);
  await cancelVisitsOfWithdrawnListings(tx, ids, mail);
  await closeOwnerVisitLinks(tx, ids);
  const asked = await Promise.all(
    [interestRequests, purchaseInterests, rentals].map((table) =>
      tx.selectDistinct({ propertyId: table.propertyId }).from(table).where(inArray(table.propertyId, ids)),
    ),
  );
  const withRequests = new Set(asked.flat().map((row) => row.propertyId));
  const doomed = owned.filter((row) => mayOwnerDelete(row.status) && !withRequests.has(row.id)).map((row) => row.id);
  let storageKeys: string[] = [];
  if (doomed.length > 0) {
    const photos = await tx
      .select({ storageKey: propertyPhotos.storageKey })
      .from(propertyPhotos)
      .where(inArray(propertyPhotos.propertyId, doomed));
    storageKeys = photos.map((photo) => photo.storageKey);
    // Rooms, photos' rows, distances and others' favourites go with them (on delete cascade).
    await tx.delete(properties).where(inArray(properties.id, doomed));
  }
  const kept = ids.filter((id) => !doomed.includes(id));
  for (const id of kept) storageKeys.push(...(await dropChange(tx, id)));
  await tx
    .update(properties)
    .set({ status: "archived", ownerId: null, updatedAt: now })
    .where(eq(properties.ownerId, userId));
  return storageKeys;
}

/**
 * `DELETE /v2/user/me`: with the current password, in one transaction: the person's leads are
 * anonymised, their e-mails forgotten, their listings deleted or archived, and the account row
 * deleted, which takes with it every session (each token stops working at once), reset link,
 * favourite, the roommate questionnaire and every roommate request sent or received. A last
 * e-mail to the address says so; then the address is free to sign up again.
 *
 * Staff are refused (409): they leave the backoffice through another staff member first.
 */
export async function deleteAccount(
  db: Db,
  storage: PhotoStorage,
  auth: AuthState,
  password: string,
  locale: Locale,
  now: Date,
  mail: Omit<MailContext, "now"> & { privateFiles: PrivateFileStore },
): Promise<void> {
  const refuseStaff = () => new HttpError("conflict", ACCOUNT_DELETION_MESSAGES.staffRefused[locale]);
  if (auth.user.role === "staff") throw refuseStaff();
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    const message = ACCOUNT_DELETION_MESSAGES.passwordWrong[locale];
    throw new HttpError("validation_failed", message, { password: message });
  }
  const storageKeys = await db.transaction(async (tx) => {
    // Locked: a second deletion at once (another tab) waits, then finds no account.
    const [user] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for("update");
    if (!user) throw new HttpError("unauthorized", ACCOUNT_MESSAGES.unauthorized[locale]);
    if (user.role === "staff") throw refuseStaff();
    // Decision 038: a rental that holds a home ends first; open proposals end with the account.
    await refuseWhileRentalHolds(tx, user.id, locale);
    // Issue 36: money owed to the person goes first; payout accounts go with the account.
    await erasePayoutData(tx, user.id, locale, now);
    const rentalFiles = await eraseRentals(tx, user, { ...mail, now });
    const leads = await anonymiseLeads(tx, user, now);
    await forgetEmails(tx, user, leads);
    await eraseActivity(tx, user, { ...mail, now });
    const keys = await releaseListings(tx, user.id, { ...mail, now });
    await tx.delete(users).where(eq(users.id, user.id));
    await enqueueEmail(tx, accountDeletedEmail(user, locale));
    return { keys, privateKeys: rentalFiles.privateKeys };
  });
  // After the commit: a failed file delete leaves an unused file, never a row without its files.
  await Promise.all(storageKeys.keys.map((key) => removePhotoFiles(storage, key)));
  await Promise.all(storageKeys.privateKeys.map((key) => mail.privateFiles.delete(key).catch(() => {})));
}
