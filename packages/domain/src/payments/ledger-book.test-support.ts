import { addDays } from "../dates/zoned-time.ts";
import { lateFeeOf } from "./late-fee.ts";
import {
  assertBalanced,
  balancesOf,
  chargeCancelledPosting,
  chargePosting,
  holdEndPosting,
  type LedgerEntry,
  lateFeePosting,
  ledgerAccount,
  owedOf,
  type Posting,
  paymentPosting,
  payoutPaidPosting,
  payoutPosting,
  refundPaidPosting,
  suspenseReturnPosting,
  unmatchedReceiptPosting,
} from "./ledger.ts";

/*
 * An in-memory ledger for the property tests: postings kept by idempotency key as
 * `post-ledger.ts` keeps them in PostgreSQL (a key seen before posts nothing), and a small world
 * of rentals, charges, receipts and payouts that turns random events into the postings the API
 * would make for them. Each event is applied only when the world allows it (a charge is paid
 * once, a payout never exceeds what is owed), exactly as the services check before posting.
 */

/** A copy sharing nothing with `posting`, as a row read back from the database would be. */
export const clonePosting = (posting: Posting): Posting => ({
  ...posting,
  entries: posting.entries.map((entry) => ({ ...entry })),
  ...(posting.memo ? { memo: { ...posting.memo } } : {}),
});

export class LedgerBook {
  readonly postings = new Map<string, Posting>();
  readonly entries: LedgerEntry[] = [];
  /** Kept as entries are added, so a step costs little; `derivedBalances` is the sum the API takes. */
  private readonly running = new Map<string, number>();

  /** Posts unless the key was seen; says whether it posted. */
  post(posting: Posting): boolean {
    assertBalanced(posting);
    if (this.postings.has(posting.idempotencyKey)) return false;
    this.postings.set(posting.idempotencyKey, clonePosting(posting));
    for (const entry of posting.entries) {
      this.entries.push({ ...entry });
      this.running.set(entry.account, (this.running.get(entry.account) ?? 0) + entry.amountCents);
    }
    return true;
  }

  balances(): Map<string, number> {
    return new Map(this.running);
  }

  /** Every balance summed again from the entries, as `post-ledger.ts` derives them. */
  derivedBalances(): Map<string, number> {
    return balancesOf(this.entries);
  }

  balance(account: string): number {
    return this.running.get(account) ?? 0;
  }
}

export const EVENT_KINDS = [
  "charge",
  "pay_exact",
  "pay_over",
  "pay_late",
  "cancel_charge",
  "receipt_unmatched",
  "match_receipt",
  "return_suspense",
  "hold_end",
  "payout",
  "payout_paid",
  "refund_paid",
  "replay",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A random event: what happens, and numbers the world reads as choices and amounts. */
export type BookEvent = { kind: EventKind; pick: number; amount: number; share: number; flag: boolean };

type Rental = { id: string; ownerId: string; studentId: string; firstCharged: boolean; holdEnded: boolean };
type Charge = {
  id: string;
  rentalId: string;
  ownerId: string;
  held: boolean;
  amountCents: number;
  rentCents: number;
  depositCents: number;
  status: "open" | "paid" | "cancelled";
};
type Receipt = { sourceRef: string; amountCents: number; matched: boolean; returned: boolean };
type Payout = { id: string; ownerId: string; amountCents: number; paid: boolean };

const RENTALS: Rental[] = [
  { id: "r1", ownerId: "o1", studentId: "s1", firstCharged: false, holdEnded: false },
  { id: "r2", ownerId: "o1", studentId: "s2", firstCharged: false, holdEnded: false },
  { id: "r3", ownerId: "o2", studentId: "s1", firstCharged: false, holdEnded: false },
];
const STUDENTS = ["s1", "s2"];
const OWNERS = ["o1", "o2"];

const pickOf = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];
/** `share` (0…1000) of `cents`, in whole centavos. */
const shareOf = (cents: number, share: number): number => Math.floor((cents * share) / 1000);

/** The world the events act on, the book they post to, and the money that crossed the bank. */
export class BookWorld {
  readonly book = new LedgerBook();
  readonly rentals = RENTALS.map((rental) => ({ ...rental }));
  readonly charges: Charge[] = [];
  readonly receipts: Receipt[] = [];
  readonly payouts: Payout[] = [];
  moneyInCents = 0;
  moneyOutCents = 0;
  /** Events replayed with something to replay (each must change nothing). */
  replays = 0;
  private serial = 0;
  /** How many events of each kind changed the book, so a test can tell it exercised them all. */
  readonly applied = new Map<EventKind, number>();

  constructor(readonly commissionBps: number) {}

  private next(prefix: string): string {
    this.serial += 1;
    return `${prefix}${this.serial}`;
  }

  /** Applies an event if the world allows it; returns whether the book changed. */
  apply(event: BookEvent): boolean {
    const changed = this.run(event);
    if (changed) this.applied.set(event.kind, (this.applied.get(event.kind) ?? 0) + 1);
    return changed;
  }

  private run(event: BookEvent): boolean {
    const { book } = this;
    const open = this.charges.filter((charge) => charge.status === "open");
    switch (event.kind) {
      case "charge": {
        const rental = pickOf(this.rentals, event.pick);
        if (!rental) return false;
        // A rental's first charge is its held first payment: a deposit, and rent in the same hold
        // for the ledger's sake (the site asks no rent there, but the ledger must carry either).
        const held = !rental.firstCharged;
        const amountCents = event.amount;
        const depositCents = held ? shareOf(amountCents, event.share) : 0;
        const charge: Charge = {
          id: this.next("c"),
          rentalId: rental.id,
          ownerId: rental.ownerId,
          held,
          amountCents,
          rentCents: amountCents - depositCents,
          depositCents,
          status: "open",
        };
        rental.firstCharged = true;
        this.charges.push(charge);
        return book.post(chargePosting(charge));
      }
      case "pay_exact":
      case "pay_over":
      case "pay_late": {
        const charge = pickOf(open, event.pick);
        if (!charge) return false;
        let lateFeeCents = 0;
        if (event.kind === "pay_late") {
          const dueOn = "2027-03-05";
          lateFeeCents = lateFeeOf({
            rentCents: charge.rentCents,
            dueOn,
            paidOn: addDays(dueOn, 1 + (event.share % 90)),
          }).totalCents;
          if (lateFeeCents > 0) book.post(lateFeePosting({ id: charge.id, rentalId: charge.rentalId, lateFeeCents }));
        }
        const settlesCents = charge.amountCents + lateFeeCents;
        const receivedCents = settlesCents + (event.kind === "pay_over" ? 1 + (event.share % 5000) : 0);
        const posted = book.post(
          paymentPosting({
            sourceRef: this.next("line:"),
            charge: { ...charge, settlesCents },
            receivedCents,
            commissionBps: this.commissionBps,
            from: "bank",
          }),
        );
        this.moneyInCents += receivedCents;
        charge.status = "paid";
        return posted;
      }
      case "cancel_charge": {
        const charge = pickOf(open, event.pick);
        if (!charge) return false;
        charge.status = "cancelled";
        return book.post(chargeCancelledPosting(charge));
      }
      case "receipt_unmatched": {
        const receipt: Receipt = {
          sourceRef: this.next("line:"),
          amountCents: event.amount,
          matched: false,
          returned: false,
        };
        this.receipts.push(receipt);
        this.moneyInCents += receipt.amountCents;
        return book.post(unmatchedReceiptPosting(receipt));
      }
      case "match_receipt": {
        // A person matches a waiting receipt to an open charge it covers.
        const waiting = this.receipts.filter((receipt) => !receipt.matched && !receipt.returned);
        const receipt = pickOf(waiting, event.pick);
        const charge = receipt && pickOf(open, event.share);
        if (!receipt || !charge || receipt.amountCents < charge.amountCents) return false;
        receipt.matched = true;
        charge.status = "paid";
        return book.post(
          paymentPosting({
            sourceRef: receipt.sourceRef,
            charge: { ...charge, settlesCents: charge.amountCents },
            receivedCents: receipt.amountCents,
            commissionBps: this.commissionBps,
            from: "suspense",
          }),
        );
      }
      case "return_suspense": {
        // A waiting receipt sent back to a student, whole.
        const waiting = this.receipts.filter((receipt) => !receipt.matched && !receipt.returned);
        const receipt = pickOf(waiting, event.pick);
        const studentId = pickOf(STUDENTS, event.share);
        if (!receipt || !studentId) return false;
        receipt.returned = true;
        return book.post(suspenseReturnPosting({ ...receipt, studentId }));
      }
      case "hold_end": {
        const rental = pickOf(
          this.rentals.filter((r) => !r.holdEnded),
          event.pick,
        );
        if (!rental) return false;
        const heldCents = owedOf(book.balance(ledgerAccount("held", rental.id)));
        if (heldCents === 0) return false;
        const depositCents = this.charges
          .filter((charge) => charge.rentalId === rental.id && charge.held && charge.status === "paid")
          .reduce((sum, charge) => sum + charge.depositCents, 0);
        const refundCents = shareOf(heldCents, event.share);
        const penaltyCents = event.flag ? shareOf(heldCents - refundCents, event.amount % 1001) : 0;
        const reason = refundCents === 0 && penaltyCents === 0 ? "release" : event.flag ? "cancellation" : "claim";
        rental.holdEnded = true;
        return book.post(
          holdEndPosting({
            rentalId: rental.id,
            ownerId: rental.ownerId,
            studentId: rental.studentId,
            reason,
            heldCents,
            depositCents: Math.min(depositCents, heldCents),
            refundCents,
            penaltyCents,
            commissionBps: this.commissionBps,
          }),
        );
      }
      case "payout": {
        const ownerId = pickOf(OWNERS, event.pick);
        if (!ownerId) return false;
        const owed = owedOf(book.balance(ledgerAccount("owner_payable", ownerId)));
        const amountCents = Math.max(1, shareOf(owed, event.share));
        if (owed === 0) return false;
        const payout = { id: this.next("p"), ownerId, amountCents, paid: false };
        this.payouts.push(payout);
        return book.post(payoutPosting(payout));
      }
      case "payout_paid": {
        const payout = pickOf(
          this.payouts.filter((p) => !p.paid),
          event.pick,
        );
        if (!payout) return false;
        payout.paid = true;
        this.moneyOutCents += payout.amountCents;
        return book.post(payoutPaidPosting({ ...payout, sourceRef: this.next("line:") }));
      }
      case "refund_paid": {
        const studentId = pickOf(STUDENTS, event.pick);
        if (!studentId) return false;
        const owed = owedOf(book.balance(ledgerAccount("refund_payable", studentId)));
        if (owed === 0) return false;
        const amountCents = Math.max(1, shareOf(owed, event.share));
        this.moneyOutCents += amountCents;
        return book.post(refundPaidPosting({ studentId, amountCents, sourceRef: this.next("line:") }));
      }
      case "replay": {
        // The same event again (a statement imported twice, a webhook resent): its key is seen.
        const posted = [...book.postings.values()];
        const again = pickOf(posted, event.pick);
        if (!again) return false;
        this.replays += 1;
        return book.post(clonePosting(again));
      }
    }
  }
}

/** The rentals' ids, for invariants per rental. */
export const RENTAL_IDS = RENTALS.map((rental) => rental.id);
