import type { PaymentsConfig } from "../../../lib/payments-config.ts";
import { pixCopyPaste, qrSvg } from "../pix/pix-code.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/**
 * The default: no payment company. The Pix code is a static BR Code to the company's own key with
 * our reference as its txid (`pix-code.ts`), so the reference is also the "provider's" id; what
 * was paid is learnt from the bank statement staff import, never from this provider, which
 * therefore always answers "pending" and has no webhook.
 */
export function embeddedProvider(config: PaymentsConfig, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: "embedded",
    async createCharge(request) {
      const code = pixCopyPaste(config, { amountCents: request.amountCents, reference: request.reference });
      return {
        providerChargeId: request.reference,
        pixCopyPaste: code,
        qrSvg: await qrSvg(code),
        expiresAt: new Date(now().getTime() + config.pixValidHours * 3_600_000),
      };
    },
    // The statement import confirms payments (statements/statement-import.ts).
    readCharge: async () => ({ status: "pending" }),
    verifyWebhook: () => ({ ok: false, reason: "the embedded provider receives no webhooks" }),
  };
}
