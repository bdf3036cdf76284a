import type { PaymentProviderName } from "@campuslar/domain/payments/payment-enums";

/**
 * How students pay and owners are paid (issue 36), read once at start (server/src/config.ts).
 * The company receives every payment in one bank account, by Pix to its key or by transfer.
 */
export type PaymentsConfig = {
  /** The company's Pix key (`PIX_KEY`), and the name and city its BR Code carries (`PIX_MERCHANT_NAME`, `PIX_MERCHANT_CITY`). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** The bank account a transfer goes to (`BANK_*`), shown beside the Pix code. */
  bank: { name: string; code: string; branch: string; account: string; holder: string; document: string };
  /** Who confirms payments (`PAYMENT_PROVIDER`): staff's statement imports, or a Pix company's webhook. */
  provider: PaymentProviderName;
  /** Mercado Pago's access token and webhook secret (`MERCADOPAGO_ACCESS_TOKEN`, `MERCADOPAGO_WEBHOOK_SECRET`). */
  mercadoPago?: { accessToken: string; webhookSecret: string };
  /** The company's share of each rent in basis points (`COMMISSION_BPS`): 0, the spec promises no fee. */
  commissionBps: number;
  /** How long a Pix code stays valid before a new one is issued (hours). */
  pixValidHours: number;
  /** How long payouts wait after a payout account is confirmed (hours, `PAYOUT_HOLD_HOURS`). */
  payoutHoldHours: number;
};

/** An install that has stated nothing: a demo company, marked as such on every page that shows it. */
export const DEMO_PAYMENTS_CONFIG: PaymentsConfig = {
  pixKey: "pagamentos@campuslar.com.br",
  merchantName: "CAMPUSLAR DEMO",
  merchantCity: "SAO PAULO",
  bank: {
    name: "Banco Demonstração",
    code: "000",
    branch: "0001",
    account: "12345-6",
    holder: "Campuslar Intermediação Ltda. (demo)",
    document: "00.000.000/0001-91",
  },
  provider: "embedded",
  commissionBps: 0,
  pixValidHours: 24,
  payoutHoldHours: 24,
};

export const paymentsConfigOf = (deps: { payments?: PaymentsConfig }): PaymentsConfig =>
  deps.payments ?? DEMO_PAYMENTS_CONFIG;
