import type { Locale } from "@campuslar/domain/i18n/locales";
import { z } from "zod";
import { apiContext } from "../../../api/api-context.ts";
import { loadApiData } from "../../../api/api-data.server.ts";
import { t } from "../../../i18n/t.ts";
import { ClaimSchema } from "./claim-view.ts";
import { type Context, sendToApi } from "./hold-api.server.ts";
import "./messages.ts";

/* The arrival page's calls: where the arrival stands, the move-in, the claim (multipart) and its photos. */

const ArrivalSchema = z.object({
  rentalId: z.string(),
  rentalCode: z.string(),
  state: z.string(),
  side: z.enum(["student", "owner", "staff"]),
  moveIn: z.string(),
  holdEndsAt: z.string(),
  heldCents: z.number(),
  mayConfirm: z.boolean(),
  mayClaim: z.boolean(),
  hasClaim: z.boolean(),
  claim: ClaimSchema.nullable(),
});
export type Arrival = z.infer<typeof ArrivalSchema>;

const rentalPath = (id: string) => `/v2/rentals/${encodeURIComponent(id)}`;

export const loadArrival = (context: Context, id: string, locale: Locale) =>
  loadApiData(context, `${rentalPath(id)}/arrival?lang=${locale}`, ArrivalSchema, {
    headers: { "Accept-Language": locale },
  });

export const confirmMoveIn = (context: Context, id: string, locale: Locale) =>
  sendToApi(context, `${rentalPath(id)}/move-in`, locale, { method: "POST" }, t(locale, "arrival.unavailable"));

export const sendClaim = (context: Context, id: string, body: FormData, locale: Locale) =>
  sendToApi(context, `${rentalPath(id)}/claim`, locale, { method: "POST", body }, t(locale, "arrival.unavailable"));

/** A claim photo, as the API answers it (status and headers kept), or null when the API cannot be reached. */
export async function fetchClaimPhoto(context: Context, id: string, index: string): Promise<Response | null> {
  try {
    return await context.get(apiContext)(`${rentalPath(id)}/claim/photos/${encodeURIComponent(index)}`);
  } catch (error) {
    console.error("GET claim photo failed", error);
    return null;
  }
}
