import { MercadoPagoConfig, Payment, WebhookSignatureValidator } from "mercadopago";
import { qrSvg } from "../pix/pix-code.ts";
import type { PaymentProvider, ProviderChargeState, WebhookVerification } from "./payment-provider.ts";

/*
 * Mercado Pago as the Pix company (issue 36, point 4), through its official SDK (`mercadopago`
 * v3): a Pix payment per charge (`POST /v1/payments` with `payment_method_id: "pix"`), read back
 * with `GET /v1/payments/{id}`, and its webhook's signature checked as its documentation says:
 * https://www.mercadopago.com.br/developers/pt/docs/your-integrations/notifications/webhooks
 * ("Validar origem da notificação"). The `x-signature` header is `ts=<unix seconds>,v1=<hex>`;
 * v1 is HMAC-SHA256, keyed with the application's secret signature, of the manifest
 * `id:<data.id from the query>;request-id:<x-request-id header>;ts:<ts>;` (a part whose value
 * is absent is left out; an alphanumeric data.id in lower case). The SDK's
 * `WebhookSignatureValidator` builds that manifest and compares in constant time.
 * The documented notification: `POST <url>?data.id=<payment id>&type=payment` with the body
 * `{"id":<notification id>,"live_mode":true,"type":"payment","date_created":"…","user_id":…,
 * "api_version":"v1","action":"payment.updated","data":{"id":"<payment id>"}}`.
 */

/** A payment as the API answers it (the SDK's `PaymentResponse`, which its package does not export by name). */
type PaymentResponse = Awaited<ReturnType<Payment["get"]>>;

/**
 * How far a notification's `ts` may be from our clock. A captured request replayed later than
 * this is refused even with a valid signature; within it, the event's id (kept in
 * `provider_events`) and the payment's (`payments.source_ref`) still apply it once.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 10 * 60;

/** A webhook answer within Mercado Pago's wait: no call to its API may hang the request for long. */
const REQUEST_OPTIONS = { timeout: 8_000, maxRetries: 1 };

export type MercadoPagoSettings = { accessToken: string; webhookSecret: string; pixValidHours: number };

/** Centavos as the API's decimal amount, through its text ("1234.56"): never a product of floats. */
export function mercadoPagoAmount(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`An amount is a positive whole number of centavos, not ${amountCents}`);
  }
  const digits = String(amountCents).padStart(3, "0");
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/**
 * The API's decimal amount in centavos, read from its shortest text ("1234.5" → 123450); null for
 * anything that is not a non-negative amount with at most two decimals.
 */
export function centsOfMercadoPagoAmount(amount: unknown): number | null {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The API's date-time with an explicit offset, as its examples write it ("2027-01-30T22:59:59.000+00:00"). */
const apiDateTime = (at: Date): string => at.toISOString().replace(/Z$/, "+00:00");

/** A payment's state as the port speaks of it. A Pix code that was never paid ends cancelled, detail "expired". */
export function chargeStateOf(payment: PaymentResponse): ProviderChargeState {
  const payer = payment.payer;
  const payerName = [payer?.first_name, payer?.last_name].filter(Boolean).join(" ").trim();
  const about = {
    ...(payment.external_reference ? { reference: payment.external_reference } : {}),
    ...(payerName ? { payerName } : {}),
    ...(payer?.identification?.number ? { payerDocument: payer.identification.number } : {}),
  };
  switch (payment.status) {
    case "approved": {
      const paidCents = centsOfMercadoPagoAmount(
        payment.transaction_details?.total_paid_amount ?? payment.transaction_amount,
      );
      const paidAt = payment.date_approved ? new Date(payment.date_approved) : undefined;
      if (paidCents === null || !paidAt || Number.isNaN(paidAt.getTime())) {
        throw new Error(`Mercado Pago payment ${payment.id} is approved without a readable amount or date`);
      }
      return { status: "paid", paidCents, paidAt, ...about };
    }
    case "cancelled":
      return { status: payment.status_detail === "expired" ? "expired" : "cancelled", ...about };
    // Refused, or paid and given back: either way no money of the student's is with us for it.
    case "rejected":
    case "refunded":
    case "charged_back":
      return { status: "cancelled", ...about };
    default:
      // pending, in_process, authorized, in_mediation: not (yet) money received.
      return { status: "pending", ...about };
  }
}

/** A notification's body, read only for what the signature does not cover: its id and type. */
function notificationOf(rawBody: string): { id?: string; type?: string; dataId?: string } | null {
  if (rawBody.trim() === "") return {};
  try {
    const body = JSON.parse(rawBody) as unknown;
    if (typeof body !== "object" || body === null) return null;
    const { id, type, data } = body as { id?: unknown; type?: unknown; data?: { id?: unknown } };
    const dataId = data && typeof data === "object" ? data.id : undefined;
    return {
      ...(typeof id === "string" || typeof id === "number" ? { id: String(id) } : {}),
      ...(typeof type === "string" ? { type } : {}),
      ...(typeof dataId === "string" || typeof dataId === "number" ? { dataId: String(dataId) } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Checks a notification: its signature (401 when it fails, nothing recorded), its age, and that
 * it names a payment. Exported apart from the provider so it needs no access token.
 */
export function verifyMercadoPagoWebhook(
  request: { headers: Record<string, string | undefined>; rawBody: string; query: Record<string, string | undefined> },
  secret: string,
  now: () => Date = () => new Date(),
): WebhookVerification {
  // The documentation: an alphanumeric data.id is signed in lower case.
  const dataId = request.query["data.id"]?.trim().toLowerCase();
  try {
    WebhookSignatureValidator.validate({
      xSignature: request.headers["x-signature"],
      xRequestId: request.headers["x-request-id"],
      dataId,
      secret,
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
      now: () => now().getTime(),
    });
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? "SignatureMismatch";
    return { ok: false, reason };
  }
  if (!dataId) return { ok: false, reason: "the notification names no data.id" };
  const body = notificationOf(request.rawBody);
  if (body === null) return { ok: false, reason: "the body is not a JSON object" };
  // The body is not signed: one that names another payment than the signed query is not believed.
  if (body.dataId !== undefined && body.dataId.toLowerCase() !== dataId) {
    return { ok: false, reason: "the body's data.id differs from the signed one" };
  }
  const eventId = body.id ?? request.headers["x-request-id"];
  if (!eventId) return { ok: false, reason: "the notification has no id" };
  return { ok: true, event: { eventId, providerChargeId: dataId, kind: body.type ?? request.query.type ?? "unknown" } };
}

export function mercadoPagoProvider(
  settings: MercadoPagoSettings,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const payments = new Payment(new MercadoPagoConfig({ accessToken: settings.accessToken, options: REQUEST_OPTIONS }));
  return {
    name: "mercadopago",
    async createCharge(request) {
      const expiresAt = new Date(now().getTime() + settings.pixValidHours * 3_600_000);
      const [firstName = request.payer.name, ...rest] = request.payer.name.trim().split(/\s+/);
      const created = await payments.create({
        body: {
          transaction_amount: mercadoPagoAmount(request.amountCents),
          description: request.description,
          payment_method_id: "pix",
          external_reference: request.reference,
          date_of_expiration: apiDateTime(expiresAt),
          payer: { email: request.payer.email, first_name: firstName, last_name: rest.join(" ") },
          metadata: { charge_id: request.chargeId },
        },
        // One Pix payment per reference, however often this call is retried.
        requestOptions: { ...REQUEST_OPTIONS, idempotencyKey: `campuslar-${request.reference}` },
      });
      const code = created.point_of_interaction?.transaction_data?.qr_code;
      if (created.id === undefined || !code) {
        throw new Error(`Mercado Pago answered without a payment id or Pix code for ${request.reference}`);
      }
      const expires = created.date_of_expiration ? new Date(created.date_of_expiration) : expiresAt;
      return {
        providerChargeId: String(created.id),
        pixCopyPaste: code,
        qrSvg: await qrSvg(code),
        expiresAt: Number.isNaN(expires.getTime()) ? expiresAt : expires,
      };
    },
    async readCharge(providerChargeId) {
      return chargeStateOf(await payments.get({ id: providerChargeId, requestOptions: REQUEST_OPTIONS }));
    },
    verifyWebhook: (request) => verifyMercadoPagoWebhook(request, settings.webhookSecret, now),
  };
}
