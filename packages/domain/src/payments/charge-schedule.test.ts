import { describe, expect, it } from "vitest";
import { firstPaymentDueOn, firstPaymentOf, monthlyChargesOf, REMINDER_DAYS, remindersDue } from "./charge-schedule.ts";

const RENT = 250_000;
const sum = (charges: { rentCents: number }[]) => charges.reduce((total, charge) => total + charge.rentCents, 0);

describe("firstPaymentOf", () => {
  it("asks only the cash deposit, capped at three months' rent, when the guarantee is the escrow deposit", () => {
    // 25% of 6 months' rent is 1.5 months; 25% of 24 months would be 6, capped at 3 (art. 38 §2).
    expect(firstPaymentOf({ guarantee: "escrow_deposit", monthlyRentCents: RENT, months: 6 })).toEqual({
      depositCents: 375_000,
      rentCents: 0,
      amountCents: 375_000,
    });
    expect(firstPaymentOf({ guarantee: "escrow_deposit", monthlyRentCents: RENT, months: 24 }).amountCents).toBe(
      750_000,
    );
  });

  it("asks nothing at signing with a guarantor or insurance: no rent in advance (arts. 20 and 42)", () => {
    for (const guarantee of ["guarantor", "insurance"] as const) {
      expect(firstPaymentOf({ guarantee, monthlyRentCents: RENT, months: 12 })).toEqual({
        depositCents: 0,
        rentCents: 0,
        amountCents: 0,
      });
    }
  });
});

describe("firstPaymentDueOn", () => {
  it("gives three days after signing, or the move-in day when that comes sooner, never a past day", () => {
    expect(firstPaymentDueOn("2027-01-10", "2027-03-01")).toBe("2027-01-13");
    expect(firstPaymentDueOn("2027-01-10", "2027-01-13")).toBe("2027-01-13");
    expect(firstPaymentDueOn("2027-01-10", "2027-01-12")).toBe("2027-01-12");
    expect(firstPaymentDueOn("2027-01-10", "2027-01-10")).toBe("2027-01-10");
    // Signed after the move-in day (staff's late fix): due today, not in the past.
    expect(firstPaymentDueOn("2027-01-10", "2027-01-08")).toBe("2027-01-10");
    // Across a leap day.
    expect(firstPaymentDueOn("2028-02-27", "2028-06-01")).toBe("2028-03-01");
  });
});

describe("monthlyChargesOf", () => {
  it("charges whole months at the rent when the stay starts on the 1st, each due on the 5th of the next month", () => {
    const charges = monthlyChargesOf({ moveIn: "2027-02-01", months: 3, monthlyRentCents: RENT });
    expect(charges).toEqual([
      { periodStart: "2027-02-01", periodEnd: "2027-02-28", rentCents: RENT, dueOn: "2027-03-05" },
      { periodStart: "2027-03-01", periodEnd: "2027-03-31", rentCents: RENT, dueOn: "2027-04-05" },
      { periodStart: "2027-04-01", periodEnd: "2027-04-30", rentCents: RENT, dueOn: "2027-05-05" },
    ]);
  });

  it("charges the first and last months pro rata by the days of each month", () => {
    // 15 March to 14 April: 17 of March's 31 days and 14 of April's 30.
    const charges = monthlyChargesOf({ moveIn: "2027-03-15", months: 1, monthlyRentCents: 310_000 });
    expect(charges.map((c) => [c.periodStart, c.periodEnd, c.dueOn])).toEqual([
      ["2027-03-15", "2027-03-31", "2027-04-05"],
      ["2027-04-01", "2027-04-14", "2027-05-05"],
    ]);
    expect(sum(charges)).toBe(310_000);
    // 17/31 against 14/30 of a month, scaled to one month's rent in total.
    expect(charges[0]?.rentCents).toBe(Math.round((310_000 * (17 / 31)) / (17 / 31 + 14 / 30)));
  });

  it("is exactly pro rata when the two partial months make one month of days", () => {
    // 15 January to 14 January: 17 of 31 days, then 14 of 31 days.
    const charges = monthlyChargesOf({ moveIn: "2027-01-15", months: 12, monthlyRentCents: 310_000 });
    expect(charges).toHaveLength(13);
    expect(charges[0]?.rentCents).toBe(170_000);
    expect(charges[12]?.rentCents).toBe(140_000);
    expect(charges.slice(1, 12).every((c) => c.rentCents === 310_000)).toBe(true);
  });

  it("handles a move-in on the 31st, where the month after is shorter", () => {
    // 31 January + 1 month is 28 February: the stay is 31 January to 27 February.
    const charges = monthlyChargesOf({ moveIn: "2027-01-31", months: 1, monthlyRentCents: RENT });
    expect(charges.map((c) => [c.periodStart, c.periodEnd])).toEqual([
      ["2027-01-31", "2027-01-31"],
      ["2027-02-01", "2027-02-27"],
    ]);
    expect(sum(charges)).toBe(RENT);
    expect(charges[0]?.rentCents).toBeGreaterThan(0);
    expect(charges[0]?.rentCents).toBeLessThan(RENT / 20);
  });

  it("counts 29 days in February of a leap year (2028)", () => {
    const whole = monthlyChargesOf({ moveIn: "2028-02-01", months: 1, monthlyRentCents: RENT });
    expect(whole).toEqual([
      { periodStart: "2028-02-01", periodEnd: "2028-02-29", rentCents: RENT, dueOn: "2028-03-05" },
    ]);
    // 15 February 2028: 15 of 29 days, then 14 of March's 31.
    const partial = monthlyChargesOf({ moveIn: "2028-02-15", months: 1, monthlyRentCents: 290_000 });
    expect(partial.map((c) => c.periodEnd)).toEqual(["2028-02-29", "2028-03-14"]);
    expect(sum(partial)).toBe(290_000);
    expect(partial[0]?.rentCents).toBe(Math.round((290_000 * (15 / 29)) / (15 / 29 + 14 / 31)));
  });

  it("crosses the year: December's rent is due on 5 January", () => {
    const charges = monthlyChargesOf({ moveIn: "2027-12-10", months: 1, monthlyRentCents: RENT });
    expect(charges.map((c) => [c.periodStart, c.periodEnd, c.dueOn])).toEqual([
      ["2027-12-10", "2027-12-31", "2028-01-05"],
      ["2028-01-01", "2028-01-09", "2028-02-05"],
    ]);
  });

  it("always adds up to months × rent exactly, whatever the day and the rent", () => {
    for (const moveIn of ["2027-01-01", "2027-01-29", "2027-01-30", "2027-01-31", "2028-02-29", "2027-08-31"]) {
      for (const months of [1, 2, 5, 12, 24]) {
        for (const rent of [1, 99_999, 123_457, 250_000]) {
          const charges = monthlyChargesOf({ moveIn, months, monthlyRentCents: rent });
          expect(sum(charges)).toBe(months * rent);
          expect(charges.every((c) => Number.isInteger(c.rentCents) && c.rentCents >= 0)).toBe(true);
        }
      }
    }
  });

  it("refuses a stay of no months", () => {
    expect(() => monthlyChargesOf({ moveIn: "2027-01-01", months: 0, monthlyRentCents: RENT })).toThrow(RangeError);
  });
});

describe("remindersDue", () => {
  const dueOn = "2027-03-05";

  it("sends reminders 7, 3 and 0 days before the due day", () => {
    expect(REMINDER_DAYS).toEqual([7, 3, 0]);
    expect(remindersDue(dueOn, "2027-02-25", [])).toEqual([]);
    expect(remindersDue(dueOn, "2027-02-26", [])).toEqual([7]);
    expect(remindersDue(dueOn, "2027-03-02", [7])).toEqual([3]);
    expect(remindersDue(dueOn, "2027-03-05", [7, 3])).toEqual([0]);
  });

  it("sends each once", () => {
    expect(remindersDue(dueOn, "2027-02-27", [7])).toEqual([]);
    expect(remindersDue(dueOn, "2027-03-05", [7, 3, 0])).toEqual([]);
  });

  it("skips a reminder whose day was missed rather than send two at once", () => {
    expect(remindersDue(dueOn, "2027-03-04", [])).toEqual([3]);
    expect(remindersDue(dueOn, "2027-03-05", [])).toEqual([0]);
    expect(remindersDue(dueOn, "2027-03-04", [3])).toEqual([]);
  });

  it("sends none after the due day", () => {
    expect(remindersDue(dueOn, "2027-03-06", [])).toEqual([]);
  });
});
