import { ledgerAccount, payoutPosting } from "@campuslar/domain/payments/ledger";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, statementLines } from "../../db/schema/payments.ts";
import { rentals } from "../../db/schema/rentals.ts";
import { DEMO_PAYMENTS_CONFIG } from "../../lib/payments-config.ts";
import { balanceOf, postLedger } from "../../services/payments/ledger/post-ledger.ts";
import { newPayoutReference } from "../../services/payments/payouts/payout-service.ts";
import { importStatement, sha256Of } from "../../services/payments/statements/statement-import.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { expectedDbKind, useTestApi } from "../../test/test-api.ts";
import { partiesWithRent } from "../rentals/rental-test-kit.ts";
import {
  chargeStatus,
  expectLedgerBalanced,
  firstPaymentDue,
  lineOf,
  postingsOf,
  studentCpf,
} from "./statement-test-kit.ts";

/*
 * Matching statement lines to charges (issue 36, point 4), on lines built by hand: a reference
 * pays its charge, an amount with the payer's CPF pays the one charge it fits, anything else
 * waits; the same lines twice, or two imports of them at once, post each payment once.
 */
describe("statement matching", () => {
  const t = useTestApi({ seeded: true });
  const accounts = testAccounts(t, "stmatch");

  const importLines = async (lines: ReturnType<typeof lineOf>[], actorId: string | null = null) =>
    importStatement(
      t.handle.db,
      {
        fileName: "extrato.ofx",
        sha256: sha256Of(new TextEncoder().encode(JSON.stringify(lines))),
        format: "ofx",
        lines,
      },
      { config: DEMO_PAYMENTS_CONFIG, actorId, now: new Date() },
    );

  const stateOf = async (rentalId: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, rentalId)))[0]?.state;

  it("a line carrying a charge's reference pays it, and the rental waits for move-in", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const line = lineOf(due.charge.amountCents, { reference: due.reference, description: `PIX ${due.reference}` });
    const summary = await importLines([line, lineOf(1234)]);
    expect(summary).toMatchObject({ lines: 2, new: 2, matched: 1, waiting: 1 });
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("paid");
    expect(await stateOf(due.rental.id)).toBe("awaiting_move_in");
    await expectLedgerBalanced(t.handle);
  });

  it("the same lines imported twice post each payment once", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const lines = [lineOf(due.charge.amountCents, { reference: due.reference }), lineOf(777)];
    expect(await importLines(lines)).toMatchObject({ new: 2, matched: 1, waiting: 1 });
    expect(await importLines(lines)).toMatchObject({ lines: 2, new: 0, matched: 0, waiting: 0 });
    expect(await postingsOf(t.handle, `payment:statement:${lines[0]?.fingerprint}`)).toBe(1);
    expect(await postingsOf(t.handle, `receipt:statement:${lines[1]?.fingerprint}`)).toBe(1);
    await expectLedgerBalanced(t.handle);
  });

  it("without a reference, pays the one open charge of that amount whose student's CPF is the payer's", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    await studentCpf(t.handle, due.rental.id, parties.student.id, "52998224725");
    // The right amount from someone else waits; the right payer with the wrong amount waits.
    const stranger = lineOf(due.charge.amountCents, { payerDocument: "111.444.777-35" });
    const short = lineOf(due.charge.amountCents - 1, { payerDocument: "529.982.247-25" });
    const right = lineOf(due.charge.amountCents, { payerDocument: "529.982.247-25" });
    expect(await importLines([stranger, short])).toMatchObject({ new: 2, matched: 0, waiting: 2 });
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("open");
    expect(await importLines([right])).toMatchObject({ new: 1, matched: 1 });
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("paid");
    await expectLedgerBalanced(t.handle);
  });

  it("a payer with two open charges of the same amount is never guessed: the line waits", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const first = await firstPaymentDue(t.handle, parties);
    const second = await firstPaymentDue(t.handle, parties);
    await studentCpf(t.handle, first.rental.id, parties.student.id, "39053344705");
    const line = lineOf(first.charge.amountCents, { payerDocument: "39053344705" });
    expect(await importLines([line])).toMatchObject({ new: 1, matched: 0, waiting: 1 });
    expect(await chargeStatus(t.handle, first.charge.id)).toBe("open");
    expect(await chargeStatus(t.handle, second.charge.id)).toBe("open");
  });

  it("a second payment of a charge already paid waits in suspense instead of paying it twice", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const twice = [
      lineOf(due.charge.amountCents, { reference: due.reference }),
      lineOf(due.charge.amountCents, { reference: due.reference }),
    ];
    expect(await importLines(twice)).toMatchObject({ new: 2, matched: 1, waiting: 1 });
    const [waiting] = await t.handle.db
      .select({ status: statementLines.status })
      .from(statementLines)
      .where(eq(statementLines.fingerprint, twice[1]?.fingerprint ?? ""));
    expect(waiting?.status).toBe("unmatched");
    await expectLedgerBalanced(t.handle);
  });

  it(`two imports of the same lines at once post each payment once (${expectedDbKind()})`, async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const dues = [];
    for (let i = 0; i < 4; i++) dues.push(await firstPaymentDue(t.handle, parties));
    const lines = [
      ...dues.map((due) => lineOf(due.charge.amountCents, { reference: due.reference })),
      lineOf(5000),
      lineOf(6000),
    ];
    // Two connections from the pool (PostgreSQL); PGlite has one and runs them in turn.
    const [a, b] = await Promise.all([importLines(lines), importLines(lines)]);
    expect((a?.new ?? 0) + (b?.new ?? 0)).toBe(lines.length);
    expect((a?.matched ?? 0) + (b?.matched ?? 0)).toBe(dues.length);
    for (const line of lines.slice(0, 4))
      expect(await postingsOf(t.handle, `payment:statement:${line.fingerprint}`)).toBe(1);
    for (const line of lines.slice(4))
      expect(await postingsOf(t.handle, `receipt:statement:${line.fingerprint}`)).toBe(1);
    for (const due of dues) expect(await chargeStatus(t.handle, due.charge.id)).toBe("paid");
    await expectLedgerBalanced(t.handle);
  });

  it("money out naming an exported payout marks it paid, once, and the owner's money has left the bank", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const ownerId = parties.owner.id;
    const amount = 180_000;
    // The owner is owed a month's rent, and staff exported it in a batch (what `createPayoutBatch` posts).
    const [payout] = await t.handle.db.transaction(async (tx) => {
      await postLedger(tx, {
        kind: "payment",
        idempotencyKey: `test-owed:${ownerId}`,
        rentalId: null,
        entries: [
          { account: ledgerAccount("bank"), amountCents: amount },
          { account: ledgerAccount("owner_payable", ownerId), amountCents: -amount },
        ],
      });
      const rows = await tx
        .insert(payouts)
        .values({ ownerId, amountCents: amount, status: "exported", reference: newPayoutReference() })
        .returning();
      const row = rows[0];
      if (!row) throw new Error("no payout");
      await postLedger(tx, payoutPosting({ id: row.id, ownerId, amountCents: amount }));
      return rows;
    });
    if (!payout) throw new Error("no payout");
    const out = lineOf(-amount, { description: `PIX ENVIADO ${payout.reference} RITA SOUZA`, payerName: null });
    const wrong = lineOf(-(amount - 1), { description: `PIX ENVIADO ${payout.reference}`, payerName: null });
    expect(await importLines([wrong, out])).toMatchObject({ new: 2, matched: 1, waiting: 1 });
    expect(await importLines([out])).toMatchObject({ new: 0, matched: 0 });
    const [paid] = await t.handle.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(paid?.status).toBe("paid");
    expect(await postingsOf(t.handle, `payout_paid:${payout.id}`)).toBe(1);
    expect(await balanceOf(t.handle.db, ledgerAccount("payout_in_transit", payout.id))).toBe(0);
    expect(await balanceOf(t.handle.db, ledgerAccount("owner_payable", ownerId))).toBe(0);
    await expectLedgerBalanced(t.handle);
  });
});
