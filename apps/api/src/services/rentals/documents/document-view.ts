import type { DocumentView, IdType } from "@campuslar/domain/rentals/document-rules";
import type { RentalActor } from "@campuslar/domain/rentals/rental-process";
import type { rentalDocuments } from "../../../db/schema/rentals.ts";

/*
 * A document as each side may see it (issue 35, point 4): the student and staff see what was sent;
 * the owner learns only which documents were sent and approved, never a file, a name or a number.
 */

export type DocumentRow = typeof rentalDocuments.$inferSelect;

/** A CPF row without a number is the person's "I have no CPF" (see domain document-rules.ts). */
export const isNoCpf = (row: Pick<DocumentRow, "kind" | "cpf" | "deletedAt">) =>
  row.kind === "cpf" && row.cpf === null && row.deletedAt === null;

export function documentViewOf(row: DocumentRow, viewer: RentalActor): DocumentView {
  const full = viewer === "student" || viewer === "staff";
  const hasFile = row.storageKey !== null;
  return {
    id: row.id,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    idType: full ? ((row.idType as IdType | null) ?? null) : null,
    cpf: full ? row.cpf : null,
    noCpf: full && isNoCpf(row),
    fileName: full && row.fileName ? row.fileName : null,
    contentType: full && row.contentType ? row.contentType : null,
    sizeBytes: full && row.sizeBytes > 0 ? row.sizeBytes : null,
    hasFile: full && hasFile,
    rejectReason: full ? row.rejectReason : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    deleteAfter: full ? (row.deleteAfter?.toISOString() ?? null) : null,
  };
}
