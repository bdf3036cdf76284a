import { describe, expect, it } from "vitest";
import {
  assertBalanced,
  balancesOf,
  chargeCancelledPosting,
  chargePosting,
  commissionOf,
  holdEndPosting,
  kindOfAccount,
  lateFeePosting,
  ledgerAccount,
  mayNotCross,
  owedOf,
  type Posting,
  paymentPosting,
  payoutPaidPosting,
  payoutPosting,
  refundPaidPosting,
  suspenseReturnPosting,
  UnbalancedPosting,
  unmatchedReceiptPosting,
} from "./ledger.ts";

const legsOf = (posting: Posting) => Object.fromEntries(posting.entries.map((e) => [e.account, e.amountCents]));
const rentCharge = { id: "c1", rentalId: "r1", ownerId: "o1", held: false, settlesCents: 250_000, rentCents: 250_000 };

describe("accounts", () => {
  it("name a kind and its subject", () => {
    expect(ledgerAccount("bank")).toBe("bank");
    expect(ledgerAccount("held", "r1")).toBe("held:r1");
    expect(kindOfAccount("owner_payable:o1")).toBe("owner_payable");
  });

  it("may not cross: an asset below zero, a liability above it", () => {
    expect(mayNotCross("bank", -1)).toBe(true);
    expect(mayNotCross("bank", 0)).toBe(false);
    expect(mayNotCross("receivable:r1", -1)).toBe(true);
    for (const account of ["billed:r1", "held:r1", "owner_payable:o1", "suspense", "revenue", "refund_payable:s1"]) {
      expect(mayNotCross(account, 1), account).toBe(true);
      expect(mayNotCross(account, -1), account).toBe(false);
    }
    expect(owedOf(-500)).toBe(500);
    expect(owedOf(0)).toBe(0);
  });
});

describe("assertBalanced", () => {
  const posting = (entries: Posting["entries"]): Posting => ({
    kind: "charge",
    idempotencyKey: "k",
    rentalId: null,
    entries,
  });

  it("refuses legs that do not sum to zero, a zero or fractional leg, and a single leg", () => {
    expect(() =>
      assertBalanced(
        posting([
          { account: "bank", amountCents: 1 },
          { account: "suspense", amountCents: -2 },
        ]),
      ),
    ).toThrow(UnbalancedPosting);
    expect(() =>
      assertBalanced(
        posting([
          { account: "bank", amountCents: 0 },
          { account: "suspense", amountCents: 0 },
        ]),
      ),
    ).toThrow(UnbalancedPosting);
    expect(() =>
      assertBalanced(
        posting([
          { account: "bank", amountCents: 0.5 },
          { account: "suspense", amountCents: -0.5 },
        ]),
      ),
    ).toThrow(UnbalancedPosting);
    expect(() => assertBalanced(posting([]))).toThrow(UnbalancedPosting);
  });
});

describe("charges", () => {
  it("make the student owe, and a late fee or a cancellation move the same two accounts", () => {
    expect(legsOf(chargePosting({ id: "c1", rentalId: "r1", amountCents: 100 }))).toEqual({
      "receivable:r1": 100,
      "billed:r1": -100,
    });
    expect(lateFeePosting({ id: "c1", rentalId: "r1", lateFeeCents: 7 }).idempotencyKey).toBe("late_fee:c1");
    expect(legsOf(chargeCancelledPosting({ id: "c1", rentalId: "r1", amountCents: 100 }))).toEqual({
      "billed:r1": 100,
      "receivable:r1": -100,
    });
  });
});

describe("paymentPosting", () => {
  it("pays a month's rent to the owner less the commission, rounded down", () => {
    expect(commissionOf(250_001, 1000)).toBe(25_000);
    const posting = paymentPosting({
      sourceRef: "line:1",
      charge: rentCharge,
      receivedCents: 250_000,
      commissionBps: 1000,
      from: "bank",
    });
    expect(posting.kind).toBe("payment");
    expect(posting.idempotencyKey).toBe("payment:line:1");
    expect(legsOf(posting)).toEqual({
      bank: 250_000,
      "receivable:r1": -250_000,
      "billed:r1": 250_000,
      "owner_payable:o1": -225_000,
      revenue: -25_000,
    });
  });

  it("posts no revenue leg at a commission of 0", () => {
    const posting = paymentPosting({
      sourceRef: "l",
      charge: rentCharge,
      receivedCents: 250_000,
      commissionBps: 0,
      from: "bank",
    });
    expect(posting.entries.map((e) => e.account)).not.toContain("revenue");
  });

  it("holds a first payment whole, with no commission", () => {
    const charge = { ...rentCharge, held: true, rentCents: 0 };
    expect(
      legsOf(paymentPosting({ sourceRef: "l", charge, receivedCents: 250_000, commissionBps: 1000, from: "bank" })),
    ).toMatchObject({
      "held:r1": -250_000,
    });
  });

  it("keeps what was paid beyond the charge in suspense, and refuses too little", () => {
    const over = paymentPosting({
      sourceRef: "l",
      charge: rentCharge,
      receivedCents: 250_050,
      commissionBps: 0,
      from: "bank",
    });
    expect(legsOf(over)).toMatchObject({ bank: 250_050, suspense: -50 });
    expect(() =>
      paymentPosting({ sourceRef: "l", charge: rentCharge, receivedCents: 249_999, commissionBps: 0, from: "bank" }),
    ).toThrow(UnbalancedPosting);
  });

  it("takes a receipt matched later out of suspense, under the same key as a payment of that line", () => {
    const waiting = unmatchedReceiptPosting({ sourceRef: "line:9", amountCents: 250_000 });
    expect(legsOf(waiting)).toEqual({ bank: 250_000, suspense: -250_000 });
    const matched = paymentPosting({
      sourceRef: "line:9",
      charge: rentCharge,
      receivedCents: 250_000,
      commissionBps: 0,
      from: "suspense",
    });
    expect(matched.kind).toBe("receipt_matched");
    expect(matched.idempotencyKey).toBe("payment:line:9");
    const balances = balancesOf([...waiting.entries, ...matched.entries]);
    expect(balances.get("suspense")).toBe(0);
    expect(balances.get("bank")).toBe(250_000);
  });
});

describe("holdEndPosting", () => {
  const hold = {
    rentalId: "r1",
    ownerId: "o1",
    studentId: "s1",
    heldCents: 1_000_000,
    depositCents: 750_000,
    commissionBps: 1000,
  };

  it("releases a deposit whole into custody and the rent to the owner less the commission", () => {
    const posting = holdEndPosting({ ...hold, reason: "release", refundCents: 0, penaltyCents: 0 });
    expect(posting.kind).toBe("release");
    expect(posting.idempotencyKey).toBe("hold_end:r1");
    expect(legsOf(posting)).toEqual({
      "held:r1": 1_000_000,
      "deposit_custody:r1": -750_000,
      "owner_payable:o1": -225_000,
      revenue: -25_000,
    });
  });

  it("takes a refund from the rent first, then the deposit", () => {
    const part = holdEndPosting({ ...hold, reason: "claim", refundCents: 300_000, penaltyCents: 0 });
    expect(part.kind).toBe("refund");
    expect(legsOf(part)).toEqual({
      "held:r1": 1_000_000,
      "refund_payable:s1": -300_000,
      "deposit_custody:r1": -700_000,
    });
    const full = holdEndPosting({ ...hold, reason: "claim", refundCents: 1_000_000, penaltyCents: 0 });
    expect(legsOf(full)).toEqual({ "held:r1": 1_000_000, "refund_payable:s1": -1_000_000 });
  });

  it("gives a cancellation's penalty to the owner whole (no commission) and refunds the rest", () => {
    const deposit = { ...hold, heldCents: 750_000 };
    const posting = holdEndPosting({ ...deposit, reason: "cancellation", refundCents: 500_000, penaltyCents: 250_000 });
    expect(legsOf(posting)).toEqual({
      "held:r1": 750_000,
      "refund_payable:s1": -500_000,
      "owner_payable:o1": -250_000,
    });
  });

  it("refuses to end more than is held", () => {
    expect(() =>
      holdEndPosting({ ...hold, reason: "cancellation", refundCents: 900_000, penaltyCents: 100_001 }),
    ).toThrow(UnbalancedPosting);
    expect(() => holdEndPosting({ ...hold, reason: "claim", refundCents: -1, penaltyCents: 0 })).toThrow(
      UnbalancedPosting,
    );
  });

  it("cannot post an end of nothing held: the caller skips it", () => {
    expect(() =>
      holdEndPosting({
        ...hold,
        heldCents: 0,
        depositCents: 0,
        reason: "cancellation",
        refundCents: 0,
        penaltyCents: 0,
      }),
    ).toThrow(UnbalancedPosting);
  });
});

describe("money out", () => {
  it("moves a payout from owed to in transit, then out of the bank", () => {
    expect(legsOf(payoutPosting({ id: "p1", ownerId: "o1", amountCents: 10 }))).toEqual({
      "owner_payable:o1": 10,
      "payout_in_transit:p1": -10,
    });
    expect(legsOf(payoutPaidPosting({ id: "p1", amountCents: 10, sourceRef: "line:3" }))).toEqual({
      "payout_in_transit:p1": 10,
      bank: -10,
    });
  });

  it("sends suspense money back through a refund owed to the student", () => {
    const owed = suspenseReturnPosting({ sourceRef: "line:9", studentId: "s1", amountCents: 40 });
    expect(owed.idempotencyKey).toBe("suspense_return:line:9");
    const paid = refundPaidPosting({ studentId: "s1", amountCents: 40, sourceRef: "line:10" });
    const balances = balancesOf([
      ...unmatchedReceiptPosting({ sourceRef: "line:9", amountCents: 40 }).entries,
      ...owed.entries,
      ...paid.entries,
    ]);
    expect([...balances.values()].every((balance) => balance === 0)).toBe(true);
  });
});
