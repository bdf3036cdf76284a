import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { paymentReferences } from "../../../db/schema/payments.ts";
import type { PaymentsConfig } from "../../../lib/payments-config.ts";
import { embeddedProvider } from "./embedded-provider.ts";
import { mercadoPagoProvider } from "./mercadopago-provider.ts";
import type { PaymentProvider, ProviderCharge } from "./payment-provider.ts";

/**
 * The provider `PAYMENT_PROVIDER` names. Mercado Pago without its credentials cannot start
 * (server/src/config.ts refuses it), so reaching that here is a wiring mistake.
 */
export function providerFor(config: PaymentsConfig, now: () => Date = () => new Date()): PaymentProvider {
  if (config.provider === "embedded") return embeddedProvider(config, now);
  if (!config.mercadoPago)
    throw new Error("PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET");
  return mercadoPagoProvider({ ...config.mercadoPago, pixValidHours: config.pixValidHours }, now);
}

/**
 * Issues `reference`'s charge at the provider and keeps the provider's id beside the reference,
 * so its webhook finds our charge. For the embedded provider the reference is its own id.
 * The call leaves this process: run it outside a database transaction.
 */
export async function attachProviderCharge(
  db: Db,
  provider: PaymentProvider,
  reference: { reference: string; chargeId: string; amountCents: number },
  about: { description: string; payer: { email: string; name: string } },
): Promise<ProviderCharge> {
  const charge = await provider.createCharge({
    chargeId: reference.chargeId,
    reference: reference.reference,
    amountCents: reference.amountCents,
    ...about,
  });
  await db
    .update(paymentReferences)
    .set({ providerChargeId: charge.providerChargeId, providerPixCode: charge.pixCopyPaste })
    .where(eq(paymentReferences.reference, reference.reference));
  return charge;
}
