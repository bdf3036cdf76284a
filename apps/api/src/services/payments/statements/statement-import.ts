import { createHash } from "node:crypto";
import type { StatementFormat } from "@campuslar/domain/payments/payment-enums";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { statementImports, statementLines } from "../../../db/schema/payments.ts";
import { recordAudit } from "../../staff-security/audit-log.ts";
import type { ParsedStatementLine } from "./statement-line.ts";
import { type MatchContext, processLine } from "./statement-matching.ts";

/*
 * Importing a bank statement (issue 36, point 4). The import is recorded first (with its audit
 * line); then each line goes in its own transaction: `INSERT … ON CONFLICT (fingerprint) DO
 * NOTHING`, and only a line this import inserted is decided and posted, in that same transaction.
 * So the same file twice posts nothing new; two imports of it at once post each payment once (the
 * second waits on the first's uncommitted line, then finds it there); and a server killed
 * mid-import leaves every line either absent or posted, so importing the file again finishes it.
 */

/** A parsed line (`parseStatement`); tests build them by hand in the same shape. */
export type IncomingLine = ParsedStatementLine;

export type ImportSummary = {
  importId: string;
  /** Lines in the file, lines new to the site, of those matched (a charge or a payout), and waiting for a person. */
  lines: number;
  new: number;
  matched: number;
  waiting: number;
};

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function importStatement(
  db: Db,
  file: { fileName: string; sha256: string; format: StatementFormat; lines: IncomingLine[] },
  ctx: MatchContext & { ip?: string | null },
): Promise<ImportSummary> {
  const importId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(statementImports)
      .values({
        fileName: file.fileName,
        fileSha256: file.sha256,
        format: file.format,
        importedBy: ctx.actorId,
        linesTotal: file.lines.length,
        linesNew: 0,
        linesMatched: 0,
      })
      .returning({ id: statementImports.id });
    if (!row) throw new Error("statement import not recorded");
    await recordAudit(tx, {
      actorId: ctx.actorId,
      action: "statement.import",
      subjectType: "statement_import",
      subjectId: row.id,
      detail: { fileName: file.fileName, sha256: file.sha256, format: file.format, lines: file.lines.length },
      ip: ctx.ip ?? null,
    });
    return row.id;
  });

  let fresh = 0;
  let matched = 0;
  for (const line of file.lines) {
    const status = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(statementLines)
        .values({
          importId,
          fingerprint: line.fingerprint,
          postedOn: line.postedOn,
          amountCents: line.amountCents,
          description: line.description,
          payerName: line.payerName,
          payerDocument: line.payerDocument,
          reference: line.reference,
          // Decided below, in this transaction: nobody ever sees this first value committed.
          status: "unmatched",
        })
        .onConflictDoNothing({ target: statementLines.fingerprint })
        .returning();
      if (!inserted) return null;
      const outcome = await processLine(tx, inserted, ctx);
      if (outcome.status !== "unmatched") {
        await tx
          .update(statementLines)
          .set({ status: outcome.status, chargeId: outcome.chargeId, payoutId: outcome.payoutId })
          .where(eq(statementLines.id, inserted.id));
      }
      return outcome.status;
    });
    if (status === null) continue;
    fresh++;
    if (status !== "unmatched") matched++;
  }

  await db
    .update(statementImports)
    .set({ linesNew: fresh, linesMatched: matched })
    .where(eq(statementImports.id, importId));
  return { importId, lines: file.lines.length, new: fresh, matched, waiting: fresh - matched };
}
