import { z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { errorResponse, jsonResponse } from "../../lib/openapi-responses.ts";
import { paymentsConfigOf } from "../../lib/payments-config.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { providerFor } from "../../services/payments/provider/provider-for.ts";
import { receiveProviderWebhook } from "../../services/payments/provider/provider-webhook.ts";

/*
 * Mercado Pago's payment notifications (issue 36, point 4). Signed by Mercado Pago, not by a
 * visitor: no session. The JSON body rules of app.ts leave the body unread (the text check reads
 * a copy), so the handler reads it as it arrived. Mercado Pago retries anything but a 2xx: a bad
 * signature is a 401 it will not fix by retrying, an unreachable API a 503 it should retry.
 */

const MESSAGES = {
  notConfigured: {
    pt: "O Mercado Pago não é o meio de pagamento deste site",
    en: "Mercado Pago is not this site's payment provider",
  },
  badSignature: { pt: "Assinatura da notificação inválida", en: "The notification's signature is not valid" },
  unreachable: {
    pt: "Não foi possível consultar o pagamento no Mercado Pago; tente novamente",
    en: "The payment could not be read from Mercado Pago; try again",
  },
} as const;

const ReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi("WebhookReceived");

export const paymentWebhooksRouter = createRouter();

paymentWebhooksRouter.openAPIRegistry.registerPath({
  method: "post",
  path: "/payment-webhooks/mercadopago",
  tags: ["Payments"],
  summary: "Mercado Pago's payment notification (x-signature checked); a paid Pix payment settles its charge once",
  request: {
    query: z.object({ "data.id": z.string().openapi({ example: "1234567890" }), type: z.string().optional() }),
  },
  responses: {
    200: jsonResponse(ReceivedSchema, "Recorded (or already recorded: nothing more is done)"),
    401: errorResponse("The x-signature does not hold, or is older than 10 minutes; nothing recorded"),
    404: errorResponse("The site does not use Mercado Pago"),
    503: errorResponse("Mercado Pago's API could not be reached; the notification is processed on its retry"),
  },
});
paymentWebhooksRouter.post("/payment-webhooks/mercadopago", async (c) => {
  const locale = localeOf(c);
  const deps = c.var.deps;
  const payments = paymentsConfigOf(deps);
  if (payments.provider !== "mercadopago") throw new HttpError("not_found", MESSAGES.notConfigured[locale]);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const outcome = await receiveProviderWebhook(
    { db: deps.db, now: deps.now, logger: c.var.log, payments },
    providerFor(payments, deps.now),
    { headers, rawBody: await c.req.text(), query: c.req.query() },
  );
  switch (outcome.kind) {
    case "refused":
      c.var.log.warn({ reason: outcome.reason }, "mercado pago notification refused");
      throw new HttpError("unauthorized", MESSAGES.badSignature[locale]);
    case "unreachable":
      throw new HttpError("unavailable", MESSAGES.unreachable[locale]);
    default:
      return c.json({ received: true as const, duplicate: outcome.kind === "duplicate" }, 200);
  }
});
