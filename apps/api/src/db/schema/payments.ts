import {
  CHARGE_KINDS,
  CHARGE_STATUSES,
  CLAIM_DECISIONS,
  CLAIM_REASONS,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PIX_KEY_TYPES,
  STATEMENT_FORMATS,
  STATEMENT_LINE_STATUSES,
} from "@campuslar/domain/payments/payment-enums";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { rentals } from "./rentals.ts";
import { users } from "./users.ts";

/*
 * Paying through the site (issue 36, DESIGN §7). Money moves only as ledger transactions:
 * balanced, append-only rows in centavos, each with an idempotency key (migration 0028 adds the
 * triggers that refuse an unbalanced transaction and any UPDATE or DELETE). Charges, payments,
 * holds and payouts are the documents around it; a balance is always a sum of entries.
 */

export const chargeKindEnum = pgEnum("charge_kind", CHARGE_KINDS);
export const chargeStatusEnum = pgEnum("charge_status", CHARGE_STATUSES);
export const statementFormatEnum = pgEnum("statement_format", STATEMENT_FORMATS);
export const statementLineStatusEnum = pgEnum("statement_line_status", STATEMENT_LINE_STATUSES);
export const claimReasonEnum = pgEnum("claim_reason", CLAIM_REASONS);
export const claimDecisionEnum = pgEnum("claim_decision", CLAIM_DECISIONS);
export const payoutMethodEnum = pgEnum("payout_method", PAYOUT_METHODS);
export const pixKeyTypeEnum = pgEnum("pix_key_type", PIX_KEY_TYPES);
export const payoutAccountStatusEnum = pgEnum("payout_account_status", PAYOUT_ACCOUNT_STATUSES);
export const payoutStatusEnum = pgEnum("payout_status", PAYOUT_STATUSES);

/** One movement of money. `idempotencyKey` names the event ("payment:line:<fingerprint>"): posted once. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    idempotencyKey: text().notNull().unique(),
    /** What happened: "charge", "payment", "release", "refund", "payout", ... (`payments/ledger.ts`). */
    kind: text().notNull(),
    rentalId: uuid().references(() => rentals.id, { onDelete: "restrict" }),
    /**
     * The person who made it happen; null for the clock or a payment company. No foreign key: a
     * posted row is never updated (not even to forget a deleted account), and the id alone names nobody.
     */
    createdBy: uuid(),
    memo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_transactions_rental_idx").on(t.rentalId, t.id)],
);

/** One leg of a transaction: `amountCents` > 0 debits `account`, < 0 credits it. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transactionId: bigint({ mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    /** "<kind>" or "<kind>:<id>", e.g. "held:<rental id>", "owner_payable:<user id>" (`ledgerAccount`). */
    account: text().notNull(),
    amountCents: bigint({ mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.account, t.id),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check("ledger_entries_nonzero", sql`${t.amountCents} <> 0`),
  ],
);

/**
 * What a student is asked to pay: the first payment at signing (the cash deposit, when that is the
 * guarantee) and each month's rent after that month. `lateFeeCents` is fixed when it is paid late.
 */
export const charges = pgTable(
  "charges",
  {
    id: uuid().primaryKey().defaultRandom(),
    rentalId: uuid()
      .notNull()
      .references(() => rentals.id, { onDelete: "restrict" }),
    kind: chargeKindEnum().notNull(),
    /** The first day of the month a rent pays for; null for the first payment. */
    periodStart: date({ mode: "string" }),
    dueOn: date({ mode: "string" }).notNull(),
    rentCents: integer().notNull().default(0),
    depositCents: integer().notNull().default(0),
    /** What is due by `dueOn`: rent + deposit (no fee for the student: the spec promises none). */
    amountCents: integer().notNull(),
    lateFeeCents: integer().notNull().default(0),
    status: chargeStatusEnum().notNull().default("open"),
    paidAt: timestamp({ withTimezone: true }),
    /** The reminders already sent, by days before `dueOn` (7, 3, 0). */
    remindersSent: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("charges_rental_kind_period").on(t.rentalId, t.kind, sql`coalesce(${t.periodStart}, '1970-01-01')`),
    index("charges_open_due_idx").on(t.dueOn).where(sql`${t.status} = 'open'`),
    check("charges_amount", sql`${t.amountCents} >= 0 and ${t.rentCents} >= 0 and ${t.depositCents} >= 0`),
  ],
);

/**
 * A Pix code (its transaction id, the `txid` of the BR Code) or transfer reference issued for a
 * charge. It expires and a new one is issued, but a late payment with an old code still matches.
 */
export const paymentReferences = pgTable(
  "payment_references",
  {
    reference: text().primaryKey(),
    chargeId: uuid()
      .notNull()
      .references(() => charges.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The payment company's id for this charge, when one issued it. */
    providerChargeId: text(),
    /** The Pix copy-and-paste code the payment company issued for it: shown instead of the company's own. */
    providerPixCode: text(),
  },
  (t) => [index("payment_references_charge_idx").on(t.chargeId, t.issuedAt)],
);

/** Money received: one per statement line or provider payment (`sourceRef` is unique: posted once). */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    chargeId: uuid().references(() => charges.id, { onDelete: "restrict" }),
    /** "statement:<fingerprint>" or "mercadopago:<payment id>". */
    sourceRef: text().notNull().unique(),
    /** Our Pix reference ("CL…") the money carried, when it carried one: the receipt prints it. */
    reference: text(),
    amountCents: integer().notNull(),
    payerName: text(),
    payerDocument: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    ledgerTransactionId: bigint({ mode: "number" }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [index("payments_charge_idx").on(t.chargeId)],
);

export const statementImports = pgTable("statement_imports", {
  id: uuid().primaryKey().defaultRandom(),
  fileName: text().notNull(),
  fileSha256: text().notNull(),
  format: statementFormatEnum().notNull(),
  importedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  linesTotal: integer().notNull(),
  linesNew: integer().notNull(),
  linesMatched: integer().notNull(),
  createdAt: createdAt(),
});

/**
 * One line of an imported statement. `fingerprint` (the bank's FITID, or a hash of account, date,
 * amount, description and the line's occurrence) is unique: the same statement twice adds nothing.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    importId: uuid()
      .notNull()
      .references(() => statementImports.id, { onDelete: "restrict" }),
    fingerprint: text().notNull().unique(),
    postedOn: date({ mode: "string" }).notNull(),
    /** Money in > 0, money out < 0, in centavos. */
    amountCents: integer().notNull(),
    description: text().notNull(),
    payerName: text(),
    payerDocument: text(),
    /** A Pix txid or transfer reference found in the line. */
    reference: text(),
    status: statementLineStatusEnum().notNull(),
    chargeId: uuid().references(() => charges.id, { onDelete: "restrict" }),
    payoutId: uuid(),
    decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("statement_lines_status_idx").on(t.status, t.postedOn)],
);

/** A student's arrival claim (point 5): opened within 48 hours of the move-in day, decided by staff. */
export const arrivalClaims = pgTable("arrival_claims", {
  id: uuid().primaryKey().defaultRandom(),
  rentalId: uuid()
    .notNull()
    .unique()
    .references(() => rentals.id, { onDelete: "restrict" }),
  reason: claimReasonEnum().notNull(),
  description: text().notNull(),
  /** Private files (`lib/private-files.ts`), never under /media. */
  photoKeys: text().array().notNull().default(sql`'{}'::text[]`),
  openedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  decision: claimDecisionEnum(),
  refundCents: integer(),
  decisionNote: text(),
  decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp({ withTimezone: true }),
});

/**
 * Where an owner is paid (point 6). A new account waits for the link e-mailed to the owner, and
 * once confirmed holds payouts for 24 hours (`payoutsHoldUntil`): a stolen session cannot redirect
 * money at once. Only the owner and staff paying a batch ever read these details.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: payoutMethodEnum().notNull(),
    pixKeyType: pixKeyTypeEnum(),
    pixKey: text(),
    bankCode: text(),
    branch: text(),
    accountNumber: text(),
    holderName: text().notNull(),
    holderDocument: text().notNull(),
    status: payoutAccountStatusEnum().notNull().default("pending"),
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    payoutsHoldUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payout_accounts_owner_idx").on(t.ownerId, t.createdAt),
    uniqueIndex("payout_accounts_one_active").on(t.ownerId).where(sql`${t.status} = 'active'`),
  ],
);

export const payoutBatches = pgTable("payout_batches", {
  id: uuid().primaryKey().defaultRandom(),
  createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  payoutCount: integer().notNull(),
  totalCents: integer().notNull(),
  createdAt: createdAt(),
});

/** What the site owes an owner and pays by bank: owed, exported in a batch, seen paid on a statement. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    payoutAccountId: uuid().references(() => payoutAccounts.id, { onDelete: "restrict" }),
    batchId: uuid().references(() => payoutBatches.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    status: payoutStatusEnum().notNull().default("pending"),
    /** The reference written in the bank transfer, so the statement line finds its payout. */
    reference: text().notNull().unique(),
    paidStatementLineId: bigint({ mode: "number" }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("payouts_owner_idx").on(t.ownerId, t.createdAt), check("payouts_amount", sql`${t.amountCents} > 0`)],
);

/**
 * A staff member's second factor (point 8): a TOTP secret (encrypted like private files) and
 * hashed one-time recovery codes. `lastUsedStep` refuses a code used twice.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  recoveryCodeHashes: text().array().notNull().default(sql`'{}'::text[]`),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** Every money action by staff, who and what (point 8). Append-only: a trigger refuses edits. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** No foreign key, as `ledger_transactions.created_by`: the log is never updated, even when an account goes. */
    actorId: uuid(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: inet(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_subject_idx").on(t.subjectType, t.subjectId)],
);

/** A payment company's webhook events, kept by their id: the same event twice is applied once. */
export const providerEvents = pgTable(
  "provider_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("provider_events_key").on(t.provider, t.eventId)],
);
