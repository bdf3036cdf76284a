import type { Locale } from "@campuslar/domain/i18n/locales";
import { allDocumentsApproved, type DocumentView } from "@campuslar/domain/rentals/document-rules";
import { eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../auth/policy.ts";
import type { Db } from "../../../db/client.ts";
import { type RentalRow, rentalDocuments } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import {
  type DocumentMailPerson,
  documentRejectedEmail,
  documentsApprovedEmail,
} from "../../../mail/document-emails.ts";
import { enqueueEmail } from "../../../mail/outbox.ts";
import { applyMove, lockRental, type Tx } from "../rental-moves.ts";
import { liveDocuments, refuse } from "./document-service.ts";
import { type DocumentRow, documentViewOf } from "./document-view.ts";

/*
 * Staff's review of a document (issue 35, point 4): approve it, or reject it with a reason the
 * student reads by e-mail and on the page. The approval that completes every required slot also
 * moves the rental to `awaiting_signatures` (`approve_documents`, through `applyMove`) and queues
 * both sides' e-mails, in the same transaction: the move and its notices are all or nothing.
 */

export type ReviewDecision = { decision: "approve" } | { decision: "reject"; reason: string };

const WHAT: Record<DocumentRow["kind"], { pt: string; en: string }> = {
  identity: { pt: "documento de identidade", en: "identity document" },
  cpf: { pt: "CPF", en: "CPF" },
  address: { pt: "comprovante de endereço", en: "proof of address" },
};

async function peopleOf(tx: Tx, rental: RentalRow) {
  const ids = [rental.studentId, rental.ownerId].filter((id): id is string => id !== null);
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  const find = (id: string | null): DocumentMailPerson | null => rows.find((row) => row.id === id) ?? null;
  return { student: find(rental.studentId), owner: find(rental.ownerId) };
}

export async function reviewDocument(
  db: Db,
  staff: Actor,
  docId: string,
  review: ReviewDecision,
  context: { now: Date; locale: Locale; publicUrl: string },
): Promise<{ document: DocumentView; rentalState: RentalRow["state"] }> {
  const [found] = await db.select().from(rentalDocuments).where(eq(rentalDocuments.id, docId));
  if (!found || found.deletedAt) throw new HttpError("not_found", "No such document");
  return db.transaction(async (tx) => {
    // Locked as the clock: this call is staff's by its route, whichever side the reviewer is on.
    const { rental } = await lockRental(tx, found.rentalId);
    if (rental.state !== "awaiting_documents") throw refuse("conflict", "rentalDocs.notAwaiting", context.locale);
    const [row] = await tx.select().from(rentalDocuments).where(eq(rentalDocuments.id, docId)).for("update");
    if (!row || row.deletedAt) throw new HttpError("not_found", "No such document");
    if (row.status !== "pending") throw refuse("conflict", "rentalDocs.notPending", context.locale);
    const [updated] = await tx
      .update(rentalDocuments)
      .set({
        status: review.decision === "approve" ? "approved" : "rejected",
        rejectReason: review.decision === "reject" ? review.reason : null,
        reviewedBy: staff.id,
        reviewedAt: context.now,
      })
      .where(eq(rentalDocuments.id, row.id))
      .returning();
    const people = await peopleOf(tx, rental);
    const ref = { id: rental.id, code: rental.code };
    let state: RentalRow["state"] = rental.state;
    if (review.decision === "reject") {
      if (people.student) {
        await enqueueEmail(
          tx,
          documentRejectedEmail(people.student, ref, WHAT[row.kind], review.reason, context.publicUrl),
        );
      }
    } else if (allDocumentsApproved(rental.guarantee, await liveDocuments(tx, rental.id))) {
      const moved = await applyMove(
        tx,
        rental,
        "approve_documents",
        { side: "staff", userId: staff.id },
        { now: context.now, detail: { documentId: row.id } },
      );
      state = moved.state;
      if (people.student)
        await enqueueEmail(tx, documentsApprovedEmail(people.student, "student", ref, context.publicUrl));
      if (people.owner) await enqueueEmail(tx, documentsApprovedEmail(people.owner, "owner", ref, context.publicUrl));
    }
    return { document: documentViewOf(updated as DocumentRow, "staff"), rentalState: state };
  });
}
