import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerAccount, mayNotCross, type Posting } from "./ledger.ts";
import {
  type BookEvent,
  BookWorld,
  clonePosting,
  EVENT_KINDS,
  type EventKind,
  RENTAL_IDS,
} from "./ledger-book.test-support.ts";

/*
 * Random sequences of money events (issue 36, point 1) against the ledger's postings: after
 * every event each posting balances, no account crosses the side it must stay on, what a rental
 * was charged mirrors what it owes, the bank holds exactly what came in less what went out, and
 * replaying any event, or the whole history, changes nothing.
 */

/** Charges and payments come more often than the events that need them first, as in life. */
const WEIGHTS: Record<EventKind, number> = {
  charge: 4,
  pay_exact: 3,
  pay_over: 2,
  pay_late: 2,
  cancel_charge: 1,
  receipt_unmatched: 2,
  match_receipt: 2,
  return_suspense: 1,
  hold_end: 2,
  payout: 3,
  payout_paid: 2,
  refund_paid: 2,
  replay: 2,
};

const eventArb: fc.Arbitrary<BookEvent> = fc.record({
  kind: fc.oneof(...EVENT_KINDS.map((kind) => ({ arbitrary: fc.constant(kind), weight: WEIGHTS[kind] }))),
  pick: fc.nat({ max: 50 }),
  // From one centavo to R$ 20.000,00: the edge of the smallest amounts and of ordinary rents.
  amount: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 2_000_000 })),
  share: fc.nat({ max: 1000 }),
  flag: fc.boolean(),
});

/** The first invariant an event broke, or undefined; plain checks, as they run after every event. */
function brokenInvariant(world: BookWorld, newPostings: readonly Posting[]): string | undefined {
  for (const posting of newPostings) {
    const sum = posting.entries.reduce((total, entry) => total + entry.amountCents, 0);
    if (sum !== 0) return `${posting.idempotencyKey} sums to ${sum}`;
    if (posting.entries.some((entry) => !Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)) {
      return `${posting.idempotencyKey} has a leg that is no whole non-zero centavo`;
    }
  }
  const balances = world.book.balances();
  let total = 0;
  for (const [account, balance] of balances) {
    if (mayNotCross(account, balance)) return `${account} crossed its side: ${balance}`;
    total += balance;
  }
  if (total !== 0) return `the balances sum to ${total}`;
  for (const rentalId of RENTAL_IDS) {
    const receivable = balances.get(ledgerAccount("receivable", rentalId)) ?? 0;
    const billed = balances.get(ledgerAccount("billed", rentalId)) ?? 0;
    if (receivable + billed !== 0) return `${rentalId}: receivable ${receivable} and billed ${billed}`;
  }
  const bank = balances.get("bank") ?? 0;
  if (bank !== world.moneyInCents - world.moneyOutCents) {
    return `bank ${bank} is not ${world.moneyInCents} in less ${world.moneyOutCents} out`;
  }
  return undefined;
}

describe("the ledger under random events", () => {
  it("stays balanced, on its sides, mirrored and idempotent", () => {
    const applied = new Map<EventKind, number>();
    let replays = 0;
    fc.assert(
      fc.property(
        fc.array(eventArb, { minLength: 1, maxLength: 60, size: "max" }),
        fc.constantFrom(0, 250, 1000, 10_000),
        (events, commissionBps) => {
          const world = new BookWorld(commissionBps);
          for (const event of events) {
            const before = world.book.balances();
            const seen = new Set(world.book.postings.keys());
            const changed = world.apply(event);
            if (event.kind === "replay") {
              expect(changed).toBe(false);
              expect(world.book.balances()).toEqual(before);
            }
            const added = [...world.book.postings.values()].filter((posting) => !seen.has(posting.idempotencyKey));
            const broken = brokenInvariant(world, added);
            if (broken) throw new Error(`after ${JSON.stringify(event)}: ${broken}`);
          }
          expect(world.book.derivedBalances()).toEqual(world.book.balances());
          // The whole history again, as a restarted worker or a re-imported statement would post it.
          const after = world.book.balances();
          const count = world.book.entries.length;
          for (const posting of [...world.book.postings.values()]) {
            expect(world.book.post(clonePosting(posting))).toBe(false);
          }
          expect(world.book.entries.length).toBe(count);
          expect(world.book.balances()).toEqual(after);
          for (const [kind, n] of world.applied) applied.set(kind, (applied.get(kind) ?? 0) + n);
          replays += world.replays;
        },
      ),
      { numRuns: 200 },
    );
    // Not a test that cannot fail: every kind of event changed the book somewhere in the runs.
    for (const kind of EVENT_KINDS.filter((k) => k !== "replay"))
      expect(applied.get(kind) ?? 0, kind).toBeGreaterThan(0);
    expect(replays).toBeGreaterThan(0);
  });
});
