import { z } from "zod";
import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES, PIX_KEY_TYPES } from "../payments/payment-enums.ts";

/*
 * The payouts part of the account export (issue 36, point 6): the payout accounts the person
 * entered, whole (they are the person's own details), and the payouts made to them.
 */

const instant = z.string().describe("ISO 8601 date and time (UTC)");

export const AccountPayoutsExportSchema = z.object({
  accounts: z.array(
    z.object({
      status: z.enum(PAYOUT_ACCOUNT_STATUSES),
      method: z.enum(PAYOUT_METHODS),
      pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
      pixKey: z.string().nullable(),
      bankCode: z.string().nullable(),
      branch: z.string().nullable(),
      accountNumber: z.string().nullable(),
      holderName: z.string(),
      holderDocument: z.string(),
      createdAt: instant,
      confirmedAt: instant.nullable(),
    }),
  ),
  payouts: z.array(
    z.object({
      reference: z.string(),
      /** Reais. */
      amount: z.number(),
      status: z.enum(PAYOUT_STATUSES),
      createdAt: instant,
      paidAt: instant.nullable(),
    }),
  ),
});
export type AccountPayoutsExport = z.infer<typeof AccountPayoutsExportSchema>;
