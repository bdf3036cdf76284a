import { FINAL_STATES } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rentalDocuments, rentals } from "../../../db/schema/rentals.ts";
import type { PrivateFileStore } from "../../../lib/private-files.ts";
import type { Tx } from "../rental-moves.ts";

/*
 * How long documents are kept (issue 35, point 4; LGPD art. 15 and 16: personal data is deleted
 * once its purpose ends). A document serves the rental: `DOCUMENT_RETENTION_DAYS` (180 by default)
 * after it ends, its file and CPF number are deleted. A rental ends when it reaches a final state
 * (declined, withdrawn, expired, closed, cancelled) or, once signed, at its move-out date. The row
 * stays, without file or number, as the record that the review happened.
 */

export const DEFAULT_DOCUMENT_RETENTION_DAYS = 180;
/** Files deleted per run: the next run takes the rest. */
const PURGE_BATCH = 200;

/** The states after both signatures (issue 36 adds the ones that follow). */
const SIGNED_STATES = ["awaiting_payment"] as const;

/**
 * Stamps `deleteAfter` on the documents of rentals that have ended and have none yet: the day the
 * rental ended plus `days`. Answers how many were stamped.
 */
export async function scheduleDocumentDeletion(db: Db, days: number): Promise<number> {
  const interval = sql.raw(`interval '${Math.max(0, Math.floor(days))} days'`);
  const ended = await db
    .update(rentalDocuments)
    .set({
      deleteAfter: sql`(select case when ${rentals.state} in (${sql.join(
        FINAL_STATES.map((s) => sql`${s}`),
        sql`, `,
      )}) then ${rentals.stateChangedAt} + ${interval} else ${rentals.moveOut}::timestamptz + ${interval} end from ${rentals} where ${rentals.id} = ${rentalDocuments.rentalId})`,
    })
    .where(
      and(
        isNull(rentalDocuments.deleteAfter),
        isNull(rentalDocuments.deletedAt),
        inArray(
          rentalDocuments.rentalId,
          db
            .select({ id: rentals.id })
            .from(rentals)
            .where(inArray(rentals.state, [...FINAL_STATES, ...SIGNED_STATES])),
        ),
      ),
    )
    .returning({ id: rentalDocuments.id });
  return ended.length;
}

/** Deletes one row's file and number, keeping the row marked `deletedAt`. */
async function forget(
  db: Db | Tx,
  privateFiles: PrivateFileStore,
  row: { id: string; storageKey: string | null },
  now: Date,
) {
  if (row.storageKey) await privateFiles.delete(row.storageKey);
  await db
    .update(rentalDocuments)
    .set({ storageKey: null, cpf: null, deletedAt: now })
    .where(eq(rentalDocuments.id, row.id));
}

/**
 * The retention job: stamps what ended, then deletes every document past its `deleteAfter`.
 * Run by the rentals' worker tick; safe to run twice (a deleted file is not an error).
 */
export async function purgeExpiredDocuments(
  db: Db,
  privateFiles: PrivateFileStore,
  now: Date,
  days: number = DEFAULT_DOCUMENT_RETENTION_DAYS,
): Promise<number> {
  await scheduleDocumentDeletion(db, days);
  const due = await db
    .select({ id: rentalDocuments.id, storageKey: rentalDocuments.storageKey })
    .from(rentalDocuments)
    .where(
      and(
        isNull(rentalDocuments.deletedAt),
        isNotNull(rentalDocuments.deleteAfter),
        lte(rentalDocuments.deleteAfter, now),
      ),
    )
    .orderBy(asc(rentalDocuments.deleteAfter))
    .limit(PURGE_BATCH);
  for (const row of due) await forget(db, privateFiles, row, now);
  return due.length;
}

/**
 * The account deletion (H6 calls it in its transaction): every document of the person's rentals
 * as a student, file and number, and those they uploaded. The rows stay, emptied, with the rental.
 */
export async function eraseDocumentsOf(tx: Tx, privateFiles: PrivateFileStore, userId: string, now = new Date()) {
  const rows = await tx
    .select({ id: rentalDocuments.id, storageKey: rentalDocuments.storageKey })
    .from(rentalDocuments)
    .innerJoin(rentals, eq(rentals.id, rentalDocuments.rentalId))
    .where(and(eq(rentals.studentId, userId), isNull(rentalDocuments.deletedAt)));
  for (const row of rows) await forget(tx, privateFiles, row, now);
  return rows.length;
}

/** The account export (LGPD art. 18): what was sent and its review, never the files or numbers. */
export async function documentsForExport(db: Db, userId: string) {
  const rows = await db
    .select({
      rentalCode: rentals.code,
      subject: rentalDocuments.subject,
      kind: rentalDocuments.kind,
      idType: rentalDocuments.idType,
      status: rentalDocuments.status,
      rejectReason: rentalDocuments.rejectReason,
      sentAt: rentalDocuments.createdAt,
      reviewedAt: rentalDocuments.reviewedAt,
      deleteAfter: rentalDocuments.deleteAfter,
      deletedAt: rentalDocuments.deletedAt,
    })
    .from(rentalDocuments)
    .innerJoin(rentals, eq(rentals.id, rentalDocuments.rentalId))
    .where(eq(rentals.studentId, userId))
    .orderBy(asc(rentalDocuments.createdAt));
  return rows.map((row) => ({
    ...row,
    sentAt: row.sentAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    deleteAfter: row.deleteAfter?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}
