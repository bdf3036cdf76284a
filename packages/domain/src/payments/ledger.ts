/*
 * The ledger (issue 36, point 1; DESIGN §7): every movement of money is a balanced double-entry
 * transaction in integer centavos. This module says which accounts exist and what each event
 * posts; the API writes the postings (append-only, one idempotency key each) and derives every
 * balance by summing entries. Nothing here reads a clock or a database.
 *
 * Signs: an entry's `amountCents` > 0 debits its account, < 0 credits it, and a transaction's
 * entries sum to zero. Assets (the bank, what a student owes) are normally debit (positive);
 * what the site holds for or owes to people is normally credit (negative).
 */

/** The account kinds. Those with a subject carry its id: `held:<rental id>`. */
export const ACCOUNT_KINDS = {
  /** Asset: the company's bank account, where Pix and transfers land and payouts leave. */
  bank: "asset",
  /** Asset: what a student owes on a rental's open charges. */
  receivable: "asset",
  /** Contra: charged to the student and not yet received; mirrors `receivable` (their sum is zero). */
  billed: "credit",
  /** Liability: a rental's first payment, held until 48 hours after the move-in day. */
  held: "credit",
  /** Liability: a cash deposit kept for the student for the whole lease (art. 38 §2), returned at the end. */
  deposit_custody: "credit",
  /** Liability: what the site owes an owner, paid in payouts. */
  owner_payable: "credit",
  /** Liability: a payout staff exported to the bank, until a statement shows it left. */
  payout_in_transit: "credit",
  /** Liability: what the site owes a student back (a refund), until a statement shows it left. */
  refund_payable: "credit",
  /** Liability: money received that no charge claims yet; a person matches it or sends it back. */
  suspense: "credit",
  /** The company's commission (0 by default: the student never pays a fee). */
  revenue: "credit",
} as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;

/** `bank`, or `held:<rental id>`: the account a kind names for a subject. */
export const ledgerAccount = (kind: AccountKind, subjectId?: string): string =>
  subjectId === undefined ? kind : `${kind}:${subjectId}`;

/**
 * Whose `owner_payable` a rental's money goes to: its owner's account, or, for a listing with no
 * owner account (one staff list on an owner's behalf), the listing's own, so what each such
 * listing is owed stays apart and is paid by staff outside the payouts.
 */
export const payeeOf = (rental: { ownerId: string | null; propertyId: number }): string =>
  rental.ownerId ?? `property-${rental.propertyId}`;

/** The listing a `property-<id>` payee stands for, or null for an owner's account. */
export function listingOfPayee(payee: string): number | null {
  const match = /^property-(\d+)$/.exec(payee);
  return match ? Number(match[1]) : null;
}

export const kindOfAccount = (account: string): AccountKind => account.split(":", 1)[0] as AccountKind;

/** The accounts that may never be overdrawn: an asset below zero, or a liability above it. */
export function mayNotCross(account: string, balanceCents: number): boolean {
  const kind = kindOfAccount(account);
  if (kind === "billed") return balanceCents > 0;
  if (ACCOUNT_KINDS[kind] === "asset") return balanceCents < 0;
  return balanceCents > 0;
}

export type LedgerEntry = { account: string; amountCents: number };

/** What happened: a transaction's `kind`, shown in statements and the staff's audit. */
export const POSTING_KINDS = [
  "charge",
  "charge_cancelled",
  "late_fee",
  "payment",
  "receipt_unmatched",
  "receipt_matched",
  "release",
  "refund",
  "payout",
  "payout_paid",
  "refund_paid",
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export type Posting = {
  kind: PostingKind;
  /** Names the event, so the same event posted twice changes nothing ("payment:statement:<fp>"). */
  idempotencyKey: string;
  rentalId: string | null;
  entries: LedgerEntry[];
  memo?: Record<string, unknown>;
};

export class UnbalancedPosting extends Error {}

/** A posting is whole integer centavos, no zero legs, and sums to zero; anything else is a bug. */
export function assertBalanced(posting: Posting): Posting {
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new UnbalancedPosting(`${posting.idempotencyKey}: leg ${entry.account} is ${entry.amountCents}`);
    }
    sum += entry.amountCents;
  }
  if (posting.entries.length < 2 || sum !== 0) {
    throw new UnbalancedPosting(`${posting.idempotencyKey}: legs sum to ${sum}`);
  }
  return posting;
}

/** Legs in order, dropping zero amounts (a commission of 0 posts no revenue leg). */
function legs(...entries: LedgerEntry[]): LedgerEntry[] {
  return entries.filter((entry) => entry.amountCents !== 0);
}

const debit = (account: string, cents: number): LedgerEntry => ({ account, amountCents: cents });
const credit = (account: string, cents: number): LedgerEntry => ({ account, amountCents: -cents });

/** The company's share of a rent, in basis points (1% = 100), rounded down: never more than agreed. */
export function commissionOf(rentCents: number, commissionBps: number): number {
  return Math.floor((rentCents * commissionBps) / 10_000);
}

/** A charge falls due: the student owes it. */
export function chargePosting(charge: { id: string; rentalId: string; amountCents: number }): Posting {
  return assertBalanced({
    kind: "charge",
    idempotencyKey: `charge:${charge.id}`,
    rentalId: charge.rentalId,
    entries: legs(
      debit(ledgerAccount("receivable", charge.rentalId), charge.amountCents),
      credit(ledgerAccount("billed", charge.rentalId), charge.amountCents),
    ),
  });
}

/** A late payment's fine and interest, added to what the student owes when the payment arrives. */
export function lateFeePosting(charge: { id: string; rentalId: string; lateFeeCents: number }): Posting {
  return assertBalanced({
    kind: "late_fee",
    idempotencyKey: `late_fee:${charge.id}`,
    rentalId: charge.rentalId,
    entries: legs(
      debit(ledgerAccount("receivable", charge.rentalId), charge.lateFeeCents),
      credit(ledgerAccount("billed", charge.rentalId), charge.lateFeeCents),
    ),
  });
}

/** An unpaid charge withdrawn (a cancellation): the student owes it no more. */
export function chargeCancelledPosting(charge: { id: string; rentalId: string; amountCents: number }): Posting {
  return assertBalanced({
    kind: "charge_cancelled",
    idempotencyKey: `charge_cancelled:${charge.id}`,
    rentalId: charge.rentalId,
    entries: legs(
      debit(ledgerAccount("billed", charge.rentalId), charge.amountCents),
      credit(ledgerAccount("receivable", charge.rentalId), charge.amountCents),
    ),
  });
}

export type PaidCharge = {
  id: string;
  rentalId: string;
  ownerId: string;
  /** The first payment is held; a month's rent goes to the owner at once. */
  held: boolean;
  /** What the payment settles: the charge's amount plus any late fee (already posted). */
  settlesCents: number;
  /** The part of it that is rent (the commission is taken on rent only; a deposit is the student's). */
  rentCents: number;
};

/**
 * Money for a charge arrived, from the bank (a matched statement line or a payment company) or
 * from suspense (a line a person matched later). Whatever is beyond what the charge settles
 * stays in suspense for a person to send back.
 */
export function paymentPosting(input: {
  sourceRef: string;
  charge: PaidCharge;
  receivedCents: number;
  commissionBps: number;
  from: "bank" | "suspense";
}): Posting {
  const { charge, receivedCents } = input;
  if (receivedCents < charge.settlesCents) {
    throw new UnbalancedPosting(`${input.sourceRef}: ${receivedCents} does not settle ${charge.settlesCents}`);
  }
  const excess = receivedCents - charge.settlesCents;
  const commission = charge.held ? 0 : commissionOf(charge.rentCents, input.commissionBps);
  const destination = charge.held
    ? [credit(ledgerAccount("held", charge.rentalId), charge.settlesCents)]
    : [
        credit(ledgerAccount("owner_payable", charge.ownerId), charge.settlesCents - commission),
        credit(ledgerAccount("revenue"), commission),
      ];
  return assertBalanced({
    kind: input.from === "bank" ? "payment" : "receipt_matched",
    idempotencyKey: `payment:${input.sourceRef}`,
    rentalId: charge.rentalId,
    entries: legs(
      debit(input.from === "bank" ? ledgerAccount("bank") : ledgerAccount("suspense"), receivedCents),
      credit(ledgerAccount("receivable", charge.rentalId), charge.settlesCents),
      debit(ledgerAccount("billed", charge.rentalId), charge.settlesCents),
      ...destination,
      credit(ledgerAccount("suspense"), excess),
    ),
    memo: { chargeId: charge.id },
  });
}

/** Money in that no charge claims: it waits in suspense for a person. */
export function unmatchedReceiptPosting(input: { sourceRef: string; amountCents: number }): Posting {
  return assertBalanced({
    kind: "receipt_unmatched",
    idempotencyKey: `receipt:${input.sourceRef}`,
    rentalId: null,
    entries: legs(
      debit(ledgerAccount("bank"), input.amountCents),
      credit(ledgerAccount("suspense"), input.amountCents),
    ),
  });
}

/**
 * The end of a hold, all at once: `refundCents` back to the student (a claim upheld in part, a
 * cancellation), `penaltyCents` to the owner (a cancellation's policy), and the rest released:
 * rent to the owner less the commission, a cash deposit into custody for the lease.
 */
export function holdEndPosting(input: {
  rentalId: string;
  ownerId: string;
  studentId: string;
  /** Why: "release", "claim", "cancellation"; one end per rental (the key is the rental's). */
  reason: "release" | "claim" | "cancellation";
  heldCents: number;
  /** Of what is held, the deposit (the rest is rent). */
  depositCents: number;
  refundCents: number;
  penaltyCents: number;
  commissionBps: number;
}): Posting {
  const { heldCents, depositCents, refundCents, penaltyCents } = input;
  if (refundCents < 0 || penaltyCents < 0 || refundCents + penaltyCents > heldCents || depositCents > heldCents) {
    throw new UnbalancedPosting(`hold:${input.rentalId}: ${refundCents} + ${penaltyCents} of ${heldCents}`);
  }
  // A release keeps the deposit in custody; a refund or a penalty is taken from the rent first,
  // then from the deposit (a claim upheld in full gives both back).
  const released = heldCents - refundCents - penaltyCents;
  const depositKept = Math.min(depositCents, released);
  const rentReleased = released - depositKept;
  const commission = commissionOf(rentReleased, input.commissionBps);
  return assertBalanced({
    kind: refundCents > 0 ? "refund" : "release",
    idempotencyKey: `hold_end:${input.rentalId}`,
    rentalId: input.rentalId,
    entries: legs(
      debit(ledgerAccount("held", input.rentalId), heldCents),
      credit(ledgerAccount("refund_payable", input.studentId), refundCents),
      credit(ledgerAccount("owner_payable", input.ownerId), penaltyCents + rentReleased - commission),
      credit(ledgerAccount("revenue"), commission),
      credit(ledgerAccount("deposit_custody", input.rentalId), depositKept),
    ),
    memo: { reason: input.reason, refundCents, penaltyCents },
  });
}

/** A payout staff exported to the bank: owed to the owner until now, in transit until a statement shows it. */
export function payoutPosting(payout: { id: string; ownerId: string; amountCents: number }): Posting {
  return assertBalanced({
    kind: "payout",
    idempotencyKey: `payout:${payout.id}`,
    rentalId: null,
    entries: legs(
      debit(ledgerAccount("owner_payable", payout.ownerId), payout.amountCents),
      credit(ledgerAccount("payout_in_transit", payout.id), payout.amountCents),
    ),
  });
}

/** A statement shows the payout left the bank. */
export function payoutPaidPosting(payout: { id: string; amountCents: number; sourceRef: string }): Posting {
  return assertBalanced({
    kind: "payout_paid",
    idempotencyKey: `payout_paid:${payout.id}`,
    rentalId: null,
    entries: legs(
      debit(ledgerAccount("payout_in_transit", payout.id), payout.amountCents),
      credit(ledgerAccount("bank"), payout.amountCents),
    ),
    memo: { sourceRef: payout.sourceRef },
  });
}

/**
 * Money in suspense (an unmatched receipt, or what a payment brought beyond its charge) that a
 * person decided to send back to the student who paid it: it becomes a refund owed to them,
 * which `refundPaidPosting` then closes when the statement shows it left. Without this step a
 * refund of suspense money would overdraw `refund_payable`.
 */
export function suspenseReturnPosting(input: { sourceRef: string; studentId: string; amountCents: number }): Posting {
  return assertBalanced({
    kind: "refund",
    idempotencyKey: `suspense_return:${input.sourceRef}`,
    rentalId: null,
    entries: legs(
      debit(ledgerAccount("suspense"), input.amountCents),
      credit(ledgerAccount("refund_payable", input.studentId), input.amountCents),
    ),
    memo: { sourceRef: input.sourceRef },
  });
}

/** A statement shows a refund left the bank to the student. */
export function refundPaidPosting(refund: { studentId: string; amountCents: number; sourceRef: string }): Posting {
  return assertBalanced({
    kind: "refund_paid",
    idempotencyKey: `refund_paid:${refund.sourceRef}`,
    rentalId: null,
    entries: legs(
      debit(ledgerAccount("refund_payable", refund.studentId), refund.amountCents),
      credit(ledgerAccount("bank"), refund.amountCents),
    ),
  });
}

/** Balances by account: the sum of each account's entries (debit positive). */
export function balancesOf(entries: Iterable<LedgerEntry>): Map<string, number> {
  const balances = new Map<string, number>();
  for (const entry of entries) balances.set(entry.account, (balances.get(entry.account) ?? 0) + entry.amountCents);
  return balances;
}

/** What a credit-normal account holds for people, as a positive amount (held, owed, in custody). */
export const owedOf = (balanceCents: number): number => (balanceCents === 0 ? 0 : -balanceCents);
