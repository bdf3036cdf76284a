import { z } from "zod";
import { STATEMENT_FORMATS, STATEMENT_LINE_STATUSES } from "./payment-enums.ts";

/*
 * Staff's bank statements (issue 36, point 4) as `/v2/admin/statements…` answers them: an import's
 * summary, the lines waiting for a person with what each could be, and a decided line. The API
 * documents them and the web reads them with these schemas, so the two cannot drift apart.
 */

const cents = z.number().int();

export const ImportSummarySchema = z.object({
  importId: z.uuid(),
  format: z.enum(STATEMENT_FORMATS),
  lines: z.number().int(),
  new: z.number().int(),
  matched: z.number().int(),
  waiting: z.number().int(),
});

/** An open charge a line of money in could pay, at what it owes on the line's day. */
export const ChargeCandidateSchema = z.object({
  chargeId: z.uuid(),
  rentalId: z.uuid(),
  rentalCode: z.string(),
  studentName: z.string(),
  kind: z.string(),
  dueOn: z.string(),
  amountCents: cents,
});

/** A student the site owes at least a line of money out. */
export const RefundCandidateSchema = z.object({ studentId: z.uuid(), studentName: z.string(), owedCents: cents });

export const WaitingLineSchema = z.object({
  id: z.number().int(),
  postedOn: z.string(),
  amountCents: cents,
  description: z.string(),
  payerName: z.string().nullable(),
  payerDocument: z.string().nullable(),
  reference: z.string().nullable(),
  /** Money in: the open charges owed exactly its amount on its day (a late one with its fine and interest). */
  candidates: z.array(ChargeCandidateSchema),
  /** Money out: the students the site owes at least its amount back. */
  refundCandidates: z.array(RefundCandidateSchema),
});

export const WaitingListSchema = z.object({ lines: z.array(WaitingLineSchema), total: z.number().int() });

export const DecidedLineSchema = z.object({
  id: z.number().int(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  chargeId: z.uuid().nullable(),
});

export type ImportSummary = z.infer<typeof ImportSummarySchema>;
export type ChargeCandidate = z.infer<typeof ChargeCandidateSchema>;
export type RefundCandidate = z.infer<typeof RefundCandidateSchema>;
export type WaitingLine = z.infer<typeof WaitingLineSchema>;
export type WaitingList = z.infer<typeof WaitingListSchema>;
export type DecidedLine = z.infer<typeof DecidedLineSchema>;
