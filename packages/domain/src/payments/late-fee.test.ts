import { describe, expect, it } from "vitest";
import { daysLate, LATE_FINE_PERCENT, LATE_INTEREST_MONTHLY_PERCENT, lateFeeOf } from "./late-fee.ts";

describe("lateFeeOf", () => {
  it("is nothing when paid on the due day or before", () => {
    const none = { fineCents: 0, interestCents: 0, totalCents: 0 };
    expect(lateFeeOf({ rentCents: 250_000, dueOn: "2027-03-05", paidOn: "2027-03-05" })).toEqual(none);
    expect(lateFeeOf({ rentCents: 250_000, dueOn: "2027-03-05", paidOn: "2027-02-20" })).toEqual(none);
  });

  it("adds the 10% fine and one day of interest the day after the due day", () => {
    expect(LATE_FINE_PERCENT).toBe(10);
    expect(LATE_INTEREST_MONTHLY_PERCENT).toBe(1);
    // R$ 2.500,00: fine R$ 250,00; 1% a month over 30 days is R$ 0,8333… a day, rounded down.
    expect(lateFeeOf({ rentCents: 250_000, dueOn: "2027-03-05", paidOn: "2027-03-06" })).toEqual({
      fineCents: 25_000,
      interestCents: 83,
      totalCents: 25_083,
    });
  });

  it("counts interest by a 30-day month, whatever the calendar month", () => {
    // 30 days late is exactly 1% of the rent, in February as in March.
    expect(lateFeeOf({ rentCents: 300_000, dueOn: "2027-02-05", paidOn: "2027-03-07" }).interestCents).toBe(3_000);
    expect(lateFeeOf({ rentCents: 300_000, dueOn: "2027-03-05", paidOn: "2027-04-04" }).interestCents).toBe(3_000);
    // Leap February: 5 February to 6 March 2028 is 30 days too.
    expect(daysLate("2028-02-05", "2028-03-06")).toBe(30);
  });

  it("counts across the year end and is simple interest (not compounded)", () => {
    expect(daysLate("2027-12-05", "2028-01-05")).toBe(31);
    // 360 days: 12% of the rent, not 12.68%.
    expect(lateFeeOf({ rentCents: 100_000, dueOn: "2027-01-05", paidOn: "2027-12-31" }).interestCents).toBe(
      Math.floor((100_000 * 360) / 3000),
    );
  });

  it("rounds the fine and the interest down to the centavo", () => {
    expect(lateFeeOf({ rentCents: 99_999, dueOn: "2027-03-05", paidOn: "2027-03-06" })).toEqual({
      fineCents: 9_999,
      interestCents: 33,
      totalCents: 10_032,
    });
  });

  it("is nothing on nothing (a first payment that holds no rent)", () => {
    expect(lateFeeOf({ rentCents: 0, dueOn: "2027-03-05", paidOn: "2027-04-05" }).totalCents).toBe(0);
  });
});
