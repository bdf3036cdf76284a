import type { Locale } from "../i18n/locales.ts";
import type {
  CancellationPolicy,
  ChargeKind,
  ChargeStatus,
  ClaimDecision,
  ClaimReason,
  PayoutStatus,
  StatementLineStatus,
} from "./payment-enums.ts";

/*
 * The words pages, e-mails and PDFs use for the vocabularies of paying (payment-enums.ts), in
 * both languages. Typed by each vocabulary, so a value added there fails the type check here
 * until it has its labels.
 */

type Labels<T extends string> = Record<T, Record<Locale, string>>;

export const CHARGE_KIND_LABELS: Labels<ChargeKind> = {
  first_payment: { pt: "Primeiro pagamento (caução)", en: "First payment (deposit)" },
  monthly_rent: { pt: "Aluguel do mês", en: "Monthly rent" },
};

export const CHARGE_STATUS_LABELS: Labels<ChargeStatus> = {
  open: { pt: "A pagar", en: "Due" },
  paid: { pt: "Pago", en: "Paid" },
  cancelled: { pt: "Cancelado", en: "Cancelled" },
};

export const CLAIM_REASON_LABELS: Labels<ClaimReason> = {
  no_keys: { pt: "Não recebi as chaves", en: "I did not get the keys" },
  not_as_described: { pt: "O imóvel não é como no anúncio", en: "The home is not as described" },
  unsafe: { pt: "O imóvel não é seguro", en: "The home is not safe" },
};

export const CLAIM_DECISION_LABELS: Labels<ClaimDecision> = {
  release: { pt: "Liberar ao proprietário", en: "Release to the owner" },
  partial_refund: { pt: "Reembolsar em parte", en: "Partial refund" },
  full_refund: { pt: "Reembolsar tudo", en: "Full refund" },
};

export const CANCELLATION_POLICY_LABELS: Labels<CancellationPolicy> = {
  flexible: { pt: "Flexível", en: "Flexible" },
  strict: { pt: "Rígida", en: "Strict" },
};

export const STATEMENT_LINE_STATUS_LABELS: Labels<StatementLineStatus> = {
  matched: { pt: "Conciliado", en: "Matched" },
  unmatched: { pt: "Aguardando conciliação", en: "Waiting to be matched" },
  payout_paid: { pt: "Repasse pago", en: "Payout paid" },
  refund_paid: { pt: "Reembolso pago", en: "Refund paid" },
  ignored: { pt: "Ignorado", en: "Ignored" },
};

export const PAYOUT_STATUS_LABELS: Labels<PayoutStatus> = {
  pending: { pt: "A repassar", en: "To be paid" },
  exported: { pt: "Enviado ao banco", en: "Sent to the bank" },
  paid: { pt: "Pago", en: "Paid" },
};

/** Every table above, for the test that checks both languages say something, and say it differently. */
export const PAYMENT_LABELS = {
  chargeKind: CHARGE_KIND_LABELS,
  chargeStatus: CHARGE_STATUS_LABELS,
  claimReason: CLAIM_REASON_LABELS,
  claimDecision: CLAIM_DECISION_LABELS,
  cancellationPolicy: CANCELLATION_POLICY_LABELS,
  statementLineStatus: STATEMENT_LINE_STATUS_LABELS,
  payoutStatus: PAYOUT_STATUS_LABELS,
} as const;
