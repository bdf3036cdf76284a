import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { and, eq } from "drizzle-orm";
import { AppConfig } from "mercadopago/dist/utils/config/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { charges, paymentReferences, payments, providerEvents } from "../../db/schema/payments.ts";
import { rentalEvents, rentals } from "../../db/schema/rentals.ts";
import { createLogger } from "../../lib/logger.ts";
import { DEMO_PAYMENTS_CONFIG, type PaymentsConfig } from "../../lib/payments-config.ts";
import { currentReference, issueFirstPayment } from "../../services/payments/charges/charge-service.ts";
import { attachProviderCharge, providerFor } from "../../services/payments/provider/provider-for.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { unlimited } from "../../test/test-api.ts";
import { catalogueHeard, createTestDatabase } from "../../test/test-database.ts";

/*
 * Mercado Pago's webhook end to end (issue 36, point 4). Mercado Pago cannot be reached from
 * here, so the SDK's own HTTP client is pointed at a local server (`http.createServer`) that
 * answers as its documentation shows: `POST /v1/payments` creates a pending Pix payment with its
 * "copia e cola" code, `GET /v1/payments/{id}` returns the payment. The SDK has no setting for
 * its base URL, only the constant `AppConfig.BASE_URL` its client reads on every call: this
 * file sets it and puts it back. Notifications are the documented payload, signed with a test
 * secret over the documented manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`.
 */

const SECRET = "test-webhook-secret-0123456789abcdef";
const ACCESS_TOKEN = "TEST-1234567890123456-010203-abcdef0123456789abcdef0123456789-123456789";
const config: PaymentsConfig = {
  ...DEMO_PAYMENTS_CONFIG,
  provider: "mercadopago",
  mercadoPago: { accessToken: ACCESS_TOKEN, webhookSecret: SECRET },
};

type FakePayment = Record<string, unknown> & { id: number; status: string };

/** Mercado Pago's payments API as documented, in this process: what it was asked, and its payments. */
function fakeMercadoPago() {
  const state = {
    server: undefined as Server | undefined,
    baseUrl: AppConfig.BASE_URL,
    nextId: 1_310_000_000,
    payments: new Map<string, FakePayment>(),
    created: [] as { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[],
    reads: [] as string[],
  };
  const answer = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  beforeAll(async () => {
    state.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
          return answer(res, 401, { message: "invalid access token", error: "unauthorized", status: 401, cause: [] });
        }
        if (req.method === "POST" && req.url === "/v1/payments") {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
          state.created.push({ headers: req.headers, body });
          const id = state.nextId++;
          const payment: FakePayment = {
            id,
            status: "pending",
            status_detail: "pending_waiting_transfer",
            payment_method_id: "pix",
            payment_type_id: "bank_transfer",
            currency_id: "BRL",
            description: body.description,
            transaction_amount: body.transaction_amount,
            external_reference: body.external_reference,
            date_created: "2027-01-10T12:00:00.000-03:00",
            date_of_expiration: body.date_of_expiration,
            payer: { email: (body.payer as { email: string }).email, identification: {} },
            point_of_interaction: {
              type: "PIX",
              transaction_data: {
                qr_code: `00020101021226930014br.gov.bcb.pix2571qrcode.mercadopago.com/pix/${id}5204000053039865802BR5925MERCADO PAGO6009SAO PAULO62070503***6304ABCD`,
                qr_code_base64:
                  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
                ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=x`,
              },
            },
          };
          state.payments.set(String(id), payment);
          return answer(res, 201, payment);
        }
        const read = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? "");
        if (req.method === "GET" && read?.[1]) {
          state.reads.push(read[1]);
          const payment = state.payments.get(read[1]);
          if (!payment)
            return answer(res, 404, { message: "Payment not found", error: "not_found", status: 404, cause: [] });
          return answer(res, 200, payment);
        }
        answer(res, 404, { message: "not found", status: 404 });
      });
    });
    await new Promise<void>((resolve) => state.server?.listen(0, "127.0.0.1", resolve));
    const { port } = state.server.address() as AddressInfo;
    (AppConfig as { BASE_URL: string }).BASE_URL = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    (AppConfig as { BASE_URL: string }).BASE_URL = state.baseUrl;
    await new Promise((resolve) => state.server?.close(resolve));
  });
  return {
    state,
    /** The student pays the Pix code: Mercado Pago approves the payment. */
    approve(id: string, at: string, amount?: number) {
      const payment = state.payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      Object.assign(payment, {
        status: "approved",
        status_detail: "accredited",
        date_approved: at,
        transaction_details: { total_paid_amount: amount ?? payment.transaction_amount },
        payer: {
          email: "ana@example.com",
          first_name: "Ana",
          last_name: "Muller",
          identification: { type: "CPF", number: "52998224725" },
        },
      });
    },
  };
}

describe("POST /v2/payment-webhooks/mercadopago", () => {
  const mercadoPago = fakeMercadoPago();
  let clock = new Date("2027-01-10T15:00:00Z");
  const now = () => clock;
  const t = {} as { handle: DatabaseHandle; api: ReturnType<typeof createApi> };
  beforeAll(async () => {
    t.handle = await createTestDatabase({ seeded: true });
    const api = createApi({
      db: t.handle.db,
      dbKind: t.handle.kind,
      logger: createLogger((process.env.TEST_LOG_LEVEL as "silent") ?? "silent"),
      now,
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
      payments: config,
    });
    const request = api.request.bind(api);
    api.request = (async (...args: Parameters<typeof request>) => {
      await catalogueHeard(t.handle);
      return request(...args);
    }) as typeof api.request;
    t.api = api;
  }, 60_000);
  afterAll(async () => {
    await t.handle?.close();
  });
  const accounts = testAccounts(t, "mpwebhook");
  let moveInYear = 2050;

  /** A signed lease's first payment (a cash deposit), issued at Mercado Pago as a Pix payment. */
  async function firstPaymentAtMercadoPago() {
    clock = new Date("2027-01-10T15:00:00Z");
    const parties = await rentalParties(t.handle, accounts);
    const moveIn = `${moveInYear++}-02-01`;
    const rental = await rentalInState(t.handle, parties, "awaiting_payment", { now: clock, moveIn });
    const { charge } = await t.handle.db.transaction((tx) =>
      issueFirstPayment(tx, rental, { now: clock, publicUrl: "http://localhost:3000", payments: config }),
    );
    if (!charge) throw new Error("no first payment");
    const reference = await currentReference(t.handle.db, charge, config, clock);
    const issued = await attachProviderCharge(t.handle.db, providerFor(config, now), reference, {
      description: `Caução ${rental.code}`,
      payer: { email: parties.student.email, name: "Ana Müller" },
    });
    return { rental, charge, reference, paymentId: issued.providerChargeId, issued, moveIn };
  }

  /** The documented notification of `paymentId`, signed at `ts` (the clock's second by default). */
  function notify(
    paymentId: string,
    options: { eventId?: number; ts?: number; secret?: string; action?: string } = {},
  ) {
    const requestId = `req-${Math.random().toString(36).slice(2)}`;
    const ts = options.ts ?? Math.floor(clock.getTime() / 1000);
    const v1 = createHmac("sha256", options.secret ?? SECRET)
      .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
      .digest("hex");
    const body = {
      id: options.eventId ?? 112_233_445_566,
      live_mode: true,
      type: "payment",
      date_created: "2027-01-11T10:05:13.000-03:00",
      user_id: 987_654_321,
      api_version: "v1",
      action: options.action ?? "payment.updated",
      data: { id: paymentId },
    };
    return t.api.request(`/v2/payment-webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId },
      body: JSON.stringify(body),
    });
  }

  const paymentsOf = (chargeId: string) => t.handle.db.select().from(payments).where(eq(payments.chargeId, chargeId));
  const chargeNow = async (id: string) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0];
  const rentalNow = async (id: string) => (await t.handle.db.select().from(rentals).where(eq(rentals.id, id)))[0];
  const eventsNamed = (eventId: string) =>
    t.handle.db
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, "mercadopago"), eq(providerEvents.eventId, eventId)));

  it("creates the charge as a Pix payment through Mercado Pago's API and keeps its id beside our reference", async () => {
    const { reference, paymentId, issued } = await firstPaymentAtMercadoPago();
    const sent = mercadoPago.state.created.at(-1);
    expect(sent?.body).toMatchObject({
      payment_method_id: "pix",
      external_reference: reference.reference,
      payer: { email: expect.stringContaining("@example.com"), first_name: "Ana", last_name: "Müller" },
    });
    // Centavos become the decimal amount by their digits: 312050 → 3120.5 in the JSON sent.
    const cents = reference.amountCents;
    const decimal = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
    expect(JSON.stringify(sent?.body.transaction_amount)).toBe(decimal.replace(/\.00$/, "").replace(/(\.\d)0$/, "$1"));
    expect(sent?.body.date_of_expiration).toBe("2027-01-11T15:00:00.000+00:00");
    expect(sent?.headers["x-idempotency-key"]).toBe(`campuslar-${reference.reference}`);
    expect(issued.pixCopyPaste).toContain(`mercadopago.com/pix/${paymentId}`);
    expect(issued.qrSvg).toMatch(/^<svg/);
    const [stored] = await t.handle.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, reference.reference));
    expect(stored?.providerChargeId).toBe(paymentId);
  });

  it("shows the student Mercado Pago's Pix code on the payments page, asked for once per reference", async () => {
    clock = new Date("2027-01-10T15:00:00Z");
    const parties = await rentalParties(t.handle, accounts);
    const rental = await rentalInState(t.handle, parties, "awaiting_payment", {
      now: clock,
      moveIn: `${moveInYear++}-02-01`,
    });
    await t.handle.db.transaction((tx) =>
      issueFirstPayment(tx, rental, { now: clock, publicUrl: "http://localhost:3000", payments: config }),
    );
    const asked = mercadoPago.state.created.length;
    const read = async () => {
      const res = await accounts.call(parties.student.token, "GET", `/v2/rentals/${rental.id}/payments`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { pix: { reference: string; copyPaste: string }[] }).pix[0];
    };
    const first = await read();
    expect(mercadoPago.state.created.length).toBe(asked + 1);
    const paymentId = String(mercadoPago.state.nextId - 1);
    expect(first?.copyPaste).toContain(`mercadopago.com/pix/${paymentId}`);
    expect(mercadoPago.state.created.at(-1)?.body.external_reference).toBe(first?.reference);
    // Read again: the same code, kept beside the reference; Mercado Pago is not asked twice.
    expect((await read())?.copyPaste).toBe(first?.copyPaste);
    expect(mercadoPago.state.created.length).toBe(asked + 1);
    const [stored] = await t.handle.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, first?.reference ?? ""));
    expect(stored).toMatchObject({ providerChargeId: paymentId, providerPixCode: first?.copyPaste });
  });

  it("shows the company's own Pix code while Mercado Pago cannot be reached, and asks again on the next read", async () => {
    clock = new Date("2027-01-10T15:00:00Z");
    const parties = await rentalParties(t.handle, accounts);
    const rental = await rentalInState(t.handle, parties, "awaiting_payment", {
      now: clock,
      moveIn: `${moveInYear++}-02-01`,
    });
    await t.handle.db.transaction((tx) =>
      issueFirstPayment(tx, rental, { now: clock, publicUrl: "http://localhost:3000", payments: config }),
    );
    const reachable = AppConfig.BASE_URL;
    const asked = mercadoPago.state.created.length;
    // A port nothing listens on: the call fails at once.
    (AppConfig as { BASE_URL: string }).BASE_URL = "http://127.0.0.1:9";
    try {
      const res = await accounts.call(parties.student.token, "GET", `/v2/rentals/${rental.id}/payments`);
      expect(res.status).toBe(200);
      const [pix] = ((await res.json()) as { pix: { reference: string; copyPaste: string }[] }).pix;
      // The company's own BR Code: its key, and the reference as the transaction id.
      expect(pix?.copyPaste).toContain(config.pixKey);
      expect(pix?.copyPaste).not.toContain("mercadopago");
      const [stored] = await t.handle.db
        .select()
        .from(paymentReferences)
        .where(eq(paymentReferences.reference, pix?.reference ?? ""));
      expect(stored?.providerChargeId).toBeNull();
    } finally {
      (AppConfig as { BASE_URL: string }).BASE_URL = reachable;
    }
    expect(mercadoPago.state.created.length).toBe(asked);
    const again = await accounts.call(parties.student.token, "GET", `/v2/rentals/${rental.id}/payments`);
    const [pix] = ((await again.json()) as { pix: { copyPaste: string }[] }).pix;
    expect(pix?.copyPaste).toContain("mercadopago.com/pix/");
    expect(mercadoPago.state.created.length).toBe(asked + 1);
  });

  it("settles a paid charge once, moving the rental on to wait for move-in; the same event again changes nothing", async () => {
    const { rental, charge, reference, paymentId, moveIn } = await firstPaymentAtMercadoPago();
    mercadoPago.approve(paymentId, "2027-01-11T10:05:12.000-03:00");
    clock = new Date("2027-01-11T13:05:20Z");

    const first = await notify(paymentId, { eventId: 5001 });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await chargeNow(charge.id)).toMatchObject({ status: "paid", paidAt: new Date("2027-01-11T13:05:12Z") });
    const paid = await paymentsOf(charge.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      sourceRef: `mercadopago:${paymentId}`,
      reference: reference.reference,
      amountCents: reference.amountCents,
      payerName: "Ana Muller",
      payerDocument: "52998224725",
    });
    const moved = await rentalNow(rental.id);
    expect(moved?.state).toBe("awaiting_move_in");
    expect(moved?.dueAt).toEqual(holdEndsAt(moveIn));
    const readsAfterFirst = mercadoPago.state.reads.length;

    const replay = await notify(paymentId, { eventId: 5001 });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(mercadoPago.state.reads).toHaveLength(readsAfterFirst);
    expect(await eventsNamed("5001")).toHaveLength(1);

    // Mercado Pago also sends other events about the same payment: its money is still recorded once.
    const another = await notify(paymentId, { eventId: 5002, action: "payment.created" });
    expect(another.status).toBe(200);
    expect(await paymentsOf(charge.id)).toHaveLength(1);
    const moves = await t.handle.db
      .select()
      .from(rentalEvents)
      .where(and(eq(rentalEvents.rentalId, rental.id), eq(rentalEvents.move, "first_payment_received")));
    expect(moves).toHaveLength(1);
  });

  it("refuses a bad signature with 401 and records nothing", async () => {
    const { charge, paymentId } = await firstPaymentAtMercadoPago();
    mercadoPago.approve(paymentId, "2027-01-10T13:00:00.000-03:00");
    const forged = await notify(paymentId, { eventId: 6001, secret: "not-the-secret-0123456789abcdef" });
    expect(forged.status).toBe(401);
    expect((await forged.json()) as unknown).toMatchObject({ error: { code: "unauthorized" } });
    expect(await eventsNamed("6001")).toHaveLength(0);
    expect((await chargeNow(charge.id))?.status).toBe("open");

    const unsigned = await t.api.request(`/v2/payment-webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "pt" },
      body: JSON.stringify({ id: 6002, type: "payment", action: "payment.updated", data: { id: paymentId } }),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({
      error: { code: "unauthorized", message: "Assinatura da notificação inválida" },
    });
    expect(await eventsNamed("6002")).toHaveLength(0);
  });

  it("refuses a signature older than 10 minutes, though valid: a captured notification cannot be replayed later", async () => {
    const { charge, paymentId } = await firstPaymentAtMercadoPago();
    mercadoPago.approve(paymentId, "2027-01-10T13:00:00.000-03:00");
    const signedAt = Math.floor(clock.getTime() / 1000);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1_000);
    const stale = await notify(paymentId, { eventId: 7001, ts: signedAt });
    expect(stale.status).toBe(401);
    expect(await eventsNamed("7001")).toHaveLength(0);
    expect((await chargeNow(charge.id))?.status).toBe("open");
  });

  it("leaves a pending payment's charge open, and settles on a later event once it is paid", async () => {
    const { charge, paymentId } = await firstPaymentAtMercadoPago();
    const pending = await notify(paymentId, { eventId: 8001, action: "payment.created" });
    expect(pending.status).toBe(200);
    expect((await chargeNow(charge.id))?.status).toBe("open");
    expect((await eventsNamed("8001"))[0]?.processedAt).not.toBeNull();

    mercadoPago.approve(paymentId, "2027-01-10T14:00:00.000-03:00");
    expect((await notify(paymentId, { eventId: 8002 })).status).toBe(200);
    expect((await chargeNow(charge.id))?.status).toBe("paid");
  });

  it("answers 503 while the payment cannot be read, keeping the event for Mercado Pago's retry", async () => {
    const { charge, paymentId } = await firstPaymentAtMercadoPago();
    const known = mercadoPago.state.payments.get(paymentId);
    mercadoPago.state.payments.delete(paymentId);
    const unreadable = await notify(paymentId, { eventId: 9001 });
    expect(unreadable.status).toBe(503);
    expect((await eventsNamed("9001"))[0]?.processedAt).toBeNull();

    if (known) mercadoPago.state.payments.set(paymentId, known);
    mercadoPago.approve(paymentId, "2027-01-10T14:00:00.000-03:00");
    const retried = await notify(paymentId, { eventId: 9001 });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, duplicate: false });
    expect((await chargeNow(charge.id))?.status).toBe("paid");
    expect(await paymentsOf(charge.id)).toHaveLength(1);
  });

  it("is not there for an install on the embedded default", async () => {
    const embedded = createApi({
      db: t.handle.db,
      dbKind: t.handle.kind,
      logger: createLogger("silent"),
      now,
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
    });
    const res = await embedded.request("/v2/payment-webhooks/mercadopago?data.id=1&type=payment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(404);
  });
});
