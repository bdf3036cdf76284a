import type { Locale } from "@campuslar/domain/i18n/locales";
import { CHARGE_KINDS, CHARGE_STATUSES } from "@campuslar/domain/payments/payment-enums";
import { RENTAL_STATES } from "@campuslar/domain/rentals/rental-process";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiContext } from "../../../api/api-context.ts";
import { loadApiData } from "../../../api/api-data.server.ts";
import { passFileThrough } from "../../../api/file-response.server.ts";

/*
 * A rental's money from the API (issue 36, points 2, 3 and 9), over its HTTP contract only:
 * `GET /v2/rentals/{id}/payments` read whole, and a paid charge's receipt passed through.
 */

type Context = Readonly<RouterContextProvider>;

const ChargeSchema = z.object({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  dueOn: z.string(),
  rent: z.number(),
  deposit: z.number(),
  amount: z.number(),
  lateFee: z.number(),
  amountDue: z.number(),
  status: z.enum(CHARGE_STATUSES),
  late: z.boolean(),
  paidAt: z.string().nullable(),
});

const PaymentsSchema = z.object({
  rentalId: z.string(),
  code: z.string(),
  state: z.enum(RENTAL_STATES),
  side: z.enum(["student", "owner", "staff"]),
  charges: z.array(ChargeSchema),
  schedule: z.array(
    z.object({
      periodStart: z.string(),
      periodEnd: z.string(),
      dueOn: z.string(),
      rent: z.number(),
      ownerShare: z.number(),
      chargeId: z.string().nullable(),
      status: z.enum(["upcoming", ...CHARGE_STATUSES]),
    }),
  ),
  held: z.object({ amount: z.number(), until: z.string().nullable() }),
  depositCustody: z.number(),
  pix: z
    .array(
      z.object({
        chargeId: z.string(),
        reference: z.string(),
        amount: z.number(),
        expiresAt: z.string(),
        copyPaste: z.string(),
        qrSvg: z.string(),
      }),
    )
    .nullable(),
  bank: z
    .object({
      name: z.string(),
      code: z.string(),
      branch: z.string(),
      account: z.string(),
      holder: z.string(),
      document: z.string(),
    })
    .nullable(),
  demo: z.boolean(),
});

export type RentalPayments = z.infer<typeof PaymentsSchema>;
export type RentalCharge = RentalPayments["charges"][number];
export type RentalPix = NonNullable<RentalPayments["pix"]>[number];

const paymentsPath = (id: string) => `/v2/rentals/${encodeURIComponent(id)}/payments`;

/** The rental's money as the caller sees it; the page's 404 for someone else's rental. */
export const loadRentalPayments = (context: Context, id: string, locale: Locale) =>
  loadApiData(context, `${paymentsPath(id)}?lang=${locale}`, PaymentsSchema, {
    headers: { "Accept-Language": locale },
  });

/** A paid charge's receipt PDF with the visitor's session; someone else's answers 404. */
export async function receiptFromApi(context: Context, id: string, chargeId: string): Promise<Response> {
  let answer: Response;
  try {
    answer = await context.get(apiContext)(
      `/v2/rentals/${encodeURIComponent(id)}/charges/${encodeURIComponent(chargeId)}/receipt`,
    );
  } catch (error) {
    console.error("GET receipt failed", error);
    throw data(null, { status: 503 });
  }
  if (answer.status === 404 || answer.status === 401) throw data(null, { status: answer.status });
  if (!answer.ok) throw data(null, { status: 503 });
  return passFileThrough(answer, ["Content-Type", "Content-Disposition"]);
}
