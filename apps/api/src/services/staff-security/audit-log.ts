import type { Db } from "../../db/db-types.ts";
import { auditLog } from "../../db/schema/payments.ts";
import type { Tx } from "../rentals/rental-moves.ts";

/*
 * The staff's audit log (issue 36, point 8): every money action (a match, a refund, a release, a
 * payout batch, a claim's decision) writes who did what to which record, in the same transaction
 * as the action, so an action without its line cannot happen. Nobody edits it (a trigger refuses).
 */

export type AuditEntry = {
  actorId: string | null;
  /** "statement.import", "statement_line.match", "claim.decide", "payout_batch.create", ... */
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}
