import { centsToReais } from "@campuslar/domain/money/money";
import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { firstPaymentOf } from "@campuslar/domain/payments/charge-schedule";
import { ledgerAccount } from "@campuslar/domain/payments/ledger";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charges } from "../../db/schema/payments.ts";
import { DEMO_PAYMENTS_CONFIG } from "../../lib/payments-config.ts";
import { pdfText } from "../../pdf/pdf-text.test-support.ts";
import { settleCharge } from "../../services/payments/charges/charge-service.ts";
import type { RentalPaymentsView } from "../../services/payments/charges/rental-payments-view.ts";
import { balanceOf } from "../../services/payments/ledger/post-ledger.ts";
import { emvFields } from "../../services/payments/pix/pix-code.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { codeSentTo, emailsTo, leaseParties, ok, refusal } from "../leases/lease-test-kit.ts";

/*
 * A signed rental's money through the API (issue 36, points 2, 3 and 9): the last signature
 * issues the first payment; the student sees its Pix code and QR, the owner what is coming and
 * never the code; once paid it is held until 48 hours after move-in, with a receipt.
 */

const clock = { now: new Date("2027-01-10T12:00:00Z") };

describe("a rental's payments", () => {
  const t = useTestApi({ seeded: true, now: () => clock.now });
  const accounts = testAccounts(t, "rentpay");
  const { call } = accounts;
  const sign = async (p: Awaited<ReturnType<typeof leaseParties>>) => {
    const id = p.rental.id;
    await ok(call(p.student.token, "GET", `/v2/rentals/${id}/lease`, undefined, "en"));
    await ok(call(p.student.token, "POST", `/v2/rentals/${id}/lease/code`, undefined, "en"));
    const studentCode = await codeSentTo(t.handle, p.student.email);
    await ok(
      call(p.student.token, "POST", `/v2/rentals/${id}/lease/sign`, { typedName: "Ana Müller", code: studentCode }),
    );
    await ok(call(p.owner.token, "POST", `/v2/rentals/${id}/lease/code`, undefined, "pt"));
    const ownerCode = await codeSentTo(t.handle, p.owner.email);
    return ok<{ state: string }>(
      call(p.owner.token, "POST", `/v2/rentals/${id}/lease/sign`, { typedName: "Rita Souza", code: ownerCode }, "pt"),
    );
  };
  const paymentsOf = (token: string, id: string) => call(token, "GET", `/v2/rentals/${id}/payments`, undefined, "en");

  it("issues the first payment when the lease is signed, shows the student its Pix code and the owner no code", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2027-03-01");
    await sign(p);
    const due = firstPaymentOf({ guarantee: "escrow_deposit", monthlyRentCents: p.rentCents, months: 12 });
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(due.amountCents);

    const student = await ok<RentalPaymentsView>(paymentsOf(p.student.token, p.rental.id));
    expect(student).toMatchObject({ side: "student", state: "awaiting_payment", demo: true });
    expect(student.charges).toEqual([
      expect.objectContaining({
        kind: "first_payment",
        status: "open",
        amount: centsToReais(due.amountCents),
        deposit: centsToReais(due.depositCents),
        rent: 0,
        dueOn: "2027-01-13",
      }),
    ]);
    expect(student.schedule).toHaveLength(12);
    expect(student.schedule[0]).toMatchObject({ periodStart: "2027-03-01", dueOn: "2027-04-05", status: "upcoming" });
    const [pix] = student.pix ?? [];
    expect(pix?.reference).toMatch(/^CL[A-Z0-9]{23}$/);
    expect(emvFields(pix?.copyPaste ?? "")?.get("54")).toBe((due.amountCents / 100).toFixed(2));
    expect(pix?.copyPaste).toContain(pix?.reference);
    expect(pix?.qrSvg).toMatch(/^<svg/);
    expect(student.bank).toEqual(DEMO_PAYMENTS_CONFIG.bank);
    // The same code on the next read while it lasts.
    const again = await ok<RentalPaymentsView>(paymentsOf(p.student.token, p.rental.id));
    expect(again.pix?.[0]?.reference).toBe(pix?.reference);
    const [mail] = await emailsTo(t.handle, p.student.email, "payment_first");
    expect(mail?.textBody).toContain(pix?.copyPaste);

    const owner = await ok<RentalPaymentsView>(paymentsOf(p.owner.token, p.rental.id));
    expect(owner).toMatchObject({ side: "owner", pix: null, bank: null });
    expect(JSON.stringify(owner)).not.toContain(pix?.reference);
    expect(owner.schedule[1]?.ownerShare).toBe(centsToReais(p.rentCents));
    const staff = await ok<RentalPaymentsView>(paymentsOf(p.staff.token, p.rental.id));
    expect(staff.pix?.[0]?.reference).toBe(pix?.reference);

    const stranger = await accounts.verifiedSignup("Outra Pessoa", "en");
    await refusal(paymentsOf(stranger.token, p.rental.id), 404);
    await refusal(paymentsOf(p.student.token, "not-a-uuid"), 404);
    await refusal(call(undefined, "GET", `/v2/rentals/${p.rental.id}/payments`), 401);
  });

  it("shows a paid first payment held until 48 hours after move-in, with a receipt for both sides", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2028-03-01");
    await sign(p);
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.rentalId, p.rental.id));
    if (!charge) throw new Error("no charge");
    const receiptPath = `/v2/rentals/${p.rental.id}/charges/${charge.id}/receipt`;
    await refusal(call(p.student.token, "GET", receiptPath), 404);
    const settled = await t.handle.db.transaction((tx) =>
      settleCharge(tx, {
        chargeId: charge.id,
        sourceRef: `statement:receipt-${charge.id}`,
        receivedCents: charge.amountCents,
        receivedAt: new Date("2027-01-11T14:00:00Z"),
        from: "bank",
        payerName: "ANA MULLER",
        payerDocument: null,
        actorId: null,
      }),
    );
    expect(settled.ok).toBe(true);
    const student = await ok<RentalPaymentsView>(paymentsOf(p.student.token, p.rental.id));
    expect(student.state).toBe("awaiting_move_in");
    expect(student.charges[0]).toMatchObject({ status: "paid", lateFee: 0 });
    expect(student.held).toEqual({
      amount: centsToReais(charge.amountCents),
      until: holdEndsAt("2028-03-01").toISOString(),
    });
    expect(student.pix).toEqual([]);

    for (const token of [p.student.token, p.owner.token, p.staff.token]) {
      const answer = await call(token, "GET", receiptPath);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      const text = (await pdfText(new Uint8Array(await answer.arrayBuffer()))).replace(/\s+/g, " ");
      expect(text).toContain(p.rental.code);
      expect(text).toContain("Ana Müller");
      // This money carried none of our references (a transfer matched by other means): none is printed.
      expect(text).not.toContain("Payment reference");
    }
    const stranger = await accounts.verifiedSignup("Outra Pessoa", "en");
    await refusal(call(stranger.token, "GET", receiptPath), 404);
  });
});
