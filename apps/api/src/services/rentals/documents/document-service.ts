import type { Locale } from "@campuslar/domain/i18n/locales";
import { type DocumentMessageKey, documentMessage } from "@campuslar/domain/rentals/document-messages";
import {
  DOCUMENTS_MAX_PER_RENTAL,
  type DocumentUploadForm,
  FOREIGN_ID_TYPES,
  type IdType,
  type RentalDocuments,
  requiredDocuments,
  slotStatus,
} from "@campuslar/domain/rentals/document-rules";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { privateFileReads, type RentalRow, rentalDocuments } from "../../../db/schema/rentals.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { PrivateFileStore } from "../../../lib/private-files.ts";
import { lockRental, readRental, type Tx } from "../rental-moves.ts";
import type { CheckedDocument } from "./document-content.ts";
import { type DocumentRow, documentViewOf } from "./document-view.ts";

/*
 * A rental's documents (issue 35, point 4): the student sends them while the rental is
 * `awaiting_documents`, one file or one CPF per request, so a refused one keeps the others.
 * Files go to the encrypted private store under `documents/<rental id>`, never under `/media`.
 */

export const refuse = (
  code: ConstructorParameters<typeof HttpError>[0],
  key: DocumentMessageKey,
  locale: Locale,
  field?: string,
) => {
  const message = documentMessage(key, locale);
  return new HttpError(code, message, field ? { [field]: message } : undefined);
};

/** The live (not deleted) documents of a rental, oldest first. */
export const liveDocuments = (db: Db | Tx, rentalId: string): Promise<DocumentRow[]> =>
  db
    .select()
    .from(rentalDocuments)
    .where(and(eq(rentalDocuments.rentalId, rentalId), isNull(rentalDocuments.deletedAt)))
    .orderBy(asc(rentalDocuments.createdAt));

/** The required slots with their status, and the entries as the caller may see them. */
export async function listDocuments(db: Db, actor: Actor, rentalId: string): Promise<RentalDocuments> {
  const { rental, side } = await readRental(db, rentalId, actor);
  const rows = await liveDocuments(db, rental.id);
  return {
    rentalId: rental.id,
    state: rental.state,
    viewer: side,
    required: requiredDocuments(rental.guarantee).map((slot) => ({ ...slot, status: slotStatus(rows, slot) })),
    items: rows.map((row) => documentViewOf(row, side)),
  };
}

/** Only the rental's student, only while it waits for documents: checked before a byte is read, and again under the lock. */
function assertMaySend(rental: RentalRow, side: string, locale: Locale) {
  if (side !== "student") throw refuse("forbidden", "rentalDocs.notStudent", locale);
  if (rental.state !== "awaiting_documents") throw refuse("conflict", "rentalDocs.notAwaiting", locale);
}

export async function assertMayUpload(db: Db, actor: Actor, rentalId: string, locale: Locale): Promise<void> {
  const { rental, side } = await readRental(db, rentalId, actor);
  assertMaySend(rental, side, locale);
}

/** The slot's own rules, read under the rental's lock so two requests cannot both pass them. */
async function assertFits(tx: Tx, rental: RentalRow, form: DocumentUploadForm, hasFile: boolean, locale: Locale) {
  if (form.subject === "guarantor" && rental.guarantee !== "guarantor") {
    throw refuse("validation_failed", "rentalDocs.subject.noGuarantor", locale, "subject");
  }
  const rows = await liveDocuments(tx, rental.id);
  if (hasFile && rows.filter((row) => row.kind !== "cpf").length >= DOCUMENTS_MAX_PER_RENTAL) {
    throw refuse("conflict", "rentalDocs.file.tooMany", locale, "file");
  }
  if (form.kind !== "cpf") return;
  const mine = rows.filter((row) => row.subject === form.subject);
  if (mine.some((row) => row.kind === "cpf")) throw refuse("conflict", "rentalDocs.cpf.already", locale, "cpf");
  const foreignId = mine.some(
    (row) => row.kind === "identity" && row.status !== "rejected" && FOREIGN_ID_TYPES.includes(row.idType as IdType),
  );
  if (form.noCpf && !foreignId) throw refuse("conflict", "rentalDocs.cpf.noneNeedsForeignId", locale, "noCpf");
}

/**
 * Records one entry: a checked file (identity, address) or a CPF (number or "none"). The file is
 * stored before the row is written; if the row is refused, the stored file is deleted again.
 */
export async function addDocument(
  db: Db,
  privateFiles: PrivateFileStore,
  actor: Actor,
  rentalId: string,
  input: { form: DocumentUploadForm; file: (CheckedDocument & { name: string }) | null },
  locale: Locale,
  now: Date,
) {
  let stored: { storageKey: string; sha256: string } | null = null;
  try {
    return await db.transaction(async (tx) => {
      const { rental, side } = await lockRental(tx, rentalId, actor);
      assertMaySend(rental, side, locale);
      await assertFits(tx, rental, input.form, input.file !== null, locale);
      if (input.file) stored = await privateFiles.put(`documents/${rental.id}`, input.file.bytes);
      const [row] = await tx
        .insert(rentalDocuments)
        .values({
          rentalId: rental.id,
          uploadedBy: actor.id,
          subject: input.form.subject,
          kind: input.form.kind,
          idType: input.form.idType,
          cpf: input.form.cpf,
          storageKey: stored?.storageKey ?? null,
          fileName: input.file ? safeFileName(input.file.name, input.file.extension) : "",
          contentType: input.file?.contentType ?? "",
          sizeBytes: input.file?.bytes.byteLength ?? 0,
          sha256: stored?.sha256 ?? "",
          createdAt: now,
        })
        .returning();
      return documentViewOf(row as DocumentRow, "student");
    });
  } catch (error) {
    const orphan = stored as { storageKey: string } | null;
    if (orphan) await privateFiles.delete(orphan.storageKey);
    throw error;
  }
}

/** The name shown back to the student and staff: its last path part, printable, with the extension of what is kept. */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "")
    .trim()
    .slice(0, 80);
  return `${base || "documento"}.${extension}`;
}

async function documentOf(tx: Db | Tx, rentalId: string, docId: string) {
  const [row] = await tx
    .select()
    .from(rentalDocuments)
    .where(
      and(eq(rentalDocuments.id, docId), eq(rentalDocuments.rentalId, rentalId), isNull(rentalDocuments.deletedAt)),
    );
  if (!row) throw new HttpError("not_found", "No such document");
  return row;
}

/** The student deletes a pending or rejected entry (to send it again); the file goes with it. */
export async function deleteDocument(
  db: Db,
  privateFiles: PrivateFileStore,
  actor: Actor,
  rentalId: string,
  docId: string,
  locale: Locale,
): Promise<void> {
  const storageKey = await db.transaction(async (tx) => {
    const { rental, side } = await lockRental(tx, rentalId, actor);
    assertMaySend(rental, side, locale);
    const row = await documentOf(tx, rental.id, docId);
    if (row.status === "approved") throw refuse("conflict", "rentalDocs.notDeletable", locale);
    await tx.delete(rentalDocuments).where(eq(rentalDocuments.id, row.id));
    return row.storageKey;
  });
  if (storageKey) await privateFiles.delete(storageKey);
}

/** A file's bytes for the student who sent it or for staff, the read logged with who and why. */
export async function readDocumentFile(
  db: Db,
  privateFiles: PrivateFileStore,
  actor: Actor,
  rentalId: string,
  docId: string,
  locale: Locale,
) {
  const { rental, side } = await readRental(db, rentalId, actor);
  // The owner learns that documents were approved, never their content.
  if (side !== "student" && side !== "staff")
    throw new HttpError("forbidden", "Only the student and staff open documents");
  const row = await documentOf(db, rental.id, docId);
  if (!row.storageKey) throw refuse("not_found", "rentalDocs.noFile", locale);
  const bytes = await privateFiles.read(row.storageKey);
  await db.insert(privateFileReads).values({
    storageKey: row.storageKey,
    readerId: actor.id,
    purpose: side === "staff" ? "document_review" : "student_own_copy",
  });
  return { bytes, contentType: row.contentType, fileName: row.fileName };
}
