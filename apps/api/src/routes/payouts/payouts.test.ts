import { chargePosting, ledgerAccount, owedOf, payeeOf, paymentPosting } from "@campuslar/domain/payments/ledger";
import type { AccountExport } from "@campuslar/domain/user/account-export";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { ledgerTransactions, payoutAccounts, payouts } from "../../db/schema/payments.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { sessions, users } from "../../db/schema/users.ts";
import {
  PAYOUT_CHANGE_NOTICE_TEMPLATE,
  PAYOUT_CONFIRM_TEMPLATE,
  PAYOUT_SENT_TEMPLATE,
} from "../../mail/payout-emails.ts";
import { balanceOf, postLedger } from "../../services/payments/ledger/post-ledger.ts";
import { monthOf } from "../../services/payments/payouts/owner-statement.ts";
import { markPayoutPaid } from "../../services/payments/payouts/payout-service.ts";
import { type Party, rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

/*
 * Issue 36, point 6: owners enter where they are paid (checked by format), a change takes effect
 * only through the link e-mailed to them and holds payouts 24 hours; staff's batch pays each
 * owner's balance once; the statement marks each paid once.
 */

const HOUR = 3_600_000;
const START = new Date("2027-03-10T15:00:00.000Z");

type MyAccount = {
  active: { masked: string; status: string; payoutsHoldUntil: string | null; holderDocument: string } | null;
  pending: { masked: string; status: string } | null;
  onHold: boolean;
};
type Batch = {
  batch: {
    id: string;
    payoutCount: number;
    totalCents: number;
    payouts: { ownerId: string; amountCents: number; reference: string; status: string }[];
  } | null;
  skipped: { ownerId: string; reason: string; owedCents: number }[];
};

const PIX_CPF = {
  method: "pix",
  pixKeyType: "cpf",
  pixKey: "529.982.247-25",
  holderName: "Rita Souza",
  holderDocument: "529.982.247-25",
};
const BANK = {
  method: "bank_account",
  bankCode: "341",
  branch: "0123",
  accountNumber: "12345-6",
  holderName: "Rita Souza",
  holderDocument: "529.982.247-25",
};

describe("payouts: the owner's account, its confirmation and hold, staff's batches", () => {
  let clock = START;
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "payout");
  const { call } = accounts;
  const db = () => t.handle.db;

  /** The token of the newest confirmation link e-mailed to `email`, read from the text as its reader would. */
  const confirmTokenFor = async (email: string) => {
    const [mail] = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, PAYOUT_CONFIRM_TEMPLATE), eq(emailOutbox.toAddress, email)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = /\/recebimentos\/confirmar\/([\w%-]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no confirmation link e-mailed to ${email}`);
    return decodeURIComponent(token);
  };
  const confirm = (token: string, lang = "pt") =>
    call(undefined, "POST", "/v2/payout-account/confirm", { token }, lang);
  const mine = async (token: string) => {
    const res = await call(token, "GET", "/v2/me/payout-account");
    expect(res.status).toBe(200);
    return (await res.json()) as MyAccount;
  };
  /** A staff member whose session confirmed its second factor just now. */
  const moneyStaff = async () => {
    const staff = await accounts.staff();
    await db().update(sessions).set({ secondFactorAt: clock }).where(eq(sessions.userId, staff.id));
    return staff;
  };
  /** `cents` of rent paid on a rental of `owner`'s home, posted as a month's rent reaching the owner. */
  const rentPaid = async (
    parties: { owner: Party; student: Party; propertyId: number; rentCents: number },
    cents: number,
  ) => {
    const rental = await rentalInState(t.handle, parties, "active", { now: clock });
    const charge = { id: crypto.randomUUID(), rentalId: rental.id, amountCents: cents };
    await db().transaction(async (tx) => {
      await postLedger(tx, chargePosting(charge));
      await postLedger(
        tx,
        paymentPosting({
          sourceRef: `test:${charge.id}`,
          charge: { ...charge, ownerId: parties.owner.id, held: false, settlesCents: cents, rentCents: cents },
          receivedCents: cents,
          commissionBps: 0,
          from: "bank",
        }),
      );
    });
    return rental;
  };
  const owed = async (ownerId: string) => owedOf(await balanceOf(db(), ledgerAccount("owner_payable", ownerId)));
  const batch = async (token: string) => {
    const res = await call(token, "POST", "/v2/admin/payout-batches");
    expect([200, 201], await res.clone().text()).toContain(res.status);
    return (await res.json()) as Batch;
  };

  it("refuses a wrong Pix key with a 400 naming the field, in the caller's language, and saves nothing", async () => {
    const owner = await accounts.verifiedSignup("Rita Souza");
    for (const [lang, words] of [
      ["pt", "CPF válido"],
      ["en", "valid CPF"],
    ] as const) {
      const res = await call(
        owner.token,
        "POST",
        "/v2/me/payout-account",
        { ...PIX_CPF, pixKey: "529.982.247-26" },
        lang,
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(Object.keys(body.error.fields)).toEqual(["pixKey"]);
      expect(body.error.fields.pixKey).toContain(words);
    }
    const res = await call(owner.token, "POST", "/v2/me/payout-account", { ...BANK, branch: "12" }, "en");
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("branch");
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id))).toEqual([]);
    expect(await mine(owner.token)).toEqual({ active: null, pending: null, onHold: false });
  });

  it("takes a change only through the e-mailed link, then holds payouts 24 hours: the batch skips, then pays", async () => {
    clock = START;
    const parties = await rentalParties(t.handle, accounts);
    const { owner } = parties;
    await rentPaid(parties, 250_000);

    const saved = await call(owner.token, "POST", "/v2/me/payout-account", PIX_CPF, "pt");
    expect(saved.status, await saved.clone().text()).toBe(202);
    const waiting = await mine(owner.token);
    expect(waiting.active).toBeNull();
    expect(waiting.pending).toMatchObject({ status: "pending", masked: "Pix ***.982.247-**" });
    // The key never reaches the owner's page whole, and the link's token is stored only hashed.
    expect(JSON.stringify(waiting)).not.toContain("52998224725");
    const token = await confirmTokenFor(owner.email);
    const [row] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id));
    expect(row?.confirmTokenHash).not.toContain(token);
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The address also hears that the account is changing, even if the link is never opened.
    const notices = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, PAYOUT_CHANGE_NOTICE_TEMPLATE), eq(emailOutbox.toAddress, owner.email)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("***.982.247-**");

    // Not confirmed: staff's batch has nowhere to send the money.
    const staff = await moneyStaff();
    const first = await batch(staff.token);
    expect(first.batch).toBeNull();
    expect(first.skipped).toContainEqual(
      expect.objectContaining({ ownerId: owner.id, reason: "no_account", owedCents: 250_000 }),
    );

    clock = new Date(START.getTime() + HOUR);
    const confirmed = await confirm(token);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const active = await mine(owner.token);
    expect(active.pending).toBeNull();
    expect(active.onHold).toBe(true);
    expect(active.active).toMatchObject({ status: "active", holderDocument: "***.982.247-**" });
    expect(active.active?.payoutsHoldUntil).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString());
    // The link works once.
    const again = await confirm(token, "en");
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { fields: Record<string, string> } }).error.fields.token).toContain(
      "no longer works",
    );

    // Within the hold the batch skips the owner; once the clock passes it, it pays the whole balance.
    const held = await batch(staff.token);
    expect(held.batch?.payouts.find((p) => p.ownerId === owner.id)).toBeUndefined();
    expect(held.skipped).toContainEqual(expect.objectContaining({ ownerId: owner.id, reason: "on_hold" }));
    clock = new Date(START.getTime() + 25 * HOUR + 1000);
    await db().update(sessions).set({ secondFactorAt: clock }).where(eq(sessions.userId, staff.id));
    const paid = await batch(staff.token);
    const payout = paid.batch?.payouts.find((p) => p.ownerId === owner.id);
    expect(payout).toMatchObject({ amountCents: 250_000, status: "exported" });
    expect(payout?.reference).toMatch(/^PG[A-Z0-9]{12}$/);
    expect(await owed(owner.id)).toBe(0);
    const sent = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, PAYOUT_SENT_TEMPLATE), eq(emailOutbox.toAddress, owner.email)));
    expect(sent[0]?.text).toContain("R$ 2.500,00");

    // A batch right after finds nothing more to pay this owner.
    const next = await batch(staff.token);
    expect(next.batch?.payouts.find((p) => p.ownerId === owner.id)).toBeUndefined();

    // The CSV staff pay in the bank: the key whole, the amount with a comma, the reference.
    const csv = await call(staff.token, "GET", `/v2/admin/payout-batches/${paid.batch?.id}/csv`, undefined, "pt");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("Chave Pix");
    expect(text).toContain(`${payout?.reference},Rita Souza,Rita Souza,52998224725,Pix,cpf,52998224725,,,,"2500,00"`);

    // The statement shows the payout left the bank: posted once however often it is seen.
    const reference = payout?.reference ?? "";
    const line = { reference, amountCents: -250_000, sourceRef: `statement:${reference}`, statementLineId: 91 };
    expect(await db().transaction((tx) => markPayoutPaid(tx, line))).toBe(true);
    expect(await db().transaction((tx) => markPayoutPaid(tx, line))).toBe(true);
    expect(await db().transaction((tx) => markPayoutPaid(tx, { ...line, statementLineId: 92 }))).toBe(false);
    const posted = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, "payout_paid:%"));
    const [paidRow] = await db().select().from(payouts).where(eq(payouts.reference, reference));
    expect(paidRow?.status).toBe("paid");
    expect(await balanceOf(db(), ledgerAccount("payout_in_transit", paidRow?.id ?? ""))).toBe(0);
    expect(posted[0]?.n).toBeGreaterThanOrEqual(1);
    const keyed = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payout_paid:${paidRow?.id}`));
    expect(keyed).toHaveLength(1);
  });

  it("keeps the active account paid while a change waits, and shows each owner only their own", async () => {
    clock = START;
    const a = await accounts.verifiedSignup("Ana Dona");
    const b = await accounts.verifiedSignup("Bruno Dono");
    await call(a.token, "POST", "/v2/me/payout-account", { ...BANK, holderName: "Ana Dona" });
    expect((await confirm(await confirmTokenFor(a.email))).status).toBe(200);
    await call(a.token, "POST", "/v2/me/payout-account", {
      method: "pix",
      pixKeyType: "email",
      pixKey: "Ana.Dona@Example.com",
      holderName: "Ana Dona",
      holderDocument: "529.982.247-25",
    });
    const both = await mine(a.token);
    expect(both.active?.masked).toBe("Banco 341 · ag. 0123 · c/c ***45-6");
    expect(both.pending?.masked).toBe("Pix a***@example.com");
    // The other owner's page is empty: nothing of Ana's reaches Bruno.
    expect(await mine(b.token)).toEqual({ active: null, pending: null, onHold: false });
    // A change confirmed replaces the old account and starts a new hold.
    clock = new Date(START.getTime() + 23 * HOUR);
    expect((await confirm(await confirmTokenFor(a.email))).status).toBe(200);
    const after = await mine(a.token);
    expect(after.active?.masked).toBe("Pix a***@example.com");
    expect(after.onHold).toBe(true);
    const rows = await db()
      .select({ status: payoutAccounts.status })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.ownerId, a.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "replaced"]);
  });

  it("lets only staff with a recent second factor make or read batches", async () => {
    clock = START;
    const owner = await accounts.verifiedSignup();
    expect((await call(owner.token, "POST", "/v2/admin/payout-batches")).status).toBe(403);
    const staff = await accounts.staff();
    const res = await call(staff.token, "POST", "/v2/admin/payout-batches");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("second_factor_required");
    await db().update(sessions).set({ secondFactorAt: clock }).where(eq(sessions.userId, staff.id));
    const list = await call(staff.token, "GET", "/v2/admin/payout-batches");
    expect(list.status).toBe(200);
    const missing = await call(staff.token, "GET", `/v2/admin/payout-batches/${crypto.randomUUID()}/csv`);
    expect(missing.status).toBe(404);
    const malformed = await call(staff.token, "GET", "/v2/admin/payout-batches/nope/csv", undefined, "en");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { fields: Record<string, string> } }).error.fields.id).toBe(
      "Invalid payout batch.",
    );
  });

  it("pays each balance once when two batches are made at once", async () => {
    clock = START;
    const parties = await rentalParties(t.handle, accounts);
    await rentPaid(parties, 180_000);
    await call(parties.owner.token, "POST", "/v2/me/payout-account", PIX_CPF);
    expect((await confirm(await confirmTokenFor(parties.owner.email))).status).toBe(200);
    clock = new Date(START.getTime() + 30 * HOUR);
    const one = await moneyStaff();
    const two = await moneyStaff();
    const results = await Promise.all([batch(one.token), batch(two.token)]);
    const mineOnly = results.flatMap((r) => r.batch?.payouts.filter((p) => p.ownerId === parties.owner.id) ?? []);
    expect(mineOnly).toHaveLength(1);
    expect(mineOnly[0]?.amountCents).toBe(180_000);
    const rows = await db().select().from(payouts).where(eq(payouts.ownerId, parties.owner.id));
    expect(rows).toHaveLength(1);
    expect(await owed(parties.owner.id)).toBe(0);

    // A statement line of another amount, or naming no payout, pays nothing: a person looks at it.
    const reference = rows[0]?.reference ?? "";
    const line = { reference, amountCents: -179_999, sourceRef: `statement:${reference}`, statementLineId: 7 };
    expect(await db().transaction((tx) => markPayoutPaid(tx, line))).toBe(false);
    expect(await db().transaction((tx) => markPayoutPaid(tx, { ...line, reference: "PGNOSUCHPAYOUT" }))).toBe(false);
    const [still] = await db().select().from(payouts).where(eq(payouts.reference, reference));
    expect(still?.status).toBe("exported");
    expect(await balanceOf(db(), ledgerAccount("payout_in_transit", still?.id ?? ""))).toBe(-180_000);
  });

  it("leaves money owed to a listing with no owner account out of a batch, named by the listing's code", async () => {
    clock = START;
    // A listing staff list on an owner's behalf: its rental has no owner account.
    const parties = await rentalParties(t.handle, accounts);
    const rental = await rentalInState(t.handle, parties, "active", { now: clock });
    const [listing] = await db()
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(eq(properties.id, parties.propertyId));
    if (!listing) throw new Error("the rental's listing");
    const payee = payeeOf({ ownerId: null, propertyId: listing.id });
    const charge = { id: crypto.randomUUID(), rentalId: rental.id, amountCents: 90_000 };
    await db().transaction(async (tx) => {
      await postLedger(tx, chargePosting(charge));
      await postLedger(
        tx,
        paymentPosting({
          sourceRef: `test:${charge.id}`,
          charge: { ...charge, ownerId: payee, held: false, settlesCents: 90_000, rentCents: 90_000 },
          receivedCents: 90_000,
          commissionBps: 0,
          from: "bank",
        }),
      );
    });
    const staff = await moneyStaff();
    const result = await batch(staff.token);
    expect(result.skipped).toContainEqual({
      ownerId: payee,
      name: listing.code,
      owedCents: 90_000,
      reason: "no_owner_account",
      until: null,
    });
    expect(result.batch?.payouts.some((p) => p.ownerId === payee) ?? false).toBe(false);
    expect(await owed(payee)).toBe(90_000);
  });

  it("shows the owner's month: rent received per rental, payouts, and what is owed and when", async () => {
    clock = START;
    const parties = await rentalParties(t.handle, accounts);
    const rental = await rentPaid(parties, 200_000);
    // The ledger dates its transactions by the database's clock: this month's, as the owner reads it.
    const month = monthOf(new Date());
    const res = await call(parties.owner.token, "GET", `/v2/me/payouts?month=${month}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const statement = (await res.json()) as {
      rentals: { rentalCode: string; netCents: number }[];
      owedCents: number;
      next: { state: string };
    };
    expect(statement.rentals).toEqual([expect.objectContaining({ rentalCode: rental.code, netCents: 200_000 })]);
    expect(statement.owedCents).toBe(200_000);
    expect(statement.next.state).toBe("no_account");
    const empty = (await (await call(parties.owner.token, "GET", "/v2/me/payouts?month=2020-02")).json()) as {
      rentals: unknown[];
    };
    expect(empty.rentals).toEqual([]);
    const bad = await call(parties.owner.token, "GET", "/v2/me/payouts?month=2027-13", undefined, "en");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.month).toContain(
      "YYYY-MM",
    );
  });

  it("puts the payout account in the export, and deletion erases it", async () => {
    clock = START;
    const owner = await accounts.verifiedSignup("Rita Souza");
    await call(owner.token, "POST", "/v2/me/payout-account", PIX_CPF);
    const res = await call(owner.token, "GET", "/v2/user/me/export", undefined, "en");
    expect(res.status).toBe(200);
    const exported = ((await res.json()) as AccountExport).payouts;
    expect(exported.accounts).toEqual([
      expect.objectContaining({ status: "pending", method: "pix", pixKey: "52998224725", holderName: "Rita Souza" }),
    ]);
    const gone = await call(owner.token, "DELETE", "/v2/user/me", { password: "Segura1" });
    expect(gone.status, await gone.clone().text()).toBe(204);
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, owner.id))).toEqual([]);
  });

  it("refuses to delete an account the site still owes money to", async () => {
    clock = START;
    const parties = await rentalParties(t.handle, accounts);
    const rental = await rentalInState(t.handle, parties, "declined", { now: clock });
    await db().transaction(async (tx) => {
      const charge = { id: crypto.randomUUID(), rentalId: rental.id, amountCents: 1000 };
      await postLedger(tx, chargePosting(charge));
      await postLedger(
        tx,
        paymentPosting({
          sourceRef: `test:${charge.id}`,
          charge: { ...charge, ownerId: parties.owner.id, held: false, settlesCents: 1000, rentCents: 1000 },
          receivedCents: 1000,
          commissionBps: 0,
          from: "bank",
        }),
      );
    });
    const res = await call(parties.owner.token, "DELETE", "/v2/user/me", { password: "Segura1" }, "en");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("payout");
  });
});
