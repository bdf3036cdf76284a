import { CHARGE_KINDS, CHARGE_STATUSES } from "@campuslar/domain/payments/payment-enums";
import { RENTAL_STATES } from "@campuslar/domain/rentals/rental-process";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";

/*
 * A rental's money (issue 36, points 2, 3 and 9): its charges, what is held and until when, the
 * rents ahead, and for the student (and staff) the live Pix code, its QR and the bank details;
 * each paid charge's receipt. Only the rental's student, owner and staff; anyone else gets 404.
 */

const uuid = z.string().uuid().openapi({ example: "0b6f0f3e-8d4a-4b8e-9a55-2f1f6f0c9d11" });
const security = [{ bearerAuth: [] }];
const reais = (description: string) => z.number().openapi({ description: `${description} (reais)` });
const day = z.string().openapi({ format: "date" });

const ChargeViewSchema = z.object({
  id: uuid,
  kind: z.enum(CHARGE_KINDS),
  periodStart: day.nullable(),
  periodEnd: day.nullable(),
  dueOn: day,
  rent: reais("The rent part"),
  deposit: reais("The cash deposit part"),
  amount: reais("What the charge asks by its due day"),
  lateFee: reais("Fine and interest: fixed when paid late; for an open late charge, if paid today"),
  amountDue: reais("What it asks today"),
  status: z.enum(CHARGE_STATUSES),
  late: z.boolean(),
  paidAt: z.string().datetime().nullable(),
});

const ScheduleViewSchema = z.object({
  periodStart: day,
  periodEnd: day,
  dueOn: day,
  rent: reais("The month's rent (pro rata for a part month)"),
  ownerShare: reais("What reaches the owner once paid: the rent less the company's commission"),
  chargeId: uuid.nullable(),
  status: z.enum(["upcoming", ...CHARGE_STATUSES]),
});

const PixViewSchema = z.object({
  chargeId: uuid,
  reference: z.string().openapi({ description: "The Pix txid, also the transfer reference" }),
  amount: reais("The code's amount"),
  expiresAt: z.string().datetime(),
  copyPaste: z.string().openapi({ description: 'The Pix "copia e cola" code (a BR Code)' }),
  qrSvg: z.string().openapi({ description: "The code as a QR, SVG" }),
});

const BankSchema = z.object({
  name: z.string(),
  code: z.string(),
  branch: z.string(),
  account: z.string(),
  holder: z.string(),
  document: z.string(),
});

export const RentalPaymentsViewSchema = z
  .object({
    rentalId: uuid,
    code: z.string(),
    state: z.enum(RENTAL_STATES),
    side: z.enum(["student", "owner", "staff"]),
    charges: z.array(ChargeViewSchema),
    schedule: z.array(ScheduleViewSchema),
    held: z.object({ amount: reais("Held now"), until: z.string().datetime().nullable() }),
    depositCustody: reais("The cash deposit kept for the student for the lease"),
    pix: z.array(PixViewSchema).nullable().openapi({ description: "Student and staff only; null for the owner" }),
    bank: BankSchema.nullable().openapi({ description: "Student and staff only" }),
    demo: z.boolean().openapi({ description: "The demo company's details, not a real account" }),
  })
  .openapi("RentalPayments");

const common = {
  401: error("Missing, expired or revoked token"),
  404: error("No such rental, or not one of the caller's"),
};

export const rentalPaymentsRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/payments",
  tags: ["Payments"],
  summary: "The rental's charges, what is held and until when, the rents ahead, and how to pay",
  description:
    "For the student and staff, each open charge's live Pix code (re-issued when expired) with its QR, and the " +
    "bank details for a transfer. The owner sees the charges and what reaches them, never the code.",
  security,
  request: { params: z.object({ id: uuid }) },
  responses: { 200: json(RentalPaymentsViewSchema, "The rental's money"), ...common },
});

export const chargeReceiptRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/charges/{chargeId}/receipt",
  tags: ["Payments"],
  summary: "The receipt of a paid charge (PDF, Portuguese with English beside)",
  security,
  request: { params: z.object({ id: uuid, chargeId: uuid }) },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description: "The receipt",
    },
    ...common,
  },
});
