import { z } from "zod";
import { PAYOUT_STATUSES } from "./payment-enums.ts";

/*
 * Staff's payout batches (issue 36, point 6) as `/v2/admin/payout-batches` answers them: the
 * payouts made and those skipped, with why. The API documents them and the web reads them with
 * these schemas, so the two cannot drift apart.
 */

const cents = z.number().int();

export const PayoutLineSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  amountCents: cents,
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string(),
  /** Masked; the batch's CSV has it whole. */
  account: z.string(),
  paidAt: z.string().nullable(),
});

export const PayoutBatchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  payoutCount: z.number().int(),
  totalCents: cents,
  payouts: z.array(PayoutLineSchema),
});

/**
 * Why money owed is not in a batch: no confirmed account, an account changed within the hold,
 * or a listing with no owner account (staff pay such an owner outside the payouts).
 */
export const SKIP_REASONS = ["no_account", "on_hold", "no_owner_account"] as const;

export const SkippedOwnerSchema = z.object({
  /** The owner's account id, or `property-<id>` for a listing with no owner account. */
  ownerId: z.string(),
  /** The owner's name, or the listing's code. */
  name: z.string(),
  owedCents: cents,
  reason: z.enum(SKIP_REASONS),
  /** On hold: when it ends. */
  until: z.string().nullable(),
});

export const BatchResultSchema = z.object({
  batch: PayoutBatchSchema.nullable(),
  skipped: z.array(SkippedOwnerSchema),
});

export const PayoutBatchListSchema = z.object({
  items: z.array(PayoutBatchSchema),
});

export type PayoutLine = z.infer<typeof PayoutLineSchema>;
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;
export type SkippedOwner = z.infer<typeof SkippedOwnerSchema>;
export type BatchResult = z.infer<typeof BatchResultSchema>;
