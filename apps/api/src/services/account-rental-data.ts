import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais } from "@campuslar/domain/money/money";
import { HOLDING_STATES, OPEN_STATES } from "@campuslar/domain/rentals/rental-process";
import { ACCOUNT_DELETION_MESSAGES, ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import type { AccountRentalsExport } from "@campuslar/domain/user/account-export-rentals";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import {
  leaseSignatures,
  leases,
  type RentalRow,
  rentalEvents,
  rentalMessages,
  rentals,
} from "../db/schema/rentals.ts";
import { users } from "../db/schema/users.ts";
import { HttpError } from "../lib/errors.ts";
import type { PrivateFileStore } from "../lib/private-files.ts";
import { documentsForExport, eraseDocumentsOf } from "./rentals/documents/document-retention.ts";
import { tellRental } from "./rentals/rental-mail.ts";
import { applyMove, type Tx } from "./rentals/rental-moves.ts";

/*
 * A person's rentals in the account export and deletion (issue 35; decision 038, amending 018).
 */

type Person = { id: string };
const iso = (value: Date | null) => value?.toISOString() ?? null;

const termsOf = (r: RentalRow) => ({
  moveIn: r.moveIn,
  months: r.months,
  monthlyRent: centsToReais(r.monthlyRentCents),
  guarantee: r.guarantee,
  occupants: r.occupants,
  roomNumber: r.roomNumber,
});

/** The export's `rentals`: the person's as student and as owner, their messages, documents and leases. */
export async function exportRentals(db: Db, person: Person): Promise<AccountRentalsExport> {
  const rows = await db
    .select({ rental: rentals, propertyCode: properties.code, studentName: users.name })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .innerJoin(users, eq(users.id, rentals.studentId))
    .where(or(eq(rentals.studentId, person.id), eq(rentals.ownerId, person.id)))
    .orderBy(asc(rentals.createdAt));
  const ids = rows.map((row) => row.rental.id);
  const codeOf = new Map(rows.map((row) => [row.rental.id, row.rental.code]));
  const none = sql`false`;
  const [events, messages, leaseRows, documents] = await Promise.all([
    db
      .select()
      .from(rentalEvents)
      .where(ids.length ? inArray(rentalEvents.rentalId, ids) : none)
      .orderBy(asc(rentalEvents.at), asc(rentalEvents.id)),
    db
      .select({ message: rentalMessages, rentalCode: rentals.code })
      .from(rentalMessages)
      .innerJoin(rentals, eq(rentals.id, rentalMessages.rentalId))
      .where(eq(rentalMessages.authorId, person.id))
      .orderBy(asc(rentalMessages.id)),
    db
      .select()
      .from(leases)
      .where(ids.length ? inArray(leases.rentalId, ids) : none)
      .orderBy(asc(leases.createdAt)),
    documentsForExport(db, person.id),
  ]);
  const signatures = leaseRows.length
    ? await db
        .select()
        .from(leaseSignatures)
        .where(
          inArray(
            leaseSignatures.leaseId,
            leaseRows.map((l) => l.id),
          ),
        )
        .orderBy(asc(leaseSignatures.signedAt))
    : [];
  const history = (rentalId: string) =>
    events
      .filter((e) => e.rentalId === rentalId)
      .map((e) => ({
        move: e.move,
        actor: e.actor,
        fromState: e.fromState,
        toState: e.toState,
        at: e.at.toISOString(),
      }));
  const base = ({ rental, propertyCode }: (typeof rows)[number]) => ({
    code: rental.code,
    propertyCode,
    state: rental.state,
    terms: termsOf(rental),
    createdAt: rental.createdAt.toISOString(),
    stateChangedAt: rental.stateChangedAt.toISOString(),
    history: history(rental.id),
  });
  return {
    asStudent: rows
      .filter((row) => row.rental.studentId === person.id)
      .map((row) => ({
        ...base(row),
        message: row.rental.message,
        proposedTerms: row.rental.proposedTerms,
        declineReason: row.rental.declineReason,
      })),
    asOwner: rows
      .filter((row) => row.rental.ownerId === person.id)
      .map((row) => ({ ...base(row), studentName: row.studentName })),
    messages: messages.map(({ message, rentalCode }) => ({
      rentalCode,
      body: message.body,
      masked: message.masked,
      sentAt: message.createdAt.toISOString(),
    })),
    documents,
    leases: leaseRows.map((lease) => ({
      rentalCode: codeOf.get(lease.rentalId) ?? "",
      version: lease.version,
      sha256: lease.sha256,
      signedSha256: lease.signedSha256,
      createdAt: lease.createdAt.toISOString(),
      voidedAt: iso(lease.voidedAt),
      signatures: signatures
        .filter((s) => s.leaseId === lease.id)
        .map((s) => ({
          side: s.side,
          typedName: s.userId === person.id ? s.typedName : null,
          documentSha256: s.documentSha256,
          signedAt: s.signedAt.toISOString(),
          voidedAt: iso(s.voidedAt),
        })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Deleting

const theirs = (userId: string) => or(eq(rentals.studentId, userId), eq(rentals.ownerId, userId));

/**
 * 409 while a rental of the person's (either side) holds a home: accepted, documents under review,
 * a lease to sign or signed and waiting for payment. The other side counts on it; it ends by its
 * own moves, or staff cancel it.
 */
export async function refuseWhileRentalHolds(tx: Tx, userId: string, locale: Locale): Promise<void> {
  const holding = await tx
    .select({ code: rentals.code })
    .from(rentals)
    .where(and(theirs(userId), inArray(rentals.state, [...HOLDING_STATES])));
  if (holding.length === 0) return;
  const codes = holding.map((r) => r.code).join(", ");
  throw new HttpError("conflict", ACCOUNT_DELETION_MESSAGES.rentalHolds[locale].replace("{codes}", codes));
}

/** What the rentals' part of a deletion leaves to do after the commit: private files to delete. */
export type RentalErasure = { privateKeys: string[] };

/**
 * The person's rentals when the account goes (in the deletion's transaction, after
 * `refuseWhileRentalHolds`):
 * - open proposals end as their moves would: the student's are withdrawn, those to the owner's homes
 *   declined, and the other side is told by e-mail;
 * - the student's documents lose their files and CPF numbers (`eraseDocumentsOf`);
 * - the student's rentals never accepted (proposals only) are deleted with their history and
 *   messages; one that was accepted, and so may have a lease the law keeps, stays with the student
 *   replaced by an erased placeholder account and the proposal's words emptied;
 * - rentals of the owner's homes stay for the student (the owner's id goes with the account, on
 *   delete set null), and the person's messages everywhere lose their author (set null).
 */
export async function eraseRentals(
  tx: Tx,
  user: { id: string; name: string },
  ctx: { now: Date; publicUrl: string; staffEmail: string | null; privateFiles: PrivateFileStore },
): Promise<RentalErasure> {
  const open = await tx
    .select()
    .from(rentals)
    .where(and(theirs(user.id), inArray(rentals.state, [...OPEN_STATES])))
    .for("update");
  for (const rental of open) {
    const asStudent = rental.studentId === user.id;
    // A counter waits on the student: the owner who leaves has no move left, so it is cancelled
    // as staff would, and the student hears that the owner's side declined.
    const [move, by] = asStudent
      ? (["withdraw", { side: "student", userId: user.id }] as const)
      : rental.state === "countered"
        ? (["cancel", { side: "staff", userId: null }] as const)
        : (["decline", { side: "owner", userId: user.id }] as const);
    const moved = await applyMove(tx, rental, move, by, {
      now: ctx.now,
      change: asStudent ? {} : { declineReason: "other" },
      detail: { reason: "account_deleted" },
    });
    await tellRental(tx, moved, asStudent ? "withdrawn" : "declined", asStudent ? "owner" : "student", ctx);
  }
  await eraseDocumentsOf(tx, ctx.privateFiles, user.id, ctx.now);

  const mine = await tx.select().from(rentals).where(eq(rentals.studentId, user.id));
  if (mine.length === 0) return { privateKeys: [] };
  const accepted = await tx
    .selectDistinct({ rentalId: rentalEvents.rentalId })
    .from(rentalEvents)
    .where(
      and(
        inArray(
          rentalEvents.rentalId,
          mine.map((r) => r.id),
        ),
        inArray(rentalEvents.toState, [...HOLDING_STATES]),
      ),
    );
  const kept = new Set(accepted.map((row) => row.rentalId));
  const doomed = mine.filter((r) => !kept.has(r.id) && !(HOLDING_STATES as readonly string[]).includes(r.state));
  const privateKeys: string[] = [];
  if (doomed.length > 0) {
    const files = await tx
      .select({ key: leases.storageKey, signed: leases.signedStorageKey })
      .from(leases)
      .where(
        inArray(
          leases.rentalId,
          doomed.map((r) => r.id),
        ),
      );
    for (const file of files) privateKeys.push(file.key, ...(file.signed ? [file.signed] : []));
    // History, messages, reads, documents' rows and unsigned leases go with them (on delete cascade).
    await tx.delete(rentals).where(
      inArray(
        rentals.id,
        doomed.map((r) => r.id),
      ),
    );
  }
  const stays = mine.filter((r) => kept.has(r.id)).map((r) => r.id);
  if (stays.length > 0) {
    const placeholder = await erasedStudent(tx, ctx.now);
    await tx
      .update(rentals)
      .set({ studentId: placeholder, message: "", idempotencyKey: null, updatedAt: ctx.now })
      .where(inArray(rentals.id, stays));
  }
  return { privateKeys };
}

/**
 * The account an accepted rental keeps as its student once theirs is deleted (`rentals.student_id`
 * cannot be null): one per deletion, named ERASED_PERSON_NAME, an address nobody can receive at
 * (`.invalid`, RFC 2606) and a password hash no password matches, so nobody can ever sign in to it.
 */
async function erasedStudent(tx: Tx, now: Date): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      name: ERASED_PERSON_NAME,
      email: `erased-${crypto.randomUUID()}@erased.invalid`,
      phone: "",
      passwordHash: "!erased-account-no-login",
      role: "tenant",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("no placeholder account");
  return row.id;
}
