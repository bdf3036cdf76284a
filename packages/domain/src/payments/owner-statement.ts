import { z } from "zod";
import { PAYOUT_STATUSES } from "./payment-enums.ts";

/*
 * An owner's month (issue 36, point 6) as `GET /v2/me/payouts` answers it: rent received per
 * rental, the commission, payouts made, what is owed and when it goes. The API documents it and
 * the web reads it with this one schema.
 */

const cents = z.number().int();
const split = { grossCents: cents, commissionCents: cents, netCents: cents };

export const NEXT_PAYOUT_STATES = [
  "nothing_owed",
  "no_account",
  "pending_confirmation",
  "on_hold",
  "next_batch",
] as const;

export const OwnerStatementSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  previousMonth: z.string(),
  nextMonth: z.string().nullable(),
  rentals: z.array(
    z.object({
      rentalId: z.string().nullable(),
      rentalCode: z.string().nullable(),
      listingTitle: z.object({ pt: z.string(), en: z.string() }).nullable(),
      ...split,
      credits: z.array(z.object({ on: z.string(), kind: z.string(), ...split })),
    }),
  ),
  totals: z.object({ ...split, paidOutCents: cents }),
  payouts: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      amountCents: cents,
      status: z.enum(PAYOUT_STATUSES),
      createdOn: z.string(),
      paidOn: z.string().nullable(),
      account: z.string(),
    }),
  ),
  owedCents: cents,
  next: z.object({ state: z.enum(NEXT_PAYOUT_STATES), until: z.string().optional() }),
});
export type OwnerStatementView = z.infer<typeof OwnerStatementSchema>;
