import type { ServiceKind } from "../lead/lead-enums.ts";

/** Spec §9: the professional photographer's visit (photos plus a video of the listing), in reais. */
export const PHOTOGRAPHER_PRICE_REAIS = 150;

/**
 * Spec §9: no guarantor is needed and booking directly costs nothing extra. Written once so the
 * FAQ, the home page and the listing pages cannot disagree.
 */
export const GUARANTOR_REQUIRED = false;
export const DIRECT_BOOKING_FEE_REAIS = 0;

/** Spec §1: the documents a tenant sends (and the same for a guarantor who is someone else). */
export const REQUIRED_DOCUMENTS = ["id", "cpf", "proof_of_address"] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];

/** Spec §1: how rent is paid today; payment on the site is planned. */
export const RENT_PAYMENT_METHOD = "bank_transfer" as const;

/** The price of each offer where one is set; the others are quoted on request. */
export const SERVICE_PRICES_REAIS: Partial<Record<ServiceKind, number>> = {
  photos_video: PHOTOGRAPHER_PRICE_REAIS,
};
