/*
 * The payment-provider port (issue 36, point 4): who makes a charge's Pix code and tells us it was
 * paid. The embedded provider needs no company (staff import the bank's statement); a Pix
 * company's adapter creates the charge through its API and confirms it by its signed webhook.
 * `PAYMENT_PROVIDER` picks one (`provider-for.ts`); decision 040 says why embedded is the default.
 */

/** What a charge asks the provider for: our charge, its reference (the Pix txid) and amount, the payer. */
export type ProviderChargeRequest = {
  chargeId: string;
  /** Our payment reference ("CL…", `pix-code.ts`), sent as the provider's external reference. */
  reference: string;
  amountCents: number;
  description: string;
  payer: { email: string; name: string };
};

/** The Pix code the student pays, as the provider issued it, valid until `expiresAt`. */
export type ProviderCharge = {
  /** The provider's id of this charge (kept in `payment_references.provider_charge_id`). */
  providerChargeId: string;
  pixCopyPaste: string;
  qrSvg?: string;
  expiresAt: Date;
};

export type ProviderChargeStatus = "pending" | "paid" | "cancelled" | "expired";

/** A charge as the provider sees it now. `reference` and the payer are what it recorded, when it did. */
export type ProviderChargeState = {
  status: ProviderChargeStatus;
  /** What was paid, in centavos; set when `status` is "paid". */
  paidCents?: number;
  paidAt?: Date;
  /** Our reference, as the provider keeps it (Mercado Pago's `external_reference`). */
  reference?: string;
  payerName?: string;
  payerDocument?: string;
};

/** A webhook's request as it arrived: header names in lower case, the body unparsed, the query decoded. */
export type WebhookRequest = {
  headers: Record<string, string | undefined>;
  rawBody: string;
  query: Record<string, string | undefined>;
};

/** A notification whose signature holds: which event (applied once) about which of the provider's charges. */
export type WebhookEvent = {
  /** The provider's id of the notification: the same one delivered twice is applied once. */
  eventId: string;
  providerChargeId: string;
  /** "payment" for a payment's news; anything else is recorded and left alone. */
  kind: string;
};

export type WebhookVerification = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: "embedded" | "mercadopago";
  createCharge(request: ProviderChargeRequest): Promise<ProviderCharge>;
  readCharge(providerChargeId: string): Promise<ProviderChargeState>;
  verifyWebhook(request: WebhookRequest): WebhookVerification;
}
