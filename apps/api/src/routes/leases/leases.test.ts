import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { LEASE_FORM_MESSAGES } from "@campuslar/domain/rentals/lease-form-messages";
import type { LeaseView } from "@campuslar/domain/rentals/lease-view";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leaseSignatures, leases, privateFileReads, rentals } from "../../db/schema/rentals.ts";
import { pdfText } from "../../pdf/pdf-text.test-support.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { codeSentTo, emailsTo, leaseParties, ok, refusal } from "./lease-test-kit.ts";

/*
 * A rental's lease through the API (issue 35, points 5 to 7): made once per version, signed by
 * both sides with a code from the e-mail, voided by an amendment, its PDFs read back.
 */

const clock = { now: new Date("2027-01-10T12:00:00Z") };
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("a rental's lease", () => {
  const t = useTestApi({ seeded: true, now: () => clock.now });
  const accounts = testAccounts(t, "lease");
  const { call } = accounts;
  const lease = (token: string | undefined, id: string, lang = "en") =>
    call(token, "GET", `/v2/rentals/${id}/lease`, undefined, lang);
  const askCode = (token: string, id: string, lang = "en") =>
    call(token, "POST", `/v2/rentals/${id}/lease/code`, undefined, lang);
  const sign = (token: string, id: string, typedName: string, code: string, lang = "en") =>
    call(token, "POST", `/v2/rentals/${id}/lease/sign`, { typedName, code }, lang);
  const pdfOf = async (res: Response | Promise<Response>) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    return flat(await pdfText(new Uint8Array(await answer.arrayBuffer())));
  };
  const signBoth = async (p: Awaited<ReturnType<typeof leaseParties>>) => {
    await ok(lease(p.student.token, p.rental.id));
    await ok(askCode(p.student.token, p.rental.id));
    await ok(sign(p.student.token, p.rental.id, "ana müller", await codeSentTo(t.handle, p.student.email)));
    await ok(askCode(p.owner.token, p.rental.id));
    return ok<LeaseView>(
      sign(p.owner.token, p.rental.id, "Rita Souza", await codeSentTo(t.handle, p.owner.email), "pt"),
    );
  };

  it("is made once, on the first read, and every party and staff read the same version", async () => {
    const p = await leaseParties(t.handle, accounts);
    const [first, again, owner, staff] = [
      await ok<LeaseView>(lease(p.student.token, p.rental.id)),
      await ok<LeaseView>(lease(p.student.token, p.rental.id)),
      await ok<LeaseView>(lease(p.owner.token, p.rental.id)),
      await ok<LeaseView>(lease(p.staff.token, p.rental.id)),
    ];
    expect(first).toMatchObject({ version: 1, side: "student", maySign: true, complete: false, signatures: [] });
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect([again.sha256, owner.sha256, staff.sha256]).toEqual([first.sha256, first.sha256, first.sha256]);
    expect(owner.side).toBe("owner");
    expect(staff).toMatchObject({ side: null, maySign: false });
    expect(first.clauses[0]?.pt.body).toContain("LOCATÁRIO: Ana Müller");
    expect(first.clauses[0]?.en.body).toContain("OWNER (locador): Rita Souza");
    expect(await t.handle.db.select().from(leases).where(eq(leases.rentalId, p.rental.id))).toHaveLength(1);
  });

  it("is made once when two first reads come at once", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2035-02-01");
    const [a, b] = await Promise.all([
      ok<LeaseView>(lease(p.student.token, p.rental.id)),
      ok<LeaseView>(lease(p.owner.token, p.rental.id)),
    ]);
    expect(a.sha256).toBe(b.sha256);
    expect(await t.handle.db.select().from(leases).where(eq(leases.rentalId, p.rental.id))).toHaveLength(1);
  });

  it("is read by a party whose e-mail is not verified, who may not ask for a code until it is", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2036-02-01");
    const unverified = await accounts.signup("Ana Müller", "en");
    await t.handle.db.update(rentals).set({ studentId: unverified.id }).where(eq(rentals.id, p.rental.id));
    await ok(lease(unverified.token, p.rental.id));
    const refused = await refusal(askCode(unverified.token, p.rental.id), 403);
    expect(refused.message).toContain("confirm your e-mail");
    expect(await emailsTo(t.handle, unverified.email, "lease_code")).toEqual([]);
  });

  it("is no one else's: a stranger gets 404, a visitor 401, and before the documents are approved 409", async () => {
    const p = await leaseParties(t.handle, accounts);
    const stranger = await accounts.verifiedSignup("Kenji Sato", "en");
    await refusal(lease(stranger.token, p.rental.id), 404);
    await refusal(call(stranger.token, "GET", `/v2/rentals/${p.rental.id}/lease.pdf`), 404);
    await refusal(askCode(stranger.token, p.rental.id), 404);
    await refusal(lease(undefined, p.rental.id), 401);
    const early = await leaseParties(t.handle, accounts, "awaiting_documents", "2029-02-01");
    const error = await refusal(lease(early.student.token, early.rental.id, "pt"), 409);
    expect(error.message).toBe(LEASE_FORM_MESSAGES["lease.notReady"].pt);
  });

  it("gives its PDF, holding the agreed terms, to the parties and logs each read", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2030-02-01");
    await ok(lease(p.owner.token, p.rental.id));
    const text = await pdfOf(call(p.owner.token, "GET", `/v2/rentals/${p.rental.id}/lease.pdf`));
    expect(text).toContain("LOCADOR: Rita Souza. LOCATÁRIO: Ana Müller.");
    expect(text).toContain(`Aluguel mensal de ${formatBRL(centsToReais(p.rentCents))}`);
    expect(text).toContain("12 meses, de 01/02/2030 a 31/01/2031");
    expect(text).toContain(`caução em dinheiro de ${formatBRL(centsToReais(p.rentCents * 3))}`);
    expect(text).toContain("proporcional aos meses que faltarem");
    expect(text).toContain("não é aconselhamento jurídico");
    const reads = await t.handle.db.select().from(privateFileReads).where(eq(privateFileReads.readerId, p.owner.id));
    expect(reads.map((r) => r.purpose)).toEqual(["lease"]);
  });

  it("refuses a wrong name, a wrong code, an expired code and a sixth try, each next to its field", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2031-02-01");
    await ok(lease(p.student.token, p.rental.id));
    expect((await refusal(sign(p.student.token, p.rental.id, "Ana Muller", "123456"), 400)).fields?.code).toBe(
      LEASE_FORM_MESSAGES["lease.code.none"].en,
    );
    await ok(askCode(p.student.token, p.rental.id));
    const [mail] = await emailsTo(t.handle, p.student.email, "lease_code");
    expect(mail).toMatchObject({ locale: "en" });
    expect(mail?.textBody).toContain("valid for 10 minutes");
    const code = await codeSentTo(t.handle, p.student.email);
    const wrong = code === "000000" ? "111111" : "000000";

    const name = await refusal(sign(p.student.token, p.rental.id, "Rita Souza", code, "pt"), 400);
    expect(name.fields?.typedName).toBe(LEASE_FORM_MESSAGES["lease.name.mismatch"].pt);
    const format = await refusal(sign(p.student.token, p.rental.id, "Ana Müller", "12ab"), 400);
    expect(format.fields?.code).toBe(LEASE_FORM_MESSAGES["lease.code.format"].en);
    for (let i = 0; i < 5; i++) {
      const bad = await refusal(sign(p.student.token, p.rental.id, "Ana Müller", wrong), 400);
      expect(bad.fields?.code).toBe(LEASE_FORM_MESSAGES["lease.code.wrong"].en);
    }
    // Five tries spent: even the right code is refused now.
    const spent = await refusal(sign(p.student.token, p.rental.id, "Ana Müller", code), 400);
    expect(spent.fields?.code).toBe(LEASE_FORM_MESSAGES["lease.code.tooManyAttempts"].en);

    await ok(askCode(p.student.token, p.rental.id));
    const fresh = await codeSentTo(t.handle, p.student.email);
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 11 * 60_000);
    try {
      const late = await refusal(sign(p.student.token, p.rental.id, "Ana Müller", fresh), 400);
      expect(late.fields?.code).toBe(LEASE_FORM_MESSAGES["lease.code.expired"].en);
    } finally {
      clock.now = saved;
    }
    expect(await t.handle.db.select().from(leaseSignatures)).toSatisfy((rows: unknown[]) =>
      rows.every((r) => (r as { userId: string }).userId !== p.student.id),
    );
  });

  it("is signed by the student, then the owner: the rental waits for payment and both get the signed PDF", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2032-02-01");
    await ok(lease(p.student.token, p.rental.id));
    await ok(askCode(p.student.token, p.rental.id));
    const first = await ok<LeaseView>(
      sign(p.student.token, p.rental.id, "  ana   MULLER ", await codeSentTo(t.handle, p.student.email)),
    );
    expect(first).toMatchObject({ maySign: false, complete: false, state: "awaiting_signatures" });
    expect(first.signatures).toEqual([{ side: "student", name: "ana   MULLER", signedAt: clock.now.toISOString() }]);
    await refusal(askCode(p.student.token, p.rental.id), 409);
    expect(await emailsTo(t.handle, p.owner.email, "lease_signed_by_other")).toHaveLength(1);
    await refusal(askCode(p.staff.token, p.rental.id), 403);

    await ok(askCode(p.owner.token, p.rental.id, "pt"));
    const done = await ok<LeaseView>(
      sign(p.owner.token, p.rental.id, "Rita Souza", await codeSentTo(t.handle, p.owner.email), "pt"),
    );
    expect(done).toMatchObject({ complete: true, state: "awaiting_payment" });
    const [row] = await t.handle.db.select().from(rentals).where(eq(rentals.id, p.rental.id));
    expect(row?.state).toBe("awaiting_payment");
    const signatures = await t.handle.db.select().from(leaseSignatures).where(eq(leaseSignatures.userId, p.owner.id));
    expect(signatures.map((s) => s.documentSha256)).toEqual([done.sha256]);

    for (const [email, locale] of [
      [p.student.email, "en"],
      [p.owner.email, "pt"],
    ] as const) {
      const [mail] = await emailsTo(t.handle, email, "lease_complete");
      expect(mail?.locale).toBe(locale);
      expect(mail?.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
    }
    const signed = await pdfOf(call(p.student.token, "GET", `/v2/rentals/${p.rental.id}/lease.pdf`));
    expect(signed).toContain("Página de assinaturas / Signature page");
    expect(signed).toContain("Nome digitado / Typed name: Rita Souza");
    expect(signed).toContain(done.sha256);
  });

  it("gives the housing letter to the student and staff only once both signed", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2033-02-01");
    await ok(lease(p.student.token, p.rental.id));
    const letter = (token: string, lang: string) =>
      call(token, "GET", `/v2/rentals/${p.rental.id}/housing-letter.pdf?lang=${lang}`);
    const early = await refusal(letter(p.student.token, "en"), 409);
    expect(early.message).toBe(LEASE_FORM_MESSAGES["lease.notSigned"].en);
    await signBoth(p);
    const text = await pdfOf(letter(p.student.token, "en"));
    expect(text).toContain("Ana Müller is the tenant of the home at");
    expect(text).toContain("from 1 Feb 2033 to 31 Jan 2034 (12 months)");
    expect(text).toContain("Declaração de moradia");
    expect(text).toContain("CRECI [demo value: set COMPANY_CRECI]");
    await pdfOf(letter(p.staff.token, "pt"));
    await refusal(letter(p.owner.token, "pt"), 404);
  });

  it("is voided with its signatures by an amendment, and the next read makes version 2 to sign again", async () => {
    const p = await leaseParties(t.handle, accounts, "awaiting_signatures", "2034-02-01");
    const v1 = await ok<LeaseView>(lease(p.student.token, p.rental.id));
    await ok(askCode(p.student.token, p.rental.id));
    await ok(sign(p.student.token, p.rental.id, "Ana Müller", await codeSentTo(t.handle, p.student.email)));
    const body = { moveDate: "2034-03-01", stayPeriodMonths: 12, proposalValue: centsToReais(p.rentCents) };
    await refusal(call(p.student.token, "POST", `/v2/rentals/${p.rental.id}/amend`, body), 403);
    expect(await ok(call(p.owner.token, "POST", `/v2/rentals/${p.rental.id}/amend`, body))).toMatchObject({
      state: "awaiting_signatures",
      voidedLeases: 1,
    });
    const signatures = await t.handle.db.select().from(leaseSignatures).where(eq(leaseSignatures.userId, p.student.id));
    expect(signatures.every((s) => s.voidedAt !== null)).toBe(true);
    expect(await emailsTo(t.handle, p.student.email, "lease_amended")).toHaveLength(1);
    expect(await emailsTo(t.handle, p.owner.email, "lease_amended")).toHaveLength(1);
    const v2 = await ok<LeaseView>(lease(p.student.token, p.rental.id));
    expect(v2).toMatchObject({ version: 2, signatures: [], maySign: true });
    expect(v2.sha256).not.toBe(v1.sha256);
    expect(v2.clauses.find((c) => c.id === "term")?.pt.body).toContain("de 01/03/2034");
  });
});
