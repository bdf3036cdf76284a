import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_PAYMENTS_CONFIG } from "../../../lib/payments-config.ts";
import { emvFields } from "../pix/pix-code.ts";
import { embeddedProvider } from "./embedded-provider.ts";
import {
  centsOfMercadoPagoAmount,
  chargeStateOf,
  mercadoPagoAmount,
  verifyMercadoPagoWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
} from "./mercadopago-provider.ts";
import { providerFor } from "./provider-for.ts";

/*
 * The provider port's two adapters, without a network: Mercado Pago cannot be reached from here,
 * so its webhook is checked against notifications built as its documentation describes them,
 * signed with a test secret by the documented manifest (written out below, not by the SDK), and
 * its payments are read from JSON shaped like the documented `GET /v1/payments/{id}` answer.
 * The whole round trip through the SDK's HTTP client is in routes/payment-webhooks.
 */

const SECRET = "test-webhook-secret-0123456789abcdef";
const now = new Date("2027-01-11T13:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);

/** A notification as Mercado Pago sends one: `?data.id=…&type=payment`, signed over the documented manifest. */
function notification(
  options: { dataId?: string; ts?: number; secret?: string; requestId?: string; body?: Record<string, unknown> } = {},
) {
  const dataId = options.dataId ?? "1234567890";
  const requestId = options.requestId ?? "bb56a2f1-6aae-46ac-982e-9dcd3581d08e";
  const ts = options.ts ?? nowSeconds;
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac("sha256", options.secret ?? SECRET)
    .update(manifest)
    .digest("hex");
  const body = options.body ?? {
    id: 112233445566,
    live_mode: true,
    type: "payment",
    date_created: "2027-01-11T10:00:00.000-03:00",
    user_id: 987654321,
    api_version: "v1",
    action: "payment.updated",
    data: { id: dataId },
  };
  return {
    headers: { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId, "content-type": "application/json" },
    rawBody: JSON.stringify(body),
    query: { "data.id": dataId, type: "payment" },
  };
}

const verify = (request: ReturnType<typeof notification>) => verifyMercadoPagoWebhook(request, SECRET, () => now);

describe("Mercado Pago webhook signature", () => {
  it("accepts a notification signed with the secret, naming its event and payment", () => {
    expect(verify(notification())).toEqual({
      ok: true,
      event: { eventId: "112233445566", providerChargeId: "1234567890", kind: "payment" },
    });
  });

  it("refuses another secret's signature, a tampered payment id, and a missing or malformed header", () => {
    expect(verify(notification({ secret: "another-secret-0123456789abcdef" }))).toMatchObject({ ok: false });
    const tampered = notification();
    tampered.query["data.id"] = "999";
    expect(verify(tampered)).toMatchObject({ ok: false, reason: "SignatureMismatch" });
    const unsigned = notification();
    expect(verify({ ...unsigned, headers: { ...unsigned.headers, "x-signature": undefined } as never })).toMatchObject({
      ok: false,
      reason: "MissingSignatureHeader",
    });
    expect(verify({ ...unsigned, headers: { ...unsigned.headers, "x-signature": "v1=abc" } })).toMatchObject({
      ok: false,
    });
    const otherRequest = notification();
    expect(verify({ ...otherRequest, headers: { ...otherRequest.headers, "x-request-id": "other" } })).toMatchObject({
      ok: false,
      reason: "SignatureMismatch",
    });
  });

  it(`refuses a signature more than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes old (or ahead), even a valid one`, () => {
    expect(verify(notification({ ts: nowSeconds - WEBHOOK_TOLERANCE_SECONDS }))).toMatchObject({ ok: true });
    expect(verify(notification({ ts: nowSeconds - WEBHOOK_TOLERANCE_SECONDS - 1 }))).toMatchObject({
      ok: false,
      reason: "TimestampOutOfTolerance",
    });
    expect(verify(notification({ ts: nowSeconds + WEBHOOK_TOLERANCE_SECONDS + 1 }))).toMatchObject({
      ok: false,
      reason: "TimestampOutOfTolerance",
    });
  });

  it("does not believe an unsigned body that names another payment than the signed query", () => {
    const request = notification({
      body: { id: 1, type: "payment", action: "payment.updated", data: { id: "5555" } },
    });
    expect(verify(request)).toMatchObject({ ok: false });
    expect(verify({ ...notification(), rawBody: "[1," })).toMatchObject({ ok: false });
  });
});

describe("Mercado Pago amounts and payments", () => {
  it("sends centavos as the decimal amount and reads it back without floating-point arithmetic", () => {
    expect(mercadoPagoAmount(1)).toBe(0.01);
    expect(mercadoPagoAmount(123456)).toBe(1234.56);
    expect(mercadoPagoAmount(250000)).toBe(2500);
    expect(() => mercadoPagoAmount(0)).toThrow(RangeError);
    expect(() => mercadoPagoAmount(10.5)).toThrow(RangeError);
    for (const cents of [1, 10, 99, 100, 123456, 250000, 999999999]) {
      expect(centsOfMercadoPagoAmount(mercadoPagoAmount(cents))).toBe(cents);
    }
    expect(centsOfMercadoPagoAmount(0.1 + 0.2)).toBeNull();
    expect(centsOfMercadoPagoAmount(-1)).toBeNull();
    expect(centsOfMercadoPagoAmount("12.00")).toBeNull();
  });

  it("reads a documented payment: approved is paid (amount, date, reference, payer), a lapsed Pix expired", () => {
    const approved = chargeStateOf({
      id: 1234567890,
      status: "approved",
      status_detail: "accredited",
      payment_method_id: "pix",
      transaction_amount: 3120.5,
      transaction_details: { total_paid_amount: 3120.5, net_received_amount: 3089.29 },
      date_approved: "2027-01-11T10:05:12.000-03:00",
      external_reference: "CLABCDEFGHIJKLMNOPQRSTUVW",
      payer: { first_name: "Ana", last_name: "Müller", identification: { type: "CPF", number: "52998224725" } },
      api_response: { status: 200, headers: {} },
    } as never);
    expect(approved).toEqual({
      status: "paid",
      paidCents: 312050,
      paidAt: new Date("2027-01-11T13:05:12Z"),
      reference: "CLABCDEFGHIJKLMNOPQRSTUVW",
      payerName: "Ana Müller",
      payerDocument: "52998224725",
    });
    const base = { id: 1, api_response: { status: 200, headers: {} } };
    expect(
      chargeStateOf({ ...base, status: "pending", status_detail: "pending_waiting_transfer" } as never).status,
    ).toBe("pending");
    expect(chargeStateOf({ ...base, status: "cancelled", status_detail: "expired" } as never).status).toBe("expired");
    expect(chargeStateOf({ ...base, status: "cancelled", status_detail: "by_collector" } as never).status).toBe(
      "cancelled",
    );
    expect(chargeStateOf({ ...base, status: "refunded" } as never).status).toBe("cancelled");
  });
});

describe("embedded provider", () => {
  it("makes the static Pix code to the company's key with our reference, and leaves payments to the statement", async () => {
    const provider = providerFor(DEMO_PAYMENTS_CONFIG, () => now);
    expect(provider.name).toBe("embedded");
    const charge = await provider.createCharge({
      chargeId: "3f0e8a52-2b1c-4a8e-9a51-0f2b8f0a9d11",
      reference: "CLABCDEFGHIJKLMNOPQRSTUVW",
      amountCents: 312050,
      description: "Caução",
      payer: { email: "ana@example.com", name: "Ana Müller" },
    });
    expect(charge.providerChargeId).toBe("CLABCDEFGHIJKLMNOPQRSTUVW");
    expect(emvFields(charge.pixCopyPaste)?.get("54")).toBe("3120.50");
    expect(charge.pixCopyPaste).toContain("CLABCDEFGHIJKLMNOPQRSTUVW");
    expect(charge.qrSvg).toMatch(/^<svg/);
    expect(charge.expiresAt).toEqual(new Date(now.getTime() + 24 * 3_600_000));
    expect(await provider.readCharge(charge.providerChargeId)).toEqual({ status: "pending" });
    expect(embeddedProvider(DEMO_PAYMENTS_CONFIG).verifyWebhook(notification())).toMatchObject({ ok: false });
  });

  it("picks Mercado Pago when the configuration names it", () => {
    const provider = providerFor({
      ...DEMO_PAYMENTS_CONFIG,
      provider: "mercadopago",
      mercadoPago: { accessToken: "TEST-0000", webhookSecret: SECRET },
    });
    expect(provider.name).toBe("mercadopago");
    expect(() => providerFor({ ...DEMO_PAYMENTS_CONFIG, provider: "mercadopago" })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
  });
});
