import { OwnerStatementSchema } from "@campuslar/domain/payments/owner-statement";
import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_METHODS, PIX_KEY_TYPES } from "@campuslar/domain/payments/payment-enums";
import { PayoutBatchListSchema, PayoutBatchSchema, SkippedOwnerSchema } from "@campuslar/domain/payments/payout-batch";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Where owners are paid and staff's payout batches (issue 36, point 6). Payout details are
 * private: the owner reads their own masked, staff read them whole only in a batch's CSV.
 */

const bearer = [{ bearerAuth: [] }];
const invalid = error("A field is invalid; `fields` names it with a message in the caller's language");
const signedIn = { 401: error("Missing, expired or revoked token") };
const moneyStaff = {
  ...signedIn,
  403: error("`forbidden` for anyone not staff; `second_factor_required` for staff without a recent second factor"),
};

const AccountSchema = z
  .object({
    id: z.string().uuid(),
    status: z.enum(PAYOUT_ACCOUNT_STATUSES),
    method: z.enum(PAYOUT_METHODS),
    pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
    masked: z.string().openapi({ example: "Pix ***.456.789-**" }),
    holderName: z.string(),
    holderDocument: z.string().openapi({ example: "***.456.789-**" }),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    confirmExpiresAt: z.string().nullable(),
    payoutsHoldUntil: z.string().nullable(),
  })
  .openapi("PayoutAccount");

const MyAccountSchema = z.object({
  active: AccountSchema.nullable(),
  pending: AccountSchema.nullable().openapi({ description: "A change waiting for the link e-mailed to the owner" }),
  onHold: z.boolean().openapi({ description: "Payouts wait 24 hours after a confirmed change" }),
});

export const getMyPayoutAccountRoute = createRoute({
  method: "get",
  path: "/me/payout-account",
  tags: ["Payouts"],
  summary: "The caller's payout account and any change waiting for confirmation, masked",
  security: bearer,
  responses: { 200: json(MyAccountSchema, "The accounts"), ...signedIn },
});

export const requestPayoutAccountRoute = createRoute({
  method: "post",
  path: "/me/payout-account",
  tags: ["Payouts"],
  summary:
    "Asks to be paid at a new account (Pix key, or bank account): saved pending, confirmed by the link e-mailed to the owner",
  security: bearer,
  request: {
    ...jsonBody(
      z.record(z.string(), z.unknown()).openapi({
        description:
          "method (pix | bank_account); for pix: pixKeyType, pixKey; for a bank account: bankCode (3 digits), branch (4), accountNumber (with its digit); holderName, holderDocument (CPF or CNPJ)",
        example: {
          method: "pix",
          pixKeyType: "cpf",
          pixKey: "123.456.789-09",
          holderName: "Rita Souza",
          holderDocument: "123.456.789-09",
        },
      }),
    ),
  },
  responses: { 202: json(MyAccountSchema, "Saved pending; the link is on its way"), 400: invalid, ...signedIn },
});

export const confirmPayoutAccountRoute = createRoute({
  method: "post",
  path: "/payout-account/confirm",
  tags: ["Payouts"],
  summary: "Confirms a payout account with the link's token: it becomes the active one and payouts wait 24 hours",
  request: { ...jsonBody(z.object({ token: z.string().min(1).max(200) })) },
  responses: { 200: json(AccountSchema, "The confirmed account, masked"), 400: invalid },
});

const StatementSchema = OwnerStatementSchema;

export const myPayoutsRoute = createRoute({
  method: "get",
  path: "/me/payouts",
  tags: ["Payouts"],
  summary: "The caller's statement for a month: rents received per rental, commission, payouts, what is owed",
  security: bearer,
  request: {
    query: z.object({
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "payouts.month.invalid")
        .optional()
        .openapi({ description: "YYYY-MM (São Paulo); none: this month", example: "2027-03" }),
    }),
  },
  responses: { 200: json(StatementSchema, "The statement"), 400: invalid, ...signedIn },
});

const BatchSchema = PayoutBatchSchema;
const SkippedSchema = SkippedOwnerSchema;

export const createPayoutBatchRoute = createRoute({
  method: "post",
  path: "/admin/payout-batches",
  tags: ["Backoffice"],
  summary: "Pays every owner owed whose confirmed account is past its hold, in one batch; lists those skipped",
  security: bearer,
  responses: {
    201: json(z.object({ batch: BatchSchema, skipped: z.array(SkippedSchema) }), "The batch"),
    200: json(z.object({ batch: z.null(), skipped: z.array(SkippedSchema) }), "Nobody payable: no batch"),
    ...moneyStaff,
  },
});

export const listPayoutBatchesRoute = createRoute({
  method: "get",
  path: "/admin/payout-batches",
  tags: ["Backoffice"],
  summary: "The newest payout batches and their payouts' states",
  security: bearer,
  responses: { 200: json(PayoutBatchListSchema, "The batches"), ...moneyStaff },
});

export const payoutBatchCsvRoute = createRoute({
  method: "get",
  path: "/admin/payout-batches/{id}/csv",
  tags: ["Backoffice"],
  summary: "A batch as a CSV to pay in the bank (accounts in full, amounts with comma decimals, references)",
  security: bearer,
  request: { params: z.object({ id: z.string().uuid("payouts.batch.invalid") }) },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "One transfer per line" },
    400: invalid,
    404: error("No such batch"),
    ...moneyStaff,
  },
});
