import type { Locale } from "@campuslar/domain/i18n/locales";
import { lateFeeOf } from "@campuslar/domain/payments/late-fee";
import { ledgerAccount, owedOf, refundPaidPosting } from "@campuslar/domain/payments/ledger";
import type { ChargeCandidate, RefundCandidate, WaitingLine } from "@campuslar/domain/payments/statement-views";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../../db/db-types.ts";
import { charges, statementLines } from "../../../db/schema/payments.ts";
import { rentals } from "../../../db/schema/rentals.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/errors.ts";
import type { Tx } from "../../rentals/rental-moves.ts";
import { recordAudit } from "../../staff-security/audit-log.ts";
import { balanceOf, balancesOfKind, postLedger } from "../ledger/post-ledger.ts";
import { statementMessage } from "./statement-import-messages.ts";
import {
  type MatchContext,
  receivedAtOf,
  type StatementLineRow,
  sourceRefOf,
  trySettle,
} from "./statement-matching.ts";

/*
 * The lines no rule could place (issue 36, point 4), and what a person decides for each: money in
 * matched to a charge (it already sits in suspense, so it settles from there), money out recorded
 * as a refund paid to a student, or a line set aside with a note (a bank fee). Each decision and
 * its audit line are one transaction, taken on the locked line, so two staff cannot both decide it.
 */

export type { ChargeCandidate, RefundCandidate, WaitingLine } from "@campuslar/domain/payments/statement-views";

/** The most lines the waiting list shows at once, oldest first. */
export const WAITING_LIMIT = 200;

export async function waitingLines(db: Db): Promise<{ lines: WaitingLine[]; total: number }> {
  const rows = await db
    .select()
    .from(statementLines)
    .where(eq(statementLines.status, "unmatched"))
    .orderBy(asc(statementLines.postedOn), asc(statementLines.id))
    .limit(WAITING_LIMIT + 1);
  const shown = rows.slice(0, WAITING_LIMIT);
  const amountsIn = [...new Set(shown.filter((line) => line.amountCents > 0).map((line) => line.amountCents))];
  const open =
    amountsIn.length === 0
      ? []
      : await db
          .select({
            chargeId: charges.id,
            rentalId: charges.rentalId,
            rentalCode: rentals.code,
            studentName: users.name,
            kind: charges.kind,
            dueOn: charges.dueOn,
            amountCents: charges.amountCents,
            rentCents: charges.rentCents,
          })
          .from(charges)
          .innerJoin(rentals, eq(rentals.id, charges.rentalId))
          .innerJoin(users, eq(users.id, rentals.studentId))
          // A late charge is owed with its fine and interest, never less than its own amount.
          .where(and(eq(charges.status, "open"), lte(charges.amountCents, Math.max(...amountsIn))))
          .orderBy(asc(charges.dueOn));
  const owed = shown.some((line) => line.amountCents < 0) ? await refundsOwed(db) : [];
  const lines = shown.map((line) => ({
    id: line.id,
    postedOn: line.postedOn,
    amountCents: line.amountCents,
    description: line.description,
    payerName: line.payerName,
    payerDocument: line.payerDocument,
    reference: line.reference,
    candidates: line.amountCents > 0 ? chargesOwing(open, line.amountCents, line.postedOn) : [],
    refundCandidates: line.amountCents < 0 ? owed.filter((refund) => refund.owedCents >= -line.amountCents) : [],
  }));
  const total = rows.length > WAITING_LIMIT ? await countWaiting(db) : rows.length;
  return { lines, total };
}

/**
 * The open charges that `amountCents` paid on `paidOn` settles exactly: the charge's amount plus
 * the late fee it owes that day (none before its due day), each shown at that amount.
 */
function chargesOwing(
  open: (ChargeCandidate & { rentCents: number })[],
  amountCents: number,
  paidOn: string,
): ChargeCandidate[] {
  return open.flatMap(({ rentCents, ...charge }) => {
    const owed = charge.amountCents + lateFeeOf({ rentCents, dueOn: charge.dueOn, paidOn }).totalCents;
    return owed === amountCents ? [{ ...charge, amountCents: owed }] : [];
  });
}

async function countWaiting(db: Db): Promise<number> {
  const rows = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(eq(statementLines.status, "unmatched"));
  return rows.length;
}

/** Every student the site owes a refund, with how much (`refund_payable:<student id>`). */
async function refundsOwed(db: Db): Promise<RefundCandidate[]> {
  const balances = await balancesOfKind(db, "refund_payable");
  const owed = [...balances].map(([account, balance]) => ({
    studentId: account.slice("refund_payable:".length),
    owedCents: owedOf(balance),
  }));
  const positive = owed.filter((refund) => refund.owedCents > 0);
  if (positive.length === 0) return [];
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        positive.map((refund) => refund.studentId),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return positive.map((refund) => ({ ...refund, studentName: nameOf.get(refund.studentId) ?? "" }));
}

type DecisionContext = MatchContext & { ip?: string | null; locale: Locale };

/** The line, locked for this decision; 404 when missing, 409 when someone already decided it. */
async function lockWaiting(tx: Tx, lineId: number, locale: Locale): Promise<StatementLineRow> {
  const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, lineId)).for("update");
  if (!line) throw new HttpError("not_found", statementMessage("line.notFound", locale));
  if (line.status !== "unmatched") throw new HttpError("conflict", statementMessage("line.decided", locale));
  return line;
}

async function decide(
  tx: Tx,
  line: StatementLineRow,
  change: Partial<Pick<StatementLineRow, "status" | "chargeId">>,
  ctx: DecisionContext,
  action: string,
  detail: Record<string, unknown>,
) {
  await tx
    .update(statementLines)
    .set({ ...change, decidedBy: ctx.actorId, decidedAt: ctx.now })
    .where(eq(statementLines.id, line.id));
  await recordAudit(tx, {
    actorId: ctx.actorId,
    action,
    subjectType: "statement_line",
    subjectId: String(line.id),
    detail: { amountCents: line.amountCents, postedOn: line.postedOn, ...detail },
    ip: ctx.ip ?? null,
  });
}

/** Money in waiting in suspense pays `chargeId`. */
export async function matchLine(db: Db, lineId: number, chargeId: string, ctx: DecisionContext) {
  return db.transaction(async (tx) => {
    const line = await lockWaiting(tx, lineId, ctx.locale);
    if (line.amountCents <= 0) throw new HttpError("conflict", statementMessage("line.notIn", ctx.locale));
    const [charge] = await tx.select({ id: charges.id }).from(charges).where(eq(charges.id, chargeId));
    if (!charge) {
      const message = statementMessage("charge.notFound", ctx.locale);
      throw new HttpError("not_found", message, { chargeId: message });
    }
    const settled = await trySettle(
      tx,
      {
        chargeId,
        sourceRef: sourceRefOf(line),
        receivedCents: line.amountCents,
        receivedAt: receivedAtOf(line.postedOn),
        from: "suspense",
        payerName: line.payerName,
        payerDocument: line.payerDocument,
        actorId: ctx.actorId,
      },
      ctx,
    );
    if (!settled.ok) {
      const message = statementMessage(`charge.${settled.reason}`, ctx.locale);
      throw new HttpError("conflict", message, { chargeId: message });
    }
    await decide(tx, line, { status: "matched", chargeId }, ctx, "statement_line.match", {
      chargeId,
      paymentId: settled.paymentId,
    });
    return { id: line.id, status: "matched" as const, chargeId };
  });
}

/** A line set aside with a reason (a bank fee, a transfer between the company's accounts). */
export async function ignoreLine(db: Db, lineId: number, note: string, ctx: DecisionContext) {
  return db.transaction(async (tx) => {
    const line = await lockWaiting(tx, lineId, ctx.locale);
    await decide(tx, line, { status: "ignored" }, ctx, "statement_line.ignore", { note });
    return { id: line.id, status: "ignored" as const, chargeId: null };
  });
}

/**
 * Money out that was a refund sent to `studentId` (`markRefundPaid`): what the site owed them goes
 * down by it, never below zero. The student's row is locked so two lines cannot both spend one debt.
 */
export async function markRefundPaid(db: Db, lineId: number, studentId: string, ctx: DecisionContext) {
  return db.transaction(async (tx) => {
    const line = await lockWaiting(tx, lineId, ctx.locale);
    if (line.amountCents >= 0) throw new HttpError("conflict", statementMessage("line.notOut", ctx.locale));
    const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("update");
    if (!student) {
      const message = statementMessage("student.notFound", ctx.locale);
      throw new HttpError("not_found", message, { studentId: message });
    }
    const amountCents = -line.amountCents;
    const owed = owedOf(await balanceOf(tx, ledgerAccount("refund_payable", studentId)));
    if (owed < amountCents) {
      const message = statementMessage("refund.exceeds", ctx.locale);
      throw new HttpError("conflict", message, { studentId: message });
    }
    await postLedger(tx, refundPaidPosting({ studentId, amountCents, sourceRef: sourceRefOf(line) }), {
      createdBy: ctx.actorId,
    });
    await decide(tx, line, { status: "refund_paid" }, ctx, "statement_line.refund_paid", { studentId });
    return { id: line.id, status: "refund_paid" as const, chargeId: null };
  });
}
