import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leaseSignatures, leases, rentalDocuments } from "../../db/schema/rentals.ts";
import { users } from "../../db/schema/users.ts";
import type { AdminRentalPage } from "../../services/admin/admin-rentals.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

/*
 * Staff's rentals pipeline (issue 35, point 8): each stage holds the rentals waiting on that step,
 * the tabs count them under the same search, and the CSV export is safe to open in a spreadsheet.
 */

const NOW = new Date("2026-12-01T15:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe("GET /v2/admin/rentals", () => {
  const t = useTestApi({ seeded: true, now: () => NOW });
  const accounts = testAccounts(t, "pipeline");
  const { call } = accounts;
  let parties: Awaited<ReturnType<typeof rentalParties>> & { rentCents: number };
  const codes: Partial<Record<string, string>> = {};

  const put = async (label: string, state: RentalState, enteredHoursAgo = 0) => {
    const rental = await rentalInState(t.handle, parties, state, { now: ago(enteredHoursAgo) });
    codes[label] = rental.code;
    return rental;
  };
  const page = async (query: string, token = parties.staff.token) => {
    const res = await call(token, "GET", `/v2/admin/rentals?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminRentalPage;
  };

  beforeAll(async () => {
    const made = await rentalParties(t.handle, accounts);
    parties = { ...made, rentCents: made.rentCents ?? 150_000 };
    await put("fresh", "proposed"); // due in 48 h: a proposal, not yet due
    await put("dueSoon", "proposed", 40); // due in 8 h
    await put("dueLater", "countered", 30); // due in 18 h
    const docs = await put("documents", "awaiting_documents", 5);
    await t.handle.db.insert(rentalDocuments).values({
      rentalId: docs.id,
      uploadedBy: parties.student.id,
      subject: "student",
      kind: "identity",
      idType: "passport",
      fileName: "passport.pdf",
      contentType: "application/pdf",
      sizeBytes: 1000,
      sha256: "a".repeat(64),
    });
    await put("noDocsYet", "awaiting_documents", 6); // nothing to review: not in the documents tab
    const signing = await put("signing", "awaiting_signatures", 3);
    const [lease] = await t.handle.db
      .insert(leases)
      .values({ rentalId: signing.id, version: 1, terms: {}, storageKey: "k", sha256: "b".repeat(64) })
      .returning();
    await t.handle.db.insert(leaseSignatures).values({
      leaseId: lease?.id ?? "",
      side: "student",
      userId: parties.student.id,
      typedName: "Ana Müller",
      documentSha256: "b".repeat(64),
    });
    await put("payment", "awaiting_payment", 2);
    await put("declined", "declined", 1);
    await put("expired", "expired", 50);
  });

  const forStudent = () => `q=${encodeURIComponent(parties.student.email)}`;

  it("counts each stage and lists its rentals, answers due soonest first", async () => {
    const all = await page(forStudent());
    expect(all.counts).toEqual({
      proposals: 3,
      answers_due: 2,
      documents: 1,
      signatures: 1,
      payment: 1,
      ended: 2,
    });
    expect(all.total).toBe(9);

    const due = await page(`${forStudent()}&stage=answers_due`);
    expect(due.items.map((r) => r.code)).toEqual([codes.dueSoon, codes.dueLater]);
    expect(due.items[0]?.dueAt).toBe(new Date(NOW.getTime() + 8 * HOUR).toISOString());

    const proposals = await page(`${forStudent()}&stage=proposals`);
    expect(proposals.items.map((r) => r.code).sort()).toEqual([codes.fresh, codes.dueSoon, codes.dueLater].sort());

    const documents = await page(`${forStudent()}&stage=documents`);
    expect(documents.items.map((r) => [r.code, r.pendingDocuments])).toEqual([[codes.documents, 1]]);

    const signatures = await page(`${forStudent()}&stage=signatures`);
    expect(signatures.items.map((r) => [r.code, r.signedBy])).toEqual([[codes.signing, ["student"]]]);

    const payment = await page(`${forStudent()}&stage=payment`);
    expect(payment.items.map((r) => r.code)).toEqual([codes.payment]);

    const ended = await page(`${forStudent()}&stage=ended`);
    expect(ended.items.map((r) => r.state).sort()).toEqual(["declined", "expired"]);
  });

  it("gives each row its listing, both sides, the terms in reais and the last move", async () => {
    const [row] = (await page(`q=${codes.payment}`)).items;
    expect(row).toMatchObject({
      code: codes.payment,
      state: "awaiting_payment",
      listing: { code: parties.code },
      student: { name: "Ana Müller", email: parties.student.email },
      owner: { name: "Rita Souza", email: parties.owner.email },
      terms: { moveIn: "2027-02-01", months: 12, monthlyRent: parties.rentCents / 100, occupants: 2 },
      lastMove: { move: "propose", at: ago(2).toISOString() },
    });
  });

  it("finds rentals by listing code, owner name and the day they were sent", async () => {
    const byListing = await page(`q=${parties.code}&stage=payment`);
    expect(byListing.items.map((r) => r.code)).toContain(codes.payment);
    const byOwner = await page(`q=${encodeURIComponent("rita souza")}&stage=signatures`);
    expect(byOwner.items.map((r) => r.code)).toContain(codes.signing);
    // 40 and 50 hours before 15:00 UTC on 1 December fall on 29 November in São Paulo (UTC−3).
    const day = await page(`${forStudent()}&from=2026-11-29&to=2026-11-29`);
    expect(day.items.map((r) => r.code)).toEqual([codes.dueSoon, codes.expired]);
    expect(day.counts).toMatchObject({ ended: 1, proposals: 1, payment: 0 });
    const nobody = await page("q=nobody-at-all");
    expect(nobody.total).toBe(0);
  });

  it("answers a bad filter with the field's message in the reader's language", async () => {
    const bad = await call(parties.staff.token, "GET", "/v2/admin/rentals?stage=maybe", undefined, "en");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).error.fields).toEqual({ stage: "choose a status" });
    const reversed = await call(parties.staff.token, "GET", "/v2/admin/rentals?from=2026-12-02&to=2026-12-01");
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as ApiErrorBody).error.fields?.to).toBeTruthy();
  });

  it("is staff's alone: 401 for a visitor, 403 for the student and the owner", async () => {
    expect((await call(undefined, "GET", "/v2/admin/rentals")).status).toBe(401);
    expect((await call(parties.student.token, "GET", "/v2/admin/rentals")).status).toBe(403);
    expect((await call(parties.owner.token, "GET", "/v2/admin/rentals.csv")).status).toBe(403);
    expect((await call(undefined, "GET", "/v2/admin/rentals.csv")).status).toBe(401);
  });

  it("exports the same rows as CSV whose cells never run as formulas", async () => {
    await t.handle.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.test","x")' })
      .where(eq(users.id, parties.student.id));
    const res = await call(parties.staff.token, "GET", `/v2/admin/rentals.csv?${forStudent()}&stage=payment`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain('filename="rentals-2026-12-01.csv"');
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^Código,Situação,Anúncio,Estudante/);
    expect(lines).toHaveLength(3); // header, one rental, the final line break
    expect(lines[1]).toContain(`${codes.payment},awaiting_payment,${parties.code},`);
    // The apostrophe makes the name text; the quotes are doubled inside a quoted cell.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]).toContain(`,${(parties.rentCents / 100).toFixed(2)},`);
  });
});
