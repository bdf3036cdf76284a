/*
 * Paying through the site (issue 36, DESIGN §7): the fixed vocabularies the database, the API and
 * the pages share. The rules that use them live beside this file, one module each.
 */

/** What a charge asks for: the first payment at signing, or a month's rent after that month. */
export const CHARGE_KINDS = ["first_payment", "monthly_rent"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_STATUSES = ["open", "paid", "cancelled"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The bank statements staff import: OFX, and the CSV of Itaú's internet banking. */
export const STATEMENT_FORMATS = ["ofx", "csv_itau"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * Where a statement line stands: a payment matched to a charge, money in that waits for a person,
 * a payout or a refund the bank shows as sent, or a line staff set aside (a bank fee).
 */
export const STATEMENT_LINE_STATUSES = ["matched", "unmatched", "payout_paid", "refund_paid", "ignored"] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** Why a student says the home failed them on arrival (issue 36, point 5). */
export const CLAIM_REASONS = ["no_keys", "not_as_described", "unsafe"] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_DECISIONS = ["release", "partial_refund", "full_refund"] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** A listing's cancellation policy, chosen by its owner (modelled on HousingAnywhere's). */
export const CANCELLATION_POLICIES = ["flexible", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const PAYOUT_METHODS = ["pix", "bank_account"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The kinds of Pix key the Central Bank defines (DICT): CPF, CNPJ, e-mail, phone, random (EVP). */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** A payout account waits for its e-mailed confirmation, is used, or was replaced by a newer one. */
export const PAYOUT_ACCOUNT_STATUSES = ["pending", "active", "replaced"] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** A payout is owed, put in a batch staff pay in the bank, then seen paid on a statement. */
export const PAYOUT_STATUSES = ["pending", "exported", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Who confirms payments: statements imported by staff (no company needed), or a Pix company. */
export const PAYMENT_PROVIDERS = ["embedded", "mercadopago"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
