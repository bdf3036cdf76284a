import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charges } from "../../../db/schema/payments.ts";
import { rentalEvents, rentals } from "../../../db/schema/rentals.ts";
import { emailsTo, partiesWithRent } from "../../../routes/rentals/rental-test-kit.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { heldRental, holdEnds, moneyOf } from "../hold/hold-test-kit.ts";

/*
 * Cancellations by policy (issue 36, point 7): the preview the student reads before confirming
 * is what the ledger then posts; an owner who cancels refunds everything and it is recorded on
 * them; an unpaid first payment is withdrawn.
 */

type Preview = {
  policy: string;
  refundCents: number;
  penaltyCents: number;
  freeUntil: string | null;
  heldCents: number;
};

describe("cancellation by the listing's policy", () => {
  let clock = new Date("2027-10-01T12:00:00Z");
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "cancel");
  const stateOf = async (id: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, id)))[0]?.state;

  it("refunds everything under the flexible policy until 14 days before moving in", async () => {
    clock = new Date("2027-10-01T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
    const deposit = parties.rentCents * 2;
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-11-01",
      depositCents: deposit,
      signedAt: new Date("2027-09-20T15:00:00Z"),
      policy: "flexible",
    });
    const path = `/v2/rentals/${rental.id}/cancellation`;
    const res = await accounts.call(parties.student.token, "GET", path);
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = (await res.json()) as Preview;
    // 18 October, 00:00 in São Paulo.
    expect(preview).toMatchObject({
      policy: "flexible",
      heldCents: deposit,
      refundCents: deposit,
      penaltyCents: 0,
      freeUntil: "2027-10-18T03:00:00.000Z",
    });
    expect((await accounts.call(parties.student.token, "POST", path, {})).status).toBe(400);
    expect((await accounts.call(parties.staff.token, "GET", path)).status).toBe(403);

    const done = await accounts.call(parties.student.token, "POST", path, { confirm: true, reason: "Mudei de curso" });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await stateOf(rental.id)).toBe("cancelled");
    expect(await moneyOf(t.handle, rental)).toMatchObject({
      held: 0,
      refundPayable: deposit,
      ownerPayable: 0,
      depositCustody: 0,
    });
    const [mail] = await emailsTo(t.handle, parties.student.email, "arrival_cancelled_by_student_student");
    expect(mail?.text).toContain(`you get R$`);
    expect((await accounts.call(parties.student.token, "POST", path, { confirm: true })).status).toBe(409);
  });

  it("keeps one month's rent for the owner under the strict policy after the free hours", async () => {
    clock = new Date("2027-10-20T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts);
    const deposit = parties.rentCents * 2;
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-11-01",
      depositCents: deposit,
      signedAt: new Date("2027-10-10T15:00:00Z"),
      policy: "strict",
    });
    const path = `/v2/rentals/${rental.id}/cancellation`;
    const preview = (await (await accounts.call(parties.student.token, "GET", path)).json()) as Preview;
    expect(preview).toMatchObject({ policy: "strict", penaltyCents: parties.rentCents, freeUntil: null });
    const done = await accounts.call(parties.student.token, "POST", path, { confirm: true });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await moneyOf(t.handle, rental)).toMatchObject({
      held: 0,
      refundPayable: deposit - parties.rentCents,
      ownerPayable: parties.rentCents,
      depositCustody: 0,
    });
    expect(await holdEnds(t.handle, rental.id)).toHaveLength(1);
  });

  it("refunds everything when the owner cancels, withdraws unpaid charges, and records it on the owner", async () => {
    clock = new Date("2027-10-25T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "pt", ownerLocale: "en" });
    const unpaid = await heldRental(t.handle, parties, {
      moveIn: "2027-11-01",
      depositCents: parties.rentCents,
      signedAt: new Date("2027-10-24T15:00:00Z"),
      policy: "strict",
      state: "awaiting_payment",
      paid: false,
    });
    const path = `/v2/rentals/${unpaid.id}/cancellation`;
    expect((await moneyOf(t.handle, unpaid)).receivable).toBe(parties.rentCents);
    const preview = (await (await accounts.call(parties.owner.token, "GET", path)).json()) as Preview;
    expect(preview).toMatchObject({ refundCents: 0, penaltyCents: 0, heldCents: 0 });
    const done = await accounts.call(parties.owner.token, "POST", path, { confirm: true, reason: "Vendi o imóvel" });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await stateOf(unpaid.id)).toBe("cancelled");
    expect(await moneyOf(t.handle, unpaid)).toMatchObject({ held: 0, receivable: 0, refundPayable: 0 });
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.rentalId, unpaid.id));
    expect(charge?.status).toBe("cancelled");
    const record = await t.handle.db
      .select()
      .from(rentalEvents)
      .where(and(eq(rentalEvents.rentalId, unpaid.id), eq(rentalEvents.move, "cancel_by_owner")));
    expect(record).toMatchObject([{ actor: "owner", actorId: parties.owner.id }]);
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "arrival_cancelled_by_owner_student");
    expect(toStudent?.text).toContain("O proprietário cancelou o aluguel");

    // A held payment comes back whole, whatever the policy says.
    const held = await heldRental(t.handle, parties, {
      moveIn: "2027-12-01",
      depositCents: parties.rentCents * 2,
      signedAt: new Date("2027-10-24T15:00:00Z"),
      policy: "strict",
    });
    const res = await accounts.call(parties.owner.token, "POST", `/v2/rentals/${held.id}/cancellation`, {
      confirm: true,
    });
    expect(res.status).toBe(200);
    expect(await moneyOf(t.handle, held)).toMatchObject({
      held: 0,
      refundPayable: parties.rentCents * 2,
      ownerPayable: 0,
    });
  });
});
