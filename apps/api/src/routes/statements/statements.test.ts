import { chargePosting, ledgerAccount, owedOf } from "@campuslar/domain/payments/ledger";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, charges, payments, statementLines } from "../../db/schema/payments.ts";
import { rentals } from "../../db/schema/rentals.ts";
import { endHold } from "../../services/payments/hold/end-hold.ts";
import { balanceOf, postLedger } from "../../services/payments/ledger/post-ledger.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { partiesWithRent, refusal } from "../rentals/rental-test-kit.ts";
import {
  chargeStatus,
  confirmSecondFactor,
  expectLedgerBalanced,
  firstPaymentDue,
  ofxAmount,
  ofxOf,
  statementForm,
} from "./statement-test-kit.ts";

type Waiting = {
  lines: {
    id: number;
    amountCents: number;
    description: string;
    candidates: { chargeId: string; rentalCode: string; amountCents: number }[];
    refundCandidates: { studentId: string; owedCents: number }[];
  }[];
  total: number;
};

/*
 * Staff's statements through the API (issue 36, point 4): an OFX upload that pays a charge, the
 * same file twice, a malformed file that posts nothing and names its line, the waiting list and
 * each decision on it, and who may do any of it.
 */
describe("bank statements (staff)", () => {
  const t = useTestApi({ seeded: true });
  const accounts = testAccounts(t, "statements");
  let run = 0;
  const fitid = () => `${Date.now()}${++run}${Math.floor(Math.random() * 1e6)}`;

  /** Staff whose session confirmed its second factor. */
  const moneyStaff = async () => {
    const staff = await accounts.staff();
    await confirmSecondFactor(t.handle, staff.token);
    return staff;
  };
  const upload = (token: string | undefined, bytes: Uint8Array, lang = "pt", fileName = "extrato.ofx") =>
    t.api.request(`/v2/admin/statements?lang=${lang}`, {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: statementForm(bytes, fileName),
    });
  const stateOf = async (rentalId: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, rentalId)))[0]?.state;

  it("an OFX line carrying a charge's Pix reference pays it; the rental waits for move-in; the file again posts nothing", async () => {
    const staff = await moneyStaff();
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const file = ofxOf([
      {
        fitid: fitid(),
        postedOn: "2026-11-20",
        amount: ofxAmount(due.charge.amountCents),
        memo: `PIX RECEBIDO - ANA MULLER - ${due.reference}`,
      },
      { fitid: fitid(), postedOn: "2026-11-20", amount: "-12.90", memo: "TARIFA PACOTE DE SERVICOS" },
    ]);
    const first = await upload(staff.token, file);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ lines: 2, new: 2, matched: 1, waiting: 1, format: "ofx" });
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("paid");
    expect(await stateOf(due.rental.id)).toBe("awaiting_move_in");
    expect(owedOf(await balanceOf(t.handle.db, ledgerAccount("held", due.rental.id)))).toBe(due.charge.amountCents);
    // The payment keeps the reference it carried (the receipt prints it).
    const [paid] = await t.handle.db.select().from(payments).where(eq(payments.chargeId, due.charge.id));
    expect(paid?.reference).toBe(due.reference);

    const again = await upload(staff.token, file);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ lines: 2, new: 0, matched: 0, waiting: 0 });
    expect(owedOf(await balanceOf(t.handle.db, ledgerAccount("held", due.rental.id)))).toBe(due.charge.amountCents);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
    expect(audits.filter((row) => row.action === "statement.import")).toHaveLength(2);
    await expectLedgerBalanced(t.handle);
  });

  it("a malformed statement posts nothing and names the line, in the caller's language", async () => {
    const staff = await moneyStaff();
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const good = {
      fitid: fitid(),
      postedOn: "2026-11-20",
      amount: ofxAmount(due.charge.amountCents),
      memo: due.reference,
    };
    const bad = { fitid: fitid(), postedOn: "2026-11-21", amount: "12,3,4", memo: "PIX RECEBIDO - JOAO" };
    const file = ofxOf([good, bad]);
    const pt = await refusal(upload(staff.token, file, "pt"), 422);
    expect(pt.message).toMatch(/nada foi lançado/);
    expect(pt.message).toMatch(/Linha \d+/);
    expect(Object.keys(pt.fields ?? {}).some((key) => key.startsWith("line."))).toBe(true);
    const en = await refusal(upload(staff.token, file, "en"), 422);
    expect(en.message).toMatch(/nothing was posted.*Line \d+/);
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("open");
    // Neither line went in: not the bad one, not the good one before it.
    const lines = await t.handle.db.select().from(statementLines).where(eq(statementLines.description, due.reference));
    expect(lines).toEqual([]);

    const notStatement = await refusal(upload(staff.token, new TextEncoder().encode("hello"), "en", "notes.txt"), 422);
    expect(notStatement.message).toMatch(/notes\.txt/);
    const empty = await t.api.request("/v2/admin/statements?lang=en", {
      method: "POST",
      headers: { authorization: `Bearer ${staff.token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toMatch(/file/);
  });

  it("an unknown payment waits with its candidate charges; staff match it and the charge is paid from suspense", async () => {
    const staff = await moneyStaff();
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const memo = `PIX RECEBIDO - SEM REFERENCIA ${fitid()}`;
    const file = ofxOf([{ fitid: fitid(), postedOn: "2026-11-20", amount: ofxAmount(due.charge.amountCents), memo }]);
    expect(await (await upload(staff.token, file)).json()).toMatchObject({ new: 1, matched: 0, waiting: 1 });
    const suspenseBefore = await balanceOf(t.handle.db, ledgerAccount("suspense"));

    const list = (await (await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).json()) as Waiting;
    const line = list.lines.find((l) => l.description === memo);
    expect(line?.candidates.map((c) => c.chargeId)).toContain(due.charge.id);

    const matched = await accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${line?.id}/match`, {
      chargeId: due.charge.id,
    });
    expect(matched.status, await matched.clone().text()).toBe(200);
    expect(await chargeStatus(t.handle, due.charge.id)).toBe("paid");
    expect(await stateOf(due.rental.id)).toBe("awaiting_move_in");
    expect(await balanceOf(t.handle.db, ledgerAccount("suspense"))).toBe(suspenseBefore + due.charge.amountCents);
    const after = (await (await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).json()) as Waiting;
    expect(after.lines.map((l) => l.id)).not.toContain(line?.id);
    // Decided once: a second match is refused, in the caller's language.
    const twice = await refusal(
      accounts.call(
        staff.token,
        "POST",
        `/v2/admin/statement-lines/${line?.id}/match`,
        { chargeId: due.charge.id },
        "en",
      ),
      409,
    );
    expect(twice.message).toMatch(/already dealt with/);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(line?.id)));
    expect(audits.map((row) => row.action)).toEqual(["statement_line.match"]);
    await expectLedgerBalanced(t.handle);
  });

  it("a late rent paid with its fine and interest waits with its charge as a candidate at that amount", async () => {
    const staff = await moneyStaff();
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    // A month's rent of R$ 2.000 due on the 5th, paid on the 20th: 15 days late, a fine of
    // R$ 200 (10%) and R$ 10 of interest (1% a month, per day), R$ 2.210 in all.
    const rent = { id: crypto.randomUUID(), rentalId: due.rental.id, amountCents: 200_000 };
    await t.handle.db.transaction(async (tx) => {
      await tx.insert(charges).values({
        ...rent,
        kind: "monthly_rent",
        dueOn: "2026-11-05",
        rentCents: 200_000,
        periodStart: "2026-10-01",
      });
      await postLedger(tx, chargePosting(rent));
    });
    const late = `PIX RECEBIDO - ALUGUEL ATRASADO ${fitid()}`;
    const short = `PIX RECEBIDO - ALUGUEL SEM MULTA ${fitid()}`;
    const file = ofxOf([
      { fitid: fitid(), postedOn: "2026-11-20", amount: ofxAmount(221_000), memo: late },
      { fitid: fitid(), postedOn: "2026-11-20", amount: ofxAmount(200_000), memo: short },
    ]);
    expect(await (await upload(staff.token, file)).json()).toMatchObject({ new: 2, matched: 0, waiting: 2 });
    const list = (await (await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).json()) as Waiting;
    const lateLine = list.lines.find((l) => l.description === late);
    expect(lateLine?.candidates).toContainEqual(expect.objectContaining({ chargeId: rent.id, amountCents: 221_000 }));
    // Without the fee the rent is not paid: that line is not offered this charge.
    expect(list.lines.find((l) => l.description === short)?.candidates.map((c) => c.chargeId)).not.toContain(rent.id);

    const matched = await accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${lateLine?.id}/match`, {
      chargeId: rent.id,
    });
    expect(matched.status, await matched.clone().text()).toBe(200);
    expect(await chargeStatus(t.handle, rent.id)).toBe("paid");
    await expectLedgerBalanced(t.handle);
  });

  it("money out waits; staff record it as a refund paid to a student owed it, or set a fee aside with a note", async () => {
    const staff = await moneyStaff();
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await firstPaymentDue(t.handle, parties);
    const pay = ofxOf([
      { fitid: fitid(), postedOn: "2026-11-20", amount: ofxAmount(due.charge.amountCents), memo: due.reference },
    ]);
    expect(await (await upload(staff.token, pay)).json()).toMatchObject({ matched: 1 });
    // A claim upheld in full: everything held is owed back to the student.
    await t.handle.db.transaction(async (tx) => {
      const [rental] = await tx.select().from(rentals).where(eq(rentals.id, due.rental.id));
      if (!rental) throw new Error("no rental");
      await endHold(tx, rental, {
        reason: "claim",
        refundCents: due.charge.amountCents,
        penaltyCents: 0,
        actorId: staff.id,
        commissionBps: 0,
      });
    });
    const owed = () => balanceOf(t.handle.db, ledgerAccount("refund_payable", parties.student.id)).then(owedOf);
    expect(await owed()).toBe(due.charge.amountCents);

    const refundMemo = `PIX ENVIADO ANA ${fitid()}`;
    const feeMemo = `TARIFA ${fitid()}`;
    const out = ofxOf([
      { fitid: fitid(), postedOn: "2026-11-22", amount: ofxAmount(-due.charge.amountCents), memo: refundMemo },
      { fitid: fitid(), postedOn: "2026-11-22", amount: "-9.90", memo: feeMemo },
    ]);
    expect(await (await upload(staff.token, out)).json()).toMatchObject({ new: 2, matched: 0, waiting: 2 });
    const list = (await (await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).json()) as Waiting;
    const refund = list.lines.find((l) => l.description === refundMemo);
    const fee = list.lines.find((l) => l.description === feeMemo);
    expect(refund?.refundCandidates.map((c) => c.studentId)).toContain(parties.student.id);

    // A line of money out never pays a charge; money in is never a refund.
    await refusal(
      accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${refund?.id}/match`, { chargeId: due.charge.id }),
      409,
    );
    const paid = await accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${refund?.id}/refund-paid`, {
      studentId: parties.student.id,
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await owed()).toBe(0);
    // Nothing more is owed: the fee cannot be passed off as a second refund.
    const more = await refusal(
      accounts.call(
        staff.token,
        "POST",
        `/v2/admin/statement-lines/${fee?.id}/refund-paid`,
        { studentId: parties.student.id },
        "en",
      ),
      409,
    );
    expect(more.fields?.studentId).toMatch(/does not owe/);
    const noNote = await refusal(
      accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${fee?.id}/ignore`, { note: " " }),
      400,
    );
    expect(noNote.fields?.note).toBeTruthy();
    const ignored = await accounts.call(staff.token, "POST", `/v2/admin/statement-lines/${fee?.id}/ignore`, {
      note: "Tarifa do banco",
    });
    expect(ignored.status).toBe(200);
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(fee?.id)));
    expect(audit).toMatchObject({
      action: "statement_line.ignore",
      detail: expect.objectContaining({ note: "Tarifa do banco" }),
    });
    await expectLedgerBalanced(t.handle);
  });

  it("only staff who confirmed their second factor handle statements", async () => {
    const tenant = await accounts.signup("Tina");
    const staff = await accounts.staff();
    const file = ofxOf([{ fitid: fitid(), postedOn: "2026-11-20", amount: "10.00", memo: "PIX" }]);
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(tenant.token, file)).status).toBe(403);
    const unconfirmed = await upload(staff.token, file, "en");
    expect(unconfirmed.status).toBe(403);
    expect(((await unconfirmed.json()) as { error: { code: string } }).error.code).toBe("second_factor_required");
    const list = await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched");
    expect(((await list.json()) as { error: { code: string } }).error.code).toBe("second_factor_required");
    // A confirmation older than 12 hours counts no more.
    await confirmSecondFactor(t.handle, staff.token, new Date(Date.now() - 13 * 60 * 60 * 1000));
    expect((await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).status).toBe(403);
    await confirmSecondFactor(t.handle, staff.token);
    expect((await accounts.call(staff.token, "GET", "/v2/admin/statements/unmatched")).status).toBe(200);
    const tenantList = await accounts.call(tenant.token, "GET", "/v2/admin/statements/unmatched");
    expect(((await tenantList.json()) as { error: { code: string } }).error.code).toBe("forbidden");
  });
});
