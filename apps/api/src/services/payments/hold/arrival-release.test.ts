import { holdEndsAt } from "@campuslar/domain/payments/arrival-hold";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentalEvents, rentals } from "../../../db/schema/rentals.ts";
import { emailsTo, partiesWithRent } from "../../../routes/rentals/rental-test-kit.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { expireDueRentals } from "../../rentals/rental-expiry-worker.ts";
import { heldRental, holdEnds, moneyOf } from "./hold-test-kit.ts";

/*
 * The hold's end on arrival (issue 36, point 5): the student confirms moving in from the move-in
 * day, or the clock releases the first payment 48 hours after that day ends, and not a minute
 * before; two workers at once release it once. The deposit goes into custody, never to the owner.
 */

const mail = { publicUrl: "http://localhost:3000", staffEmail: null };
const DEPOSIT = 750_000;
const minutesAfter = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe("the release of a held first payment", () => {
  let clock = new Date("2027-03-01T12:00:00Z");
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "release");
  const stateOf = async (id: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, id)))[0]?.state;

  it("releases nothing at 47:59 after the end of the move-in day, and everything at 48:00", async () => {
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-03-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-02-01T15:00:00Z"),
    });
    const ends = holdEndsAt("2027-03-10");
    // The end of 10 March in São Paulo (UTC−3), plus 48 hours.
    expect(ends.toISOString()).toBe("2027-03-13T03:00:00.000Z");

    await expireDueRentals(t.handle.db, minutesAfter(ends, -1), mail);
    expect(await stateOf(rental.id)).toBe("awaiting_move_in");
    expect((await moneyOf(t.handle, rental)).held).toBe(DEPOSIT);

    await expireDueRentals(t.handle.db, ends, mail);
    expect(await stateOf(rental.id)).toBe("active");
    expect(await moneyOf(t.handle, rental)).toMatchObject({
      held: 0,
      depositCustody: DEPOSIT,
      refundPayable: 0,
      ownerPayable: 0,
      receivable: 0,
    });
    const [history] = await t.handle.db
      .select()
      .from(rentalEvents)
      .where(and(eq(rentalEvents.rentalId, rental.id), eq(rentalEvents.move, "release")));
    expect(history).toMatchObject({ actor: "clock", fromState: "awaiting_move_in", toState: "active" });
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "arrival_released_student");
    expect(toStudent?.text).toContain("48 hours passed after the end of the move-in day");
    expect(toStudent?.text).toContain(`http://localhost:3000/en/alugueis/${rental.id}`);
    const [toOwner] = await emailsTo(t.handle, parties.owner.email, "arrival_released_owner");
    expect(toOwner?.text).toContain("Passaram-se 48 horas");

    // A later run finds nothing more to release.
    await expireDueRentals(t.handle.db, minutesAfter(ends, 60), mail);
    expect(await holdEnds(t.handle, rental.id)).toHaveLength(1);
  });

  it("two workers at once release a rental once", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-04-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-03-01T15:00:00Z"),
    });
    const at = holdEndsAt("2027-04-10");
    await Promise.all([
      expireDueRentals(t.handle.db, at, mail),
      expireDueRentals(t.handle.db, at, mail),
      expireDueRentals(t.handle.db, at, mail),
    ]);
    expect(await stateOf(rental.id)).toBe("active");
    expect(await holdEnds(t.handle, rental.id)).toHaveLength(1);
    const releases = await t.handle.db
      .select()
      .from(rentalEvents)
      .where(and(eq(rentalEvents.rentalId, rental.id), eq(rentalEvents.move, "release")));
    expect(releases).toHaveLength(1);
    expect(await moneyOf(t.handle, rental)).toMatchObject({ held: 0, depositCustody: DEPOSIT });
    expect(await emailsTo(t.handle, parties.student.email, "arrival_released_student")).toHaveLength(1);
  });

  it("lets the student confirm moving in from the move-in day, and releases at once", async () => {
    clock = new Date("2027-05-09T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "pt", ownerLocale: "en" });
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-05-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-04-01T15:00:00Z"),
    });
    const path = `/v2/rentals/${rental.id}/move-in`;
    // 23:59 on 9 May in São Paulo: not yet.
    clock = new Date("2027-05-10T02:59:00Z");
    const early = await accounts.call(parties.student.token, "POST", path, undefined, "en");
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toContain("from the move-in day");
    // The owner and staff never confirm for the student.
    clock = new Date("2027-05-10T03:00:00Z");
    expect((await accounts.call(parties.owner.token, "POST", path)).status).toBe(403);
    expect((await accounts.call(parties.staff.token, "POST", path)).status).toBe(403);
    expect((await moneyOf(t.handle, rental)).held).toBe(DEPOSIT);

    const res = await accounts.call(parties.student.token, "POST", path);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ id: rental.id, state: "active", releasedCents: DEPOSIT });
    expect(await moneyOf(t.handle, rental)).toMatchObject({ held: 0, depositCustody: DEPOSIT, refundPayable: 0 });
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "arrival_moved_in_student");
    expect(toStudent?.text).toContain("Você confirmou que se mudou");
    const [toOwner] = await emailsTo(t.handle, parties.owner.email, "arrival_moved_in_owner");
    expect(toOwner?.text).toContain("The student confirmed moving in");

    // Twice is refused, and the worker later finds nothing held.
    expect((await accounts.call(parties.student.token, "POST", path)).status).toBe(409);
    await expireDueRentals(t.handle.db, holdEndsAt("2027-05-10"), mail);
    expect(await holdEnds(t.handle, rental.id)).toHaveLength(1);
  });

  it("releases a rental with nothing held (a guarantor instead of a deposit) without posting", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-06-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-05-01T15:00:00Z"),
      paid: false,
    });
    await expireDueRentals(t.handle.db, holdEndsAt("2027-06-10"), mail);
    expect(await stateOf(rental.id)).toBe("active");
    expect(await holdEnds(t.handle, rental.id)).toEqual([]);
  });
});
