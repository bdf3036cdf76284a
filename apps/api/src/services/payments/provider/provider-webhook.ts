import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../../db/client.ts";
import { charges, paymentReferences, providerEvents } from "../../../db/schema/payments.ts";
import type { PaymentsConfig } from "../../../lib/payments-config.ts";
import { type ChargeRow, chargeForReference, settleCharge } from "../charges/charge-service.ts";
import type { PaymentProvider, WebhookRequest } from "./payment-provider.ts";

/*
 * A payment company's notification (issue 36, point 4): verified, recorded once by its id in
 * `provider_events`, then the payment it names is read back from the company (the notification
 * says only that something changed) and, when paid, its charge is settled through
 * `settleCharge`, which records the same money once (`payments.source_ref`). An event whose
 * processing failed (the company's API out of reach) stays unprocessed, so the company's retry
 * runs it again; one processed is answered and left alone.
 */

export type WebhookOutcome =
  | { kind: "refused"; reason: string }
  | { kind: "duplicate" }
  | { kind: "unreachable" }
  | { kind: "processed"; settled: boolean };

type WebhookDeps = { db: Db; now: () => Date; logger: Logger; payments: PaymentsConfig };

/** Our charge for the provider's: by the id it gave the charge, else by the reference it kept. */
async function chargeOfProvider(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  providerChargeId: string,
  reference: string | undefined,
): Promise<ChargeRow | null> {
  const [byId] = await tx
    .select({ charge: charges })
    .from(paymentReferences)
    .innerJoin(charges, eq(charges.id, paymentReferences.chargeId))
    .where(eq(paymentReferences.providerChargeId, providerChargeId))
    .limit(1);
  if (byId) return byId.charge;
  return reference ? chargeForReference(tx, reference) : null;
}

export async function receiveProviderWebhook(
  deps: WebhookDeps,
  provider: PaymentProvider,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  const verified = provider.verifyWebhook(request);
  if (!verified.ok) return { kind: "refused", reason: verified.reason };
  const { event } = verified;
  let payload: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(request.rawBody) as unknown;
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      payload = parsed as Record<string, unknown>;
  } catch {
    // verifyWebhook accepted it: an empty body, the notification's facts in its signed query.
  }
  await deps.db
    .insert(providerEvents)
    .values({ provider: provider.name, eventId: event.eventId, payload, receivedAt: deps.now() })
    .onConflictDoNothing();
  const [stored] = await deps.db
    .select({ processedAt: providerEvents.processedAt })
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, provider.name), eq(providerEvents.eventId, event.eventId)));
  if (stored?.processedAt) return { kind: "duplicate" };

  const markProcessed = (tx: Db | Parameters<Parameters<Db["transaction"]>[0]>[0]) =>
    tx
      .update(providerEvents)
      .set({ processedAt: deps.now() })
      .where(
        and(
          eq(providerEvents.provider, provider.name),
          eq(providerEvents.eventId, event.eventId),
          isNull(providerEvents.processedAt),
        ),
      )
      .returning({ id: providerEvents.id });

  if (event.kind !== "payment") {
    await markProcessed(deps.db);
    return { kind: "processed", settled: false };
  }

  let state: Awaited<ReturnType<PaymentProvider["readCharge"]>>;
  try {
    state = await provider.readCharge(event.providerChargeId);
  } catch (error) {
    deps.logger.warn(
      { err: (error as Error).message, provider: provider.name, providerChargeId: event.providerChargeId },
      "payment provider unreachable: the event waits for its retry",
    );
    return { kind: "unreachable" };
  }

  return deps.db.transaction(async (tx) => {
    // Two deliveries of one event at once: the first to mark it processed settles; the other stops.
    const marked = await markProcessed(tx);
    if (marked.length === 0) return { kind: "duplicate" } as const;
    if (state.status !== "paid" || state.paidCents === undefined || !state.paidAt) {
      return { kind: "processed", settled: false } as const;
    }
    const charge = await chargeOfProvider(tx, event.providerChargeId, state.reference);
    if (!charge) {
      deps.logger.warn(
        { provider: provider.name, providerChargeId: event.providerChargeId, reference: state.reference },
        "a paid provider charge matches no charge of ours",
      );
      return { kind: "processed", settled: false } as const;
    }
    const result = await settleCharge(
      tx,
      {
        chargeId: charge.id,
        sourceRef: `${provider.name}:${event.providerChargeId}`,
        // Mercado Pago's external_reference is ours.
        reference: state.reference ?? null,
        receivedCents: state.paidCents,
        receivedAt: state.paidAt,
        from: "bank",
        payerName: state.payerName ?? null,
        payerDocument: state.payerDocument ?? null,
        actorId: null,
      },
      { commissionBps: deps.payments.commissionBps, now: deps.now() },
    );
    if (!result.ok && result.reason !== "already") {
      deps.logger.warn(
        {
          provider: provider.name,
          providerChargeId: event.providerChargeId,
          chargeId: charge.id,
          reason: result.reason,
        },
        "a paid provider charge could not settle its charge",
      );
    }
    return { kind: "processed", settled: result.ok } as const;
  });
}
