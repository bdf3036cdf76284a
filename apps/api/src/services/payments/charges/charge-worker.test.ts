import { monthlyChargesOf } from "@campuslar/domain/payments/charge-schedule";
import { ledgerAccount } from "@campuslar/domain/payments/ledger";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charges } from "../../../db/schema/payments.ts";
import { createLogger } from "../../../lib/logger.ts";
import { emailsTo } from "../../../routes/rentals/rental-test-kit.ts";
import { rentalInState, rentalParties } from "../../../test/rental-fixtures.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { balanceOf } from "../ledger/post-ledger.ts";
import { issueMonthlyCharges, sendRentReminders, startChargeWorker } from "./charge-worker.ts";

/*
 * Each month's rent charged after the month, once, and reminded 7, 3 and 0 days before its due
 * day, each reminder once even when two runs overlap (issue 36, point 2; decision 039).
 */

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
const mail = { publicUrl: "http://localhost:3000" };

describe("the charge worker", () => {
  const t = useTestApi({ seeded: true });
  const accounts = testAccounts(t, "chargeworker");

  async function activeRental(moveIn: string, studentLocale: "pt" | "en" = "en") {
    const parties = await rentalParties(t.handle, accounts, { studentLocale });
    const withRent = { ...parties, rentCents: parties.rentCents ?? 250_000 };
    const rental = await rentalInState(t.handle, withRent, "active", { now: at("2027-01-01"), moveIn });
    return { ...withRent, rental };
  }
  const monthCharges = (rentalId: string) =>
    t.handle.db
      .select()
      .from(charges)
      .where(and(eq(charges.rentalId, rentalId), eq(charges.kind, "monthly_rent")))
      .orderBy(charges.periodStart);

  it("charges a month's rent once the month is over, once, due on the 5th of the next", async () => {
    const p = await activeRental("2031-02-10");
    const [february, march] = monthlyChargesOf({ moveIn: "2031-02-10", months: 12, monthlyRentCents: p.rentCents });
    await issueMonthlyCharges(t.handle.db, at("2031-02-28", 23));
    expect(await monthCharges(p.rental.id)).toEqual([]);
    await Promise.all([
      issueMonthlyCharges(t.handle.db, at("2031-03-01")),
      issueMonthlyCharges(t.handle.db, at("2031-03-01")),
    ]);
    const issued = await monthCharges(p.rental.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      periodStart: "2031-02-10",
      dueOn: "2031-03-05",
      rentCents: february?.rentCents,
      amountCents: february?.rentCents,
      status: "open",
    });
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(february?.rentCents);
    await issueMonthlyCharges(t.handle.db, at("2031-04-02"));
    const two = await monthCharges(p.rental.id);
    expect(two.map((c) => c.periodStart)).toEqual(["2031-02-10", "2031-03-01"]);
    expect(two[1]?.rentCents).toBe(march?.rentCents);
    expect(await balanceOf(t.handle.db, ledgerAccount("receivable", p.rental.id))).toBe(
      (february?.rentCents ?? 0) + (march?.rentCents ?? 0),
    );
  });

  it("sends each reminder once, 7 (or the first day it can), 3 and 0 days before, with the Pix code", async () => {
    const p = await activeRental("2032-02-10", "pt");
    await issueMonthlyCharges(t.handle.db, at("2032-03-01"));
    const reminders = async () => emailsTo(t.handle, p.student.email, "payment_reminder");
    // Two runs at once and one after: one reminder (the 7 days' one, sent the day the month is charged).
    await Promise.all([
      sendRentReminders(t.handle.db, at("2032-03-01"), mail),
      sendRentReminders(t.handle.db, at("2032-03-01"), mail),
    ]);
    await sendRentReminders(t.handle.db, at("2032-03-01", 18), mail);
    expect(await reminders()).toHaveLength(1);
    const [first] = await reminders();
    expect(first?.subject).toContain("vence em 7 dias");
    expect(first?.text).toContain("Pix copia e cola");
    expect(first?.text).toMatch(/000201.+6304[0-9A-F]{4}/);
    expect(first?.text).toContain(`http://localhost:3000/alugueis/${p.rental.id}/pagamentos`);
    await sendRentReminders(t.handle.db, at("2032-03-02"), mail);
    await sendRentReminders(t.handle.db, at("2032-03-03"), mail);
    await sendRentReminders(t.handle.db, at("2032-03-04"), mail);
    expect((await reminders()).map((m) => m.subject.includes("vence em 3 dias"))).toEqual([false, true]);
    await sendRentReminders(t.handle.db, at("2032-03-05"), mail);
    await sendRentReminders(t.handle.db, at("2032-03-05", 20), mail);
    await sendRentReminders(t.handle.db, at("2032-03-06"), mail);
    const all = await reminders();
    expect(all).toHaveLength(3);
    expect(all[2]?.subject).toContain("vence hoje");
    const [charge] = await monthCharges(p.rental.id);
    expect(charge?.remindersSent).toEqual([7, 3, 0]);
  });

  it("runs on its own every tick once started, and stops", async () => {
    const p = await activeRental("2033-02-10");
    const worker = startChargeWorker({
      db: t.handle.db,
      publicUrl: mail.publicUrl,
      logger: createLogger("silent"),
      now: () => at("2033-03-01"),
      tickMs: 20,
    });
    for (
      let wait = 0;
      wait < 100 && (await emailsTo(t.handle, p.student.email, "payment_reminder")).length === 0;
      wait++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    expect(await monthCharges(p.rental.id)).toHaveLength(1);
    const [reminder] = await emailsTo(t.handle, p.student.email, "payment_reminder");
    expect(reminder?.subject).toContain("is due in 7 days");
  });
});
