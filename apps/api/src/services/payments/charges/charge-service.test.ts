import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { firstPaymentOf } from "@campuslar/domain/payments/charge-schedule";
import { lateFeeOf } from "@campuslar/domain/payments/late-fee";
import { chargePosting, ledgerAccount } from "@campuslar/domain/payments/ledger";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charges, ledgerTransactions, paymentReferences, payments } from "../../../db/schema/payments.ts";
import { rentalEvents, rentals } from "../../../db/schema/rentals.ts";
import { DEMO_PAYMENTS_CONFIG } from "../../../lib/payments-config.ts";
import { emailsTo } from "../../../routes/rentals/rental-test-kit.ts";
import { rentalInState, rentalParties } from "../../../test/rental-fixtures.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { balanceOf, postLedger } from "../ledger/post-ledger.ts";
import { PAYMENT_REFERENCE } from "../pix/pix-code.ts";
import {
  type ChargeRow,
  chargeForReference,
  currentReference,
  issueFirstPayment,
  type SettleInput,
  settleCharge,
} from "./charge-service.ts";

/*
 * Charges and their settlement (issue 36, point 2; decision 039): the first payment when a lease
 * is signed, posted once; money for a charge recorded once however often it arrives; a late
 * payment with its fine and interest. Runs on PGlite and on PostgreSQL, where the concurrent
 * settlements really overlap.
 */

const signedAt = new Date("2027-01-10T15:00:00Z");
const ctx = { now: signedAt, publicUrl: "http://localhost:3000" };

describe("charges", () => {
  const t = useTestApi({ seeded: true, now: () => signedAt });
  const accounts = testAccounts(t, "charges");
  let moveInYear = 2040;

  /** A rental just signed (`awaiting_payment`) with a move-in of its own, so rentals never overlap. */
  async function signedRental(guarantee: "escrow_deposit" | "guarantor" | "insurance" = "escrow_deposit") {
    const parties = await rentalParties(t.handle, accounts, { studentLocale: "pt" });
    const withRent = { ...parties, rentCents: parties.rentCents ?? 250_000 };
    const rental = await rentalInState(t.handle, withRent, "awaiting_payment", {
      now: signedAt,
      moveIn: `${moveInYear++}-02-01`,
    });
    const [row] = await t.handle.db.update(rentals).set({ guarantee }).where(eq(rentals.id, rental.id)).returning();
    if (!row) throw new Error("no rental");
    return { ...withRent, rental: row };
  }

  const issue = (rental: typeof rentals.$inferSelect) =>
    t.handle.db.transaction((tx) => issueFirstPayment(tx, rental, ctx));
  const settle = (input: Partial<SettleInput> & { chargeId: string; receivedCents: number }, now = signedAt) =>
    t.handle.db.transaction((tx) =>
      settleCharge(
        tx,
        {
          sourceRef: `statement:${input.chargeId}`,
          receivedAt: now,
          from: "bank",
          payerName: "ANA MULLER",
          payerDocument: null,
          actorId: null,
          ...input,
        },
        { now },
      ),
    );
  const rentalNow = async (id: string) => (await t.handle.db.select().from(rentals).where(eq(rentals.id, id)))[0];
  const chargeNow = async (id: string) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0];

  it("issues the first payment of a cash deposit once, posts it, and e-mails the student its Pix code", async () => {
    const p = await signedRental();
    const due = firstPaymentOf({ guarantee: "escrow_deposit", monthlyRentCents: p.rentCents, months: 12 });
    expect(due.amountCents).toBeGreaterThan(0);
    const { charge, rental } = await issue(p.rental);
    expect(rental.state).toBe("awaiting_payment");
    expect(charge).toMatchObject({
      kind: "first_payment",
      status: "open",
      amountCents: due.amountCents,
      depositCents: due.depositCents,
      dueOn: "2027-01-13",
    });
    // Issued again (a retried transaction): still one charge and one posting.
    await issue(p.rental);
    expect(await t.handle.db.select().from(charges).where(eq(charges.rentalId, p.rental.id))).toHaveLength(1);
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(due.amountCents);
    const [reference] = await t.handle.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.chargeId, charge?.id ?? ""));
    expect(reference?.reference).toMatch(PAYMENT_REFERENCE);
    const [mail] = await emailsTo(t.handle, p.student.email, "payment_first");
    expect(mail?.text).toContain("depósito caução");
    expect(mail?.text).toContain(`Pix copia e cola`);
    expect(mail?.text).toContain(reference?.reference);
    expect(mail?.text).toContain(DEMO_PAYMENTS_CONFIG.bank.account);
  });

  it("moves a guarantor's rental straight on to wait for move-in, held until 48 hours after it", async () => {
    for (const guarantee of ["guarantor", "insurance"] as const) {
      const p = await signedRental(guarantee);
      const { charge, rental } = await issue(p.rental);
      expect(charge).toBeNull();
      expect(rental.state).toBe("awaiting_move_in");
      expect(rental.dueAt?.toISOString()).toBe(holdEndsAt(p.rental.moveIn).toISOString());
      const [event] = await t.handle.db
        .select()
        .from(rentalEvents)
        .where(eq(rentalEvents.rentalId, p.rental.id))
        .orderBy(rentalEvents.id)
        .offset(1);
      expect(event).toMatchObject({ move: "first_payment_received", actor: "clock" });
      expect(await t.handle.db.select().from(charges).where(eq(charges.rentalId, p.rental.id))).toEqual([]);
    }
  });

  it("settles a payment once however often it arrives, holds it, and moves the rental to wait for move-in", async () => {
    const p = await signedRental();
    const { charge } = await issue(p.rental);
    if (!charge) throw new Error("no charge");
    const first = await settle({ chargeId: charge.id, receivedCents: charge.amountCents });
    expect(first.ok).toBe(true);
    const again = await settle({ chargeId: charge.id, receivedCents: charge.amountCents });
    expect(again).toMatchObject({ ok: false, reason: "already" });
    expect(await t.handle.db.select().from(payments).where(eq(payments.chargeId, charge.id))).toHaveLength(1);
    expect(await balanceOf(t.handle.db, ledgerAccount("held", p.rental.id))).toBe(-charge.amountCents);
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(0);
    expect(await chargeNow(charge.id)).toMatchObject({ status: "paid", lateFeeCents: 0 });
    const rental = await rentalNow(p.rental.id);
    expect(rental?.state).toBe("awaiting_move_in");
    expect(rental?.dueAt?.toISOString()).toBe(holdEndsAt(p.rental.moveIn).toISOString());
  });

  it("refuses less than the charge asks, writing nothing, and a charge that is not open", async () => {
    const p = await signedRental();
    const { charge } = await issue(p.rental);
    if (!charge) throw new Error("no charge");
    expect(await settle({ chargeId: charge.id, receivedCents: charge.amountCents - 1 })).toEqual({
      ok: false,
      reason: "amount",
    });
    expect(await t.handle.db.select().from(payments).where(eq(payments.chargeId, charge.id))).toEqual([]);
    expect((await rentalNow(p.rental.id))?.state).toBe("awaiting_payment");
    // More than asked settles it; the excess waits in suspense for a person to send back.
    const suspenseBefore = await balanceOf(t.handle.db, ledgerAccount("suspense"));
    expect((await settle({ chargeId: charge.id, receivedCents: charge.amountCents + 500 })).ok).toBe(true);
    expect(await balanceOf(t.handle.db, ledgerAccount("suspense"))).toBe(suspenseBefore - 500);
    expect(
      await settle({ chargeId: charge.id, sourceRef: "statement:other", receivedCents: charge.amountCents }),
    ).toEqual({ ok: false, reason: "not_open" });
    expect(await settle({ chargeId: "00000000-0000-4000-8000-000000000000", receivedCents: 1 })).toEqual({
      ok: false,
      reason: "not_open",
    });
  });

  it("settles a charge once when two different payments for it arrive at the same time", async () => {
    const p = await signedRental();
    const { charge } = await issue(p.rental);
    if (!charge) throw new Error("no charge");
    const results = await Promise.all([
      settle({ chargeId: charge.id, sourceRef: "statement:race-a", receivedCents: charge.amountCents }),
      settle({ chargeId: charge.id, sourceRef: "mercadopago:race-b", receivedCents: charge.amountCents }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "not_open" }]);
    expect(await t.handle.db.select().from(payments).where(eq(payments.chargeId, charge.id))).toHaveLength(1);
    expect(await balanceOf(t.handle.db, ledgerAccount("held", p.rental.id))).toBe(-charge.amountCents);
  });

  it("adds the lease's fine and interest to a month's rent paid late, and pays the owner at once", async () => {
    const p = await signedRental();
    await t.handle.db.update(rentals).set({ state: "active" }).where(eq(rentals.id, p.rental.id));
    const rentCents = 250_000;
    const [month] = await t.handle.db
      .insert(charges)
      .values({
        rentalId: p.rental.id,
        kind: "monthly_rent",
        periodStart: "2027-02-01",
        dueOn: "2027-03-05",
        rentCents,
        amountCents: rentCents,
      })
      .returning();
    if (!month) throw new Error("no charge");
    await t.handle.db.transaction((tx) => postLedger(tx, chargePosting(month)));
    const paidAt = new Date("2027-03-20T15:00:00Z");
    const fee = lateFeeOf({ rentCents, dueOn: "2027-03-05", paidOn: "2027-03-20" });
    expect(fee.totalCents).toBeGreaterThan(rentCents / 10);
    // The rent alone no longer settles it.
    expect(await settle({ chargeId: month.id, receivedCents: rentCents }, paidAt)).toEqual({
      ok: false,
      reason: "amount",
    });
    expect((await settle({ chargeId: month.id, receivedCents: rentCents + fee.totalCents }, paidAt)).ok).toBe(true);
    expect(await chargeNow(month.id)).toMatchObject({ status: "paid", lateFeeCents: fee.totalCents });
    expect(await balanceOf(t.handle.db, ledgerAccount("owner_payable", p.owner.id))).toBe(
      -(rentCents + fee.totalCents),
    );
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(0);
    const kinds = await t.handle.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.rentalId, p.rental.id))
      .orderBy(ledgerTransactions.id);
    expect(kinds.map((k) => k.kind)).toEqual(["charge", "late_fee", "payment"]);
    // Paid on time, nothing is added (the edge: the due day itself).
    const onTime = lateFeeOf({ rentCents, dueOn: "2027-03-05", paidOn: "2027-03-05" });
    expect(onTime.totalCents).toBe(0);
  });

  it("keeps a live Pix reference, issues a new one once it expires, and finds the charge by an old one", async () => {
    const p = await signedRental();
    const { charge } = await issue(p.rental);
    if (!charge) throw new Error("no charge");
    const live = (at: Date, row: ChargeRow = charge) =>
      t.handle.db.transaction((tx) => currentReference(tx, row, DEMO_PAYMENTS_CONFIG, at));
    const first = await live(new Date(signedAt.getTime() + 60_000));
    const hoursLater = (h: number) => new Date(signedAt.getTime() + h * 3_600_000);
    expect((await live(hoursLater(23))).reference).toBe(first.reference);
    const second = await live(hoursLater(DEMO_PAYMENTS_CONFIG.pixValidHours + 1));
    expect(second.reference).not.toBe(first.reference);
    expect(second.amountCents).toBe(charge.amountCents);
    expect((await chargeForReference(t.handle.db, first.reference))?.id).toBe(charge.id);
    expect((await chargeForReference(t.handle.db, second.reference.toLowerCase()))?.id).toBe(charge.id);
    expect(await chargeForReference(t.handle.db, "CLNOSUCHREFERENCE00000000")).toBeNull();
  });
});
